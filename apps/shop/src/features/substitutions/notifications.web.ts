/** No push notifications on the web (issue 19): no category to register, no response to read. */
import type { SubstitutionAnswerValue } from './api/substitutions-api';

export type SubstitutionResponse = {
  number: string;
  lineId: string;
  answer: SubstitutionAnswerValue | null;
  /** The push names the page a tap opens (`data.path`): the app's tap handling opens it. */
  hasPath: boolean;
};

export async function registerSubstitutionCategory(): Promise<void> {}

export function onSubstitutionResponse(_handle: (response: SubstitutionResponse) => void): () => void {
  return () => undefined;
}
