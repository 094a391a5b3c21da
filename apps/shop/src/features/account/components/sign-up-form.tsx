import { t } from '@sillon/domain';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { AuthError, authFailure } from '@/features/auth';
import { Button, Text, spacing } from '@/ui';
import { useSignUpMutation } from '../api/account-api';
import { AddressFields } from './address-fields';
import { addressValuesOf, useAddressForm } from './address-form';
import { PersonFields, usePersonForm } from './person-fields';

/**
 * Sign-up after the code for a number without an account (spec §4: name, email, delivery
 * address). The address is typed as everywhere else (the city from the postal code, the street
 * suggested, the served zones shown for an address outside them); the domain's rules check each
 * field first, each message under its own input; the server checks again (email already used).
 */
export function SignUpForm({ onSignedUp }: { onSignedUp(firstName: string): void }) {
  const person = usePersonForm({ firstName: '', email: '' });
  const address = useAddressForm(addressValuesOf(null));
  const [error, setError] = useState<string | null>(null);
  const [signUp, { isLoading }] = useSignUpMutation();

  const submit = async () => {
    setError(null);
    const checkedPerson = person.validated();
    const checkedAddress = address.validated();
    if (!checkedPerson || !checkedAddress) return;
    const answer = await signUp({ ...checkedPerson, deliveryAddress: checkedAddress });
    if (answer.data) {
      onSignedUp(answer.data.firstName);
      return;
    }
    // Said once: under the field it names, or above the button when it names none.
    const refused = authFailure(answer.error);
    if (person.showRefusal(refused) || address.showRefusal(refused)) return;
    setError(refused.code);
  };

  return (
    <View style={styles.form}>
      <PersonFields form={person} testIDPrefix="sign-up" />
      <AddressFields form={address} testIDPrefix="sign-up" />
      {error ? <AuthError code={error} /> : null}
      <Button label={t('screens.sign_in.sign_up')} onPress={submit} disabled={isLoading} />
    </View>
  );
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
