/**
 * Handing a text to the customer's other apps: on iOS and Android the system's share sheet
 * (which offers copying too). The web's way is in `share-text.web.ts`.
 */
import { Share } from 'react-native';

export type SharedText = { title: string; message: string };

/** The share sheet, here on every phone. */
export const canShare = (): boolean => true;

/** The share sheet copies too: no button of its own. */
export const canCopy = (): boolean => false;

/** Answers whether the text left (false when the customer closed the sheet). */
export async function shareText(text: SharedText): Promise<boolean> {
  const result = await Share.share({ title: text.title, message: text.message });
  return result.action !== Share.dismissedAction;
}

export async function copyText(_text: string): Promise<boolean> {
  return false;
}
