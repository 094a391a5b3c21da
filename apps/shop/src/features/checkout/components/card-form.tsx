import { errorText, t, validateCard, type Card, type CardInput } from '@sillon/domain';
import { useState, type ReactNode } from 'react';
import { StyleSheet, View } from 'react-native';
import { Button, Checkbox, TextField, spacing } from '@/ui';
import { shopNow } from '@/lib/api';

type Field = keyof CardInput;

/** "4242424242424242" → "4242 4242 4242 4242", as printed on the card. */
export function groupCardNumber(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" → "12/30": the slash comes by itself after the month. */
export function formatExpiry(typed: string, previous: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit, as customers expect.
  if (previous.endsWith('/') && typed.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * The card form (spec §5): holder, number, expiry (MM/AA) and cryptogram, each with its own
 * « … invalide » message from the domain's rules, and « Enregistrer cette carte ». The card
 * goes to the card processor, never to the checkout server.
 */
export function CardForm({
  submitLabel,
  isSubmitting,
  onSubmit,
  onPress,
  notice,
  now = shopNow,
}: {
  submitLabel: string;
  isSubmitting: boolean;
  /** What came of the last payment, right above the button. */
  notice?: ReactNode;
  onSubmit(card: Card, saveCard: boolean): void;
  /** The button pressed, before the fields are checked. */
  onPress?(): void;
  now?: () => Date;
}) {
  const [values, setValues] = useState<CardInput>({ holder: '', number: '', expiry: '', cryptogram: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saveCard, setSaveCard] = useState(false);

  const set = (field: Field, text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    onPress?.();
    const result = validateCard(values, now());
    if (result.ok) {
      setErrors({});
      onSubmit(result.value, saveCard);
      return;
    }
    setErrors(
      Object.fromEntries(
        Object.entries(result.fields ?? {}).map(([field, code]) => [field, errorText(code).content]),
      ),
    );
  };

  return (
    <View style={styles.form} testID="card-form">
      <TextField
        label={t('checkout.payment.card_holder')}
        value={values.holder}
        onChangeText={(text) => set('holder', text)}
        error={errors.holder}
        autoComplete="cc-name"
        textContentType="name"
        autoCapitalize="words"
        testID="card-holder"
      />
      <TextField
        label={t('checkout.payment.card_number')}
        value={values.number}
        onChangeText={(text) => set('number', groupCardNumber(text))}
        error={errors.number}
        autoComplete="cc-number"
        textContentType="creditCardNumber"
        keyboardType="number-pad"
        inputMode="numeric"
        maxLength={23}
        testID="card-number"
      />
      <View style={styles.row}>
        <View style={styles.half}>
          <TextField
            label={t('checkout.payment.card_expiry')}
            value={values.expiry}
            onChangeText={(text) => set('expiry', formatExpiry(text, values.expiry))}
            error={errors.expiry}
            placeholder="MM/AA"
            autoComplete="cc-exp"
            keyboardType="number-pad"
            inputMode="numeric"
            maxLength={5}
            testID="card-expiry"
          />
        </View>
        <View style={styles.half}>
          <TextField
            label={t('checkout.payment.card_cryptogram')}
            value={values.cryptogram}
            onChangeText={(text) => set('cryptogram', text.replace(/\D/g, '').slice(0, 4))}
            error={errors.cryptogram}
            autoComplete="cc-csc"
            keyboardType="number-pad"
            inputMode="numeric"
            secureTextEntry
            maxLength={4}
            testID="card-cryptogram"
          />
        </View>
      </View>
      <Checkbox
        label={t('checkout.payment.save_card')}
        checked={saveCard}
        onChange={setSaveCard}
        testID="card-save"
      />
      {notice}
      <Button label={submitLabel} onPress={submit} busy={isSubmitting} testID="card-submit" />
    </View>
  );
}

const styles = StyleSheet.create({
  form: { gap: spacing.md },
  row: { flexDirection: 'row', gap: spacing.md },
  half: { flex: 1 },
});
