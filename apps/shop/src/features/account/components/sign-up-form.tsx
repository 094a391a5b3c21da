import {
  emailRefusalOf,
  errorText,
  FIRST_NAME_MAX_LENGTH,
  t,
  validateEmail,
  validateFirstName,
} from '@sillon/domain';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { AuthError, authFailure } from '@/features/auth';
import { Button, Text, TextField, spacing } from '@/ui';
import { useSignUpMutation } from '../api/account-api';
import { AddressFields } from './address-fields';
import { addressValuesOf, useAddressForm } from './address-form';

type PersonErrors = { firstName?: string; email?: string };

/**
 * Sign-up after the code for a number without an account (spec §4: name, email, delivery
 * address). The address is typed as everywhere else (the city from the postal code, the street
 * suggested, the served zones shown for an address outside them); the domain's rules check each
 * field first, each message under its own input; the server checks again (email already used).
 */
export function SignUpForm({ onSignedUp }: { onSignedUp(firstName: string): void }) {
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<PersonErrors>({});
  const address = useAddressForm(addressValuesOf(null));
  const [error, setError] = useState<string | null>(null);
  const [signUp, { isLoading }] = useSignUpMutation();

  const edited =
    (field: keyof PersonErrors, set: (text: string) => void) =>
    (text: string): void => {
      set(text);
      // A corrected field loses its message at once; the others keep theirs until the next try.
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const submit = async () => {
    setError(null);
    const found = personErrors(firstName, email);
    setErrors(found);
    const checkedAddress = address.validated();
    if (Object.keys(found).length > 0 || !checkedAddress) return;
    const answer = await signUp({
      firstName: firstName.trim(),
      email: email.trim(),
      deliveryAddress: checkedAddress,
    });
    if (answer.data) {
      onSignedUp(answer.data.firstName);
      return;
    }
    // Said once: under the field it names, or above the button when it names none.
    const refused = authFailure(answer.error);
    const emailRefused = emailRefusalOf(refused);
    if (emailRefused) {
      setErrors({ email: errorText(emailRefused).content });
      return;
    }
    const firstNameCode = refused.fields?.['firstName']?.[0];
    if (firstNameCode) {
      setErrors({ firstName: errorText(firstNameCode).content });
      return;
    }
    if (address.showRefusal(refused)) return;
    setError(refused.code);
  };

  return (
    <View style={styles.form}>
      <TextField
        label={t('screens.sign_in.first_name')}
        value={firstName}
        onChangeText={edited('firstName', setFirstName)}
        error={errors.firstName}
        autoComplete="given-name"
        textContentType="givenName"
        maxLength={FIRST_NAME_MAX_LENGTH}
        testID="sign-up-firstName"
      />
      <TextField
        label={t('screens.sign_in.email')}
        value={email}
        onChangeText={edited('email', setEmail)}
        error={errors.email}
        autoComplete="email"
        keyboardType="email-address"
        autoCapitalize="none"
        inputMode="email"
        testID="sign-up-email"
      />
      <AddressFields form={address} testIDPrefix="sign-up" />
      {error ? <AuthError code={error} /> : null}
      <Button label={t('screens.sign_in.sign_up')} onPress={submit} disabled={isLoading} />
    </View>
  );
}

function personErrors(firstName: string, email: string): PersonErrors {
  const found: PersonErrors = {};
  const checkedName = validateFirstName(firstName);
  if (!checkedName.ok) found.firstName = errorText(checkedName.code).content;
  const checkedEmail = validateEmail(email.trim());
  if (!checkedEmail.ok) found.email = errorText(checkedEmail.code).content;
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
