/**
 * An amount in euros or a percentage, typed the French way (« 4,90 ») as text. The form keeps what
 * is typed until it is saved (`hundredthsOfForm` in the screen's `transform`): a number field would
 * rewrite « 4,9 » into « 4,90 » under the fingers, and a browser not set to French reads « 4,80 »
 * typed in a number input as 480.
 */
import { TextInput, type TextInputProps, type Validator } from 'react-admin';
import { hundredthsOfTyped, hundredthsText } from './format';

export type HundredthsRules = {
  /** An empty field is refused with this message; without it, empty means none (null). */
  whenEmpty?: string;
  /** The least value, in hundredths, and what to say below it. */
  min?: [number, string];
  /** The most value, in hundredths, and what to say above it. */
  max?: [number, string];
};

/** « -4,90 »: a number, below zero (which the fields never take). */
function isNegative(value: unknown): boolean {
  if (typeof value === 'number') return value < 0;
  const text = typeof value === 'string' ? value.trim() : '';
  return text.startsWith('-') && typeof hundredthsOfTyped(text.slice(1)) === 'number';
}

/** What is wrong with the field's value by these rules, in French; undefined when nothing is. */
export function hundredthsProblem(value: unknown, { whenEmpty, min, max }: HundredthsRules) {
  const hundredths = hundredthsOfTyped(value as string | number | null);
  if (hundredths === undefined && isNegative(value)) return min?.[1] ?? 'Un nombre positif, comme 4,90';
  if (hundredths === undefined) return 'Écrivez un nombre, comme 4,90 (deux décimales au plus)';
  if (hundredths === null) return whenEmpty;
  if (min && hundredths < min[0]) return min[1];
  if (max && hundredths > max[0]) return max[1];
  return undefined;
}

type Props = Omit<TextInputProps, 'format' | 'parse' | 'validate' | 'type'> & HundredthsRules;

/**
 * The field, checking its rules itself. In a form that has a validator of its own, react-admin
 * runs only that one: it must check the field with `hundredthsProblem`.
 */
export function HundredthsInput({ whenEmpty, min, max, ...props }: Props) {
  const validate: Validator = (value: unknown) => hundredthsProblem(value, { whenEmpty, min, max });
  return (
    <TextInput
      {...props}
      format={(value: unknown) =>
        typeof value === 'number' ? hundredthsText(value) : ((value as string) ?? '')
      }
      parse={(typed: string) => typed}
      validate={validate}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

/** The field's value as the server takes it: hundredths, or null when empty. */
export function hundredthsOfForm(value: unknown): number | null {
  return hundredthsOfTyped(value as string | number | null) ?? null;
}
