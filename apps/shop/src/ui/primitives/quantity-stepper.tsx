import { canIncreaseQuantity, t, withDe } from '@sillon/domain';
import type { Ref } from 'react';
import { Pressable, StyleSheet, View } from 'react-native';
import { useFocusOnMount } from './focus-on-mount';
import { typeface, fontSize, palette, radius, spacing } from '../tokens';
import { Text } from './text';

type QuantityStepperProps = {
  quantity: number;
  maxOrderable?: number | null;
  /** The product's name, for the buttons' accessible labels. */
  name: string;
  minimum?: number;
  /** Smaller buttons, for a product tile's footer (issue 40). */
  compact?: boolean;
  /** It replaces the button just pressed (a card's « + »): its « + » takes the focus (its « − » at the cap). */
  focusOnMount?: boolean;
  onChange(quantity: number): void;
};

/** − quantity +; "+" stops at the product's cap with the domain's own rule (spec §5). */
export function QuantityStepper({
  quantity,
  maxOrderable,
  name,
  minimum = 1,
  compact = false,
  focusOnMount = false,
  onChange,
}: QuantityStepperProps) {
  const canIncrease = canIncreaseQuantity(quantity, maxOrderable);
  const canDecrease = quantity > minimum;
  const increase = useFocusOnMount<View>(focusOnMount && canIncrease);
  const decrease = useFocusOnMount<View>(focusOnMount && !canIncrease);
  return (
    <View style={[styles.row, compact && styles.compactRow]}>
      <StepButton
        ref={decrease}
        label="−"
        accessibilityLabel={t('components.stepper.decrease', { ofName: withDe(name) })}
        disabled={!canDecrease}
        compact={compact}
        onPress={() => onChange(quantity - 1)}
      />
      <Text
        style={[styles.quantity, compact && styles.compactQuantity]}
        accessibilityLabel={t('components.stepper.quantity', { quantity })}
      >
        {quantity}
      </Text>
      <StepButton
        ref={increase}
        label="+"
        accessibilityLabel={t('components.stepper.increase', { ofName: withDe(name) })}
        disabled={!canIncrease}
        compact={compact}
        onPress={() => onChange(quantity + 1)}
      />
    </View>
  );
}

function StepButton({
  ref,
  ...props
}: {
  ref: Ref<View>;
  label: string;
  accessibilityLabel: string;
  disabled: boolean;
  compact: boolean;
  onPress(): void;
}) {
  return (
    <Pressable
      ref={ref}
      accessibilityRole="button"
      accessibilityLabel={props.accessibilityLabel}
      accessibilityState={{ disabled: props.disabled }}
      disabled={props.disabled}
      onPress={props.onPress}
      style={({ pressed }) => [
        styles.button,
        props.compact && styles.compactButton,
        pressed && styles.pressed,
        props.disabled && styles.disabled,
      ]}
    >
      <Text style={styles.buttonLabel}>{props.label}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', gap: spacing.sm },
  button: {
    width: 44,
    height: 44,
    borderRadius: radius.pill,
    borderWidth: 1,
    borderColor: palette.primary,
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: palette.surface,
  },
  pressed: { opacity: 0.7 },
  disabled: { opacity: 0.3 },
  buttonLabel: { ...typeface.bold, fontSize: fontSize.lg },
  quantity: { minWidth: 32, textAlign: 'center', ...typeface.semiBold, fontSize: fontSize.lg },
  // A tile's footer holds the price and the stepper in 144 px.
  compactRow: { gap: spacing.xxs },
  compactButton: { width: 32, height: 32 },
  compactQuantity: { minWidth: 20, fontSize: fontSize.md },
});
