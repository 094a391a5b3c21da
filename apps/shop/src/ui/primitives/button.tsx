import { Pressable, StyleSheet, type PressableProps } from 'react-native';
import { typeface, fontSize, layout, palette, radius, spacing } from '../tokens';
import { Text } from './text';

type ButtonProps = Omit<PressableProps, 'children'> & {
  label: string;
  variant?: 'action' | 'primary' | 'outline';
  accessibilityLabel?: string;
  /**
   * The call the button started still runs: it looks off, says it is busy and ignores presses,
   * but keeps the focus, so a keyboard is still on it when the answer comes (a disabled button is
   * a disabled `<button>` on the web, which drops the focus).
   */
  busy?: boolean;
};

/** Every button of the shop: an accessible role and label, a pressed state, a disabled look. */
export function Button({
  label,
  variant = 'action',
  disabled,
  busy = false,
  style,
  accessibilityLabel,
  onPress,
  ...props
}: ButtonProps) {
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={accessibilityLabel ?? label}
      accessibilityState={{ disabled: !!disabled, busy }}
      // React Native Web reads no `accessibilityState`: the busy state reaches screen readers so.
      aria-busy={busy}
      disabled={disabled}
      onPress={busy ? undefined : onPress}
      style={(state) => [
        styles.base,
        styles[variant],
        state.pressed && !busy && styles.pressed,
        (disabled || busy) && styles.disabled,
        typeof style === 'function' ? style(state) : style,
      ]}
      {...props}
    >
      <Text style={[styles.label, variant === 'outline' ? styles.outlineLabel : styles.filledLabel]}>
        {label}
      </Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  base: {
    minHeight: layout.touchTarget,
    paddingHorizontal: spacing.lg,
    borderRadius: radius.md,
    alignItems: 'center',
    justifyContent: 'center',
  },
  action: { backgroundColor: palette.action },
  primary: { backgroundColor: palette.primary },
  outline: { borderWidth: 1, borderColor: palette.primary, backgroundColor: palette.surface },
  pressed: { opacity: 0.85 },
  disabled: { opacity: 0.4 },
  label: { ...typeface.semiBold, fontSize: fontSize.md },
  filledLabel: { color: palette.white },
  outlineLabel: { color: palette.primary },
});
