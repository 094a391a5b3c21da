/**
 * The keys a radio or a checkbox answers on the web, as a native one does: react-native-web's
 * Pressable presses on Enter only for what is not a button, so Space did nothing (a ticked box
 * left unticked). In a radio group the arrows move to the previous or next choice and choose it,
 * as the ARIA radio group does. Native platforms have no keyboard events here.
 */
import { Platform } from 'react-native';

type KeyEvent = { key: string; preventDefault(): void; currentTarget: unknown };

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

/** The choice's `onKeyDown` on the web (react-native-web's Pressable takes it), to spread; none elsewhere. */
export function choiceKeys(onPress: () => void, kind: 'radio' | 'checkbox'): object {
  return Platform.OS === 'web' ? { onKeyDown: choiceKeyDown(onPress, kind) } : {};
}

export function choiceKeyDown(onPress: () => void, kind: 'radio' | 'checkbox') {
  return (event: KeyEvent) => {
    if (event.key === ' ' || event.key === 'Spacebar') {
      event.preventDefault();
      onPress();
      return;
    }
    const step = NEXT.has(event.key) ? 1 : PREVIOUS.has(event.key) ? -1 : 0;
    if (kind !== 'radio' || step === 0) return;
    const radio = event.currentTarget as HTMLElement | null;
    const group = radio?.closest?.('[role="radiogroup"]');
    if (!radio || !group) return;
    const choices = Array.from(group.querySelectorAll<HTMLElement>('[role="radio"]')).filter(
      (choice) => choice.getAttribute('aria-disabled') !== 'true',
    );
    const at = choices.indexOf(radio);
    if (at < 0 || choices.length < 2) return;
    event.preventDefault();
    const target = choices[(at + step + choices.length) % choices.length]!;
    target.focus();
    target.click();
  };
}
