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

export function WholeNumberField({ value, onChange, slotProps, ...props }: Props) {
  const [typed, setTyped] = useState(Number.isNaN(value) ? '' : String(value));
  // The screen may change the value itself (a quantity lowered to what is left): then it is shown.
  const shown = Object.is(countOfText(typed), value) ? typed : Number.isNaN(value) ? typed : String(value);
  return (
    <TextField
      {...props}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(countOfText(event.target.value));
      }}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, inputMode: 'numeric' } }}
    />
  );
}
