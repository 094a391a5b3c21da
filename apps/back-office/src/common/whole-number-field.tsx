/**
 * A count typed as text (places, an order, a quantity) outside a react-admin form. A number input
 * would let a browser not set to French read « 1,5 » as 15 and save it without a word; here what is
 * typed stays on screen and the screen gets NaN for anything but a whole number, which its rule
 * refuses with its own message.
 */
import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { wholeOfTyped } from './format';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: number;
  onChange: (value: number) => void;
};

/** The count a text says: a whole number, or NaN (empty, a decimal, not a number). */
export function countOfText(text: string): number {
  return wholeOfTyped(text) ?? Number.NaN;
}

const textOf = (value: number) => (Number.isNaN(value) ? '' : String(value));

/**
 * What the field shows: the text typed while the screen's value is still the one it gave; the
 * value when the screen changed it itself (a quantity lowered to what is left, a row removed above).
 */
export function shownText(typed: { text: string; value: number }, value: number): string {
  return Object.is(typed.value, value) ? typed.text : textOf(value);
}

export function WholeNumberField({ value, onChange, slotProps, ...props }: Props) {
  // What was typed, and the value it gave the screen.
  const [typed, setTyped] = useState({ text: textOf(value), value });
  const shown = shownText(typed, value);
  return (
    <TextField
      {...props}
      value={shown}
      onChange={(event) => {
        const count = countOfText(event.target.value);
        setTyped({ text: event.target.value, value: count });
        onChange(count);
      }}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, inputMode: 'numeric' } }}
    />
  );
}
