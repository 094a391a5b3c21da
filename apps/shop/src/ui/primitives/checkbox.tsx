import { Pressable, StyleSheet, View } from 'react-native';
import { layout, palette, radius, spacing } from '../tokens';
import { choiceKeys } from './choice-keys';
import { Text } from './text';

/** A yes/no choice with its label, pressable as a whole ("Enregistrer cette carte"). */
export function Checkbox({
  label,
  checked,
  onChange,
  testID,
  accessibilityLabel,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  testID?: string;
  /** When the label alone is ambiguous (one « J'ai déjà » per ingredient); starts with the label. */
  accessibilityLabel?: string;
}) {
  return (
    <Pressable
      accessibilityRole="checkbox"
      accessibilityLabel={accessibilityLabel ?? label}
      accessibilityState={{ checked }}
      aria-checked={checked}
      onPress={() => onChange(!checked)}
      {...choiceKeys(() => onChange(!checked), 'checkbox')}
      style={styles.row}
      testID={testID}
    >
      <View style={[styles.box, checked && styles.checked]}>
        {checked ? (
          <Text tone="inverse" variant="label">
            ✓
          </Text>
        ) : null}
      </View>
      <Text>{label}</Text>
    </Pressable>
  );
}

const BOX = 22;

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', gap: spacing.sm, minHeight: layout.touchTarget },
  box: {
    width: BOX,
    height: BOX,
    borderRadius: radius.sm,
    borderWidth: 2,
    borderColor: palette.primary,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: palette.surface,
  },
  checked: { backgroundColor: palette.primary },
});
