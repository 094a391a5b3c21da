/**
 * The apps' side of a substitution's push (issue 41): the category's actions registered once, and
 * each response handled: « Accepter » / « Refuser » answer the proposal with the signed-in
 * session; without one, or when the answer is refused (too late, answered otherwise), the order
 * opens and says where things stand. A plain tap opens the order (unless the push names its page,
 * which the app's tap handling opens).
 */
import { useEffect } from 'react';
import { selectIsCustomer } from '@/features/auth';
import { useAppStore } from '@/store/hooks';
import { useAnswerSubstitutionMutation } from '../api/substitutions-api';
import { onSubstitutionResponse, registerSubstitutionCategory } from '../notifications';

export const orderPath = (number: string) => `/my-account/orders/${encodeURIComponent(number)}`;

export function SubstitutionPushActions({ open }: { open(path: string): void }) {
  // Read when a response arrives: the session may have started since the listener was set.
  const store = useAppStore();
  const [answer] = useAnswerSubstitutionMutation();

  useEffect(() => {
    void registerSubstitutionCategory();
  }, []);

  useEffect(
    () =>
      onSubstitutionResponse((response) => {
        const path = orderPath(response.number);
        if (!response.answer) {
          if (!response.hasPath) open(path);
          return;
        }
        if (!selectIsCustomer(store.getState())) return open(path);
        void answer({ number: response.number, lineId: response.lineId, answer: response.answer }).then(
          (result) => {
            if ('error' in result) open(path);
          },
        );
      }),
    [answer, open, store],
  );
  return null;
}
