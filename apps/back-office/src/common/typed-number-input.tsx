/**
 * A quantity or a measure, typed the French way (« 0,5 ») as text: the form keeps what is typed,
 * and the screen's validator and `transform` read it with `numberOfTyped` / `wholeOfTyped`. A number
 * input would let a browser not set to French turn « 2,5 » into 25 without a word.
 */
import { TextInput, type TextInputProps } from 'react-admin';
import { typedNumberText } from './format';

type Props = Omit<TextInputProps, 'format' | 'parse' | 'type'> & {
  /** A count (stock, limit): the phone's keyboard offers digits only. */
  whole?: boolean;
};

export function TypedNumberInput({ whole = false, ...props }: Props) {
  return (
    <TextInput
      {...props}
      format={typedNumberText}
      parse={(typed: string) => typed}
      slotProps={{ htmlInput: { inputMode: whole ? 'numeric' : 'decimal' } }}
    />
  );
}
