import { StyleSheet, View } from 'react-native';
import { fontSize, lineHeight, palette, radius, spacing, typeface } from '../tokens';
import { Text } from './text';

export type Step = { number: number; label: string };

/**
 * The numbered steps of a flow (the checkout's 1 to 5, spec §2): done steps ticked, the current
 * one filled, each named for screen readers with its position ("Étape 2 sur 5 : Livraison").
 */
export function StepHeader({
  steps,
  current,
  labelOf,
}: {
  steps: readonly Step[];
  /** The current step's number; 0 when none is current (after the last step). */
  current: number;
  /** The spoken name of a step, e.g. `t('checkout.steps.progress', …)`. */
  labelOf(step: Step, state: 'done' | 'current' | 'todo'): string;
}) {
  return (
    <View style={styles.row} role="list" testID="step-header">
      {steps.map((step) => {
        const state = step.number < current ? 'done' : step.number === current ? 'current' : 'todo';
        return (
          <View
            key={step.number}
            role="listitem"
            style={styles.step}
            accessible
            accessibilityLabel={labelOf(step, state)}
            testID={state === 'current' ? 'step-current' : `step-${step.number}`}
          >
            <View style={[styles.dot, styles[state]]}>
              <Text style={[styles.number, state === 'todo' ? styles.todoNumber : styles.filledNumber]}>
                {state === 'done' ? '✓' : String(step.number)}
              </Text>
            </View>
            <Text
              numberOfLines={1}
              style={[styles.label, state === 'current' ? styles.currentLabel : null]}
              tone={state === 'todo' ? 'muted' : 'default'}
            >
              {step.label}
            </Text>
          </View>
        );
      })}
    </View>
  );
}

const DOT = 26;

const styles = StyleSheet.create({
  row: { flexDirection: 'row', justifyContent: 'space-between', gap: spacing.xs },
  step: { flex: 1, alignItems: 'center', gap: spacing.xs, minWidth: 0 },
  dot: {
    width: DOT,
    height: DOT,
    borderRadius: radius.pill,
    alignItems: 'center',
    justifyContent: 'center',
    borderWidth: 1,
  },
  done: { backgroundColor: palette.primary, borderColor: palette.primary },
  current: { backgroundColor: palette.action, borderColor: palette.action },
  todo: { backgroundColor: palette.surface, borderColor: palette.border },
  number: { ...typeface.bold, fontSize: fontSize.xs, lineHeight: lineHeight(fontSize.xs) },
  filledNumber: { color: palette.white },
  todoNumber: { color: palette.muted },
  label: { ...typeface.medium, fontSize: fontSize.xxs, lineHeight: lineHeight(fontSize.xxs) },
  currentLabel: { ...typeface.bold },
});
