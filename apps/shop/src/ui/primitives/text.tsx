import type { ReactNode } from 'react';
import { Text as NativeText, StyleSheet, type TextProps as NativeTextProps } from 'react-native';
import { typeface, fontSize, lineHeight, palette } from '../tokens';

const variants = StyleSheet.create({
  body: { ...typeface.regular, fontSize: fontSize.md, lineHeight: lineHeight(fontSize.md) },
  caption: { ...typeface.regular, fontSize: fontSize.xs, lineHeight: lineHeight(fontSize.xs) },
  label: { ...typeface.semiBold, fontSize: fontSize.sm, lineHeight: lineHeight(fontSize.sm) },
  title: { ...typeface.bold, fontSize: fontSize.xl, lineHeight: lineHeight(fontSize.xl) },
  heading: { ...typeface.bold, fontSize: fontSize.xxl, lineHeight: lineHeight(fontSize.xxl) },
  display: {
    ...typeface.bold,
    fontSize: fontSize.display,
    lineHeight: lineHeight(fontSize.display),
  },
});

export type TextVariant = keyof typeof variants;

export type TextProps = NativeTextProps & {
  variant?: TextVariant;
  tone?: 'default' | 'muted' | 'inverse' | 'error';
  children?: ReactNode;
};

const tones = StyleSheet.create({
  default: { color: palette.primary },
  muted: { color: palette.muted },
  inverse: { color: palette.white },
  error: { color: palette.errorText },
});

/** All text of the shop goes through this component, so font and colour come from the tokens. */
export function Text({ variant = 'body', tone = 'default', style, ...props }: TextProps) {
  return <NativeText {...props} style={[variants[variant], tones[tone], style]} />;
}
