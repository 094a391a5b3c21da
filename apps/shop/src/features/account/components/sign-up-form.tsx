import {
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_NAME_MAX_LENGTH,
  errorText,
  FIRST_NAME_MAX_LENGTH,
  t,
  validateAddress,
  validateEmail,
  validateFirstName,
  type ErrorCode,
} from '@sillon/domain';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { AuthError, authFailure } from '@/features/auth';
import { Button, Text, TextField, spacing } from '@/ui';
import { useSignUpMutation } from '../api/account-api';

type Field = 'firstName' | 'email' | 'fullname' | 'address1' | 'address2' | 'zipcode' | 'city';

/**
 * Sign-up after the code for a number without an account (spec §4: name, email, delivery
 * address). The domain's rules check each field first, each message under its own input; the
 * server checks again (email already used, delivered zone).
 */
export function SignUpForm({ onSignedUp }: { onSignedUp(firstName: string): void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    email: '',
    fullname: '',
    address1: '',
    address2: '',
    zipcode: '',
    city: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [signUp, { isLoading }] = useSignUpMutation();

  const set = (field: Field) => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    // A corrected field loses its message at once; the others keep theirs until the next try.
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const found = checkFields(values);
    setFieldErrors(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    const { firstName, email, ...address } = values;
    const answer = await signUp({
      firstName: firstName.trim(),
      email: email.trim(),
      deliveryAddress: address,
    });
    if (answer.data) {
      onSignedUp(answer.data.firstName);
      return;
    }
    const failure = authFailure(answer.error);
    const refused: Partial<Record<Field, string>> = Object.fromEntries(
      Object.entries(failure.fields ?? {}).map(([name, [code]]) => [
        name,
        errorText(code as ErrorCode).content,
      ]),
    );
    if (failure.code === 'invalid_email' || failure.code === 'email_already_used') {
      refused.email = errorText(failure.code).content;
    }
    setFieldErrors(refused);
    // Said once: under the fields it names, or above the button when it names none.
    setError(Object.keys(refused).length > 0 ? null : failure.code);
  };

  const field = (name: Field, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`screens.sign_in.${name === 'firstName' ? 'first_name' : name}`)}
      value={values[name]}
      onChangeText={set(name)}
      error={fieldErrors[name]}
      testID={`sign-up-${name}`}
      {...extra}
    />
  );

  return (
    <View style={styles.form}>
      {field('firstName', {
        autoComplete: 'given-name',
        textContentType: 'givenName',
        maxLength: FIRST_NAME_MAX_LENGTH,
      })}
      {field('email', {
        autoComplete: 'email',
        keyboardType: 'email-address',
        autoCapitalize: 'none',
        inputMode: 'email',
      })}
      {field('fullname', { autoComplete: 'name', maxLength: ADDRESS_NAME_MAX_LENGTH })}
      {field('address1', { autoComplete: 'address-line1', maxLength: ADDRESS_LINE_MAX_LENGTH })}
      {field('address2', { autoComplete: 'address-line2', maxLength: ADDRESS_LINE_MAX_LENGTH })}
      {field('zipcode', { autoComplete: 'postal-code', keyboardType: 'number-pad', inputMode: 'numeric' })}
      {field('city', { textContentType: 'addressCity', maxLength: ADDRESS_NAME_MAX_LENGTH })}
      {error ? <AuthError code={error} /> : null}
      <Button label={t('screens.sign_in.sign_up')} onPress={submit} disabled={isLoading} />
    </View>
  );
}

function checkFields(values: Record<Field, string>): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  const firstName = validateFirstName(values.firstName);
  if (!firstName.ok) found.firstName = errorText(firstName.code).content;
  const email = validateEmail(values.email.trim());
  if (!email.ok) found.email = errorText(email.code).content;
  const address = validateAddress(values);
  if (!address.ok) {
    for (const [name, code] of Object.entries(address.fields ?? {}))
      found[name as Field] = errorText(code).content;
  }
  return found;
}

/** The heading and message above the form in the sign-in flow. */
export function SignUpIntro() {
  return (
    <View style={styles.intro}>
      <Text variant="title" role="heading" aria-level={1}>
        {t('screens.sign_in.sign_up_heading')}
      </Text>
      <Text tone="muted">{t('screens.sign_in.sign_up_message')}</Text>
    </View>
  );
}

const styles = StyleSheet.create({ form: { gap: spacing.md }, intro: { gap: spacing.sm } });
