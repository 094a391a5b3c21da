import type { ReactNode } from 'react';
import { Pressable, StyleSheet, View } from 'react-native';
import { palette, radius, spacing } from '../tokens';
import { choiceKeys } from './choice-keys';
import { Text } from './text';

/**
 * One choice among several (a delivery method, a slot, a pickup point, a saved card): a radio
 * for screen readers, the whole row pressable, checked and disabled states visible.
 */
export function RadioRow({
  label,
  description,
  detail,
  trailing,
  checked,
  disabled,
  accessibilityLabel,
  onPress,
  testID,
}: {
  label: string;
  description?: ReactNode;
  detail?: ReactNode;
  trailing?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  accessibilityLabel?: string;
  onPress(): void;
  testID?: string;
}) {
  return (
    <Pressable
      accessibilityRole="radio"
      accessibilityLabel={accessibilityLabel ?? label}
      accessibilityState={{ checked, disabled: !!disabled }}
      aria-checked={checked}
      disabled={disabled}
      onPress={onPress}
      {...(disabled ? {} : choiceKeys(onPress, 'radio'))}
      testID={testID}
      style={({ pressed }) => [styles.row, checked && styles.checked, pressed && styles.pressed]}
    >
      {/* A choice that is off is dimmed, but what it says of itself (why it is off) stays readable. */}
      <View style={[styles.mark, checked && styles.markChecked, disabled && styles.disabled]}>
        {checked ? <View style={styles.markDot} /> : null}
      </View>
      <View style={styles.text}>
        <Text variant="label" style={disabled ? styles.disabled : undefined}>
          {label}
        </Text>
        {typeof description === 'string' ? (
          <Text variant="caption" tone="muted">
            {description}
          </Text>
        ) : (
          description
        )}
        {detail}
      </View>
      {typeof trailing === 'string' ? (
        <Text variant="label" style={disabled ? styles.disabled : undefined}>
          {trailing}
        </Text>
      ) : (
        trailing
      )}
    </Pressable>
  );
}

const MARK = 20;

const styles = StyleSheet.create({
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: spacing.md,
    padding: spacing.md,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: palette.border,
    backgroundColor: palette.surface,
  },
  checked: { borderColor: palette.action, borderWidth: 2 },
  pressed: { opacity: 0.85 },
  disabled: { opacity: 0.5 },
  mark: {
    width: MARK,
    height: MARK,
    borderRadius: radius.pill,
    borderWidth: 2,
    borderColor: palette.muted,
    alignItems: 'center',
    justifyContent: 'center',
  },
  markChecked: { borderColor: palette.action },
  markDot: { width: MARK / 2, height: MARK / 2, borderRadius: radius.pill, backgroundColor: palette.action },
  text: { flex: 1, gap: spacing.xxs },
});
