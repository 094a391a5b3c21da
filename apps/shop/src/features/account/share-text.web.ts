/**
 * Handing a text on the web: the Web Share API where the browser has it (phones, Safari), and the
 * clipboard everywhere else.
 */
export type SharedText = { title: string; message: string };

export const canShare = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export const canCopy = (): boolean => typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

/** Answers whether the text left (false when the customer closed the sheet or the browser refused). */
export async function shareText(text: SharedText): Promise<boolean> {
  try {
    await navigator.share({ title: text.title, text: text.message });
    return true;
  } catch {
    return false;
  }
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
