import { formatEuros, type Cents } from '@sillon/domain';
import { Text, type TextProps } from './text';

/** A price from cents, always through the domain's formatter (`3,49 €`). */
export function Price({ cents, ...props }: { cents: Cents } & Omit<TextProps, 'children'>) {
  return <Text {...props}>{formatEuros(cents)}</Text>;
}
