import type { AccountResponse } from '@sillon/contract';
import {
  emailRefusalOf,
  errorText,
  FIRST_NAME_MAX_LENGTH,
  formatLocalPhone,
  t,
  validateEmail,
  validateFirstName,
} from '@sillon/domain';
import { router, useLocalSearchParams } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { authFailure, RequireCustomer, signedInDestination } from '@/features/auth';
import { QueryBoundary } from '@/features/errors';
import { Button, Notice, PageHead, Screen, Skeleton, Text, TextField, spacing } from '@/ui';
import { useAccountQuery, useUpdateAccountMutation } from '../api/account-api';
import { AddressFields } from '../components/address-fields';
import { addressValuesOf, useAddressForm } from '../components/address-form';
import { SignUpForm, SignUpIntro } from '../components/sign-up-form';

/**
 * « Mes informations » (spec §2, §7): first name, e-mail and delivery address, each refusal under
 * its field. A customer who skipped the sign-up finds the sign-up form here instead.
 */
export function MyInfoScreen() {
  return (
    <Screen>
      <PageHead title={t('screens.my_info.title')} />
      <RequireCustomer>
        <MyInfo />
      </RequireCustomer>
    </Screen>
  );
}

function MyInfo() {
  const account = useAccountQuery();
  const { next } = useLocalSearchParams<{ next?: string }>();
  if (account.isError && authFailure(account.error).code === 'account_not_found') {
    return (
      <>
        <SignUpIntro />
        {/* Where the customer was going (the cart's « Commander »), else the account. */}
        <SignUpForm onSignedUp={() => router.replace(signedInDestination(next))} />
      </>
    );
  }
  return (
    <>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.my_info.title')}
      </Text>
      <QueryBoundary queries={[account]} skeleton={<MyInfoSkeleton />}>
        {account.data ? <ProfileForm account={account.data} /> : null}
      </QueryBoundary>
    </>
  );
}

type ProfileErrors = { firstName?: string; email?: string };

function profileErrors(firstName: string, email: string): ProfileErrors {
  const found: ProfileErrors = {};
  const checkedName = validateFirstName(firstName);
  if (!checkedName.ok) found.firstName = errorText(checkedName.code).content;
  const checked = validateEmail(email);
  if (!checked.ok) found.email = errorText(checked.code).content;
  return found;
}

function ProfileForm({ account }: { account: AccountResponse }) {
  const [firstName, setFirstName] = useState(account.firstName);
  const [email, setEmail] = useState(account.email);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const address = useAddressForm(addressValuesOf(account.deliveryAddress));
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateAccountMutation();
  // « Enregistré » stays while the form still shows what was saved; any change since hides it.
  const shown = JSON.stringify([firstName, email, address.values]);
  const [saved, setSaved] = useState<string | null>(null);

  const edited =
    (field: keyof ProfileErrors, set: (text: string) => void) =>
    (text: string): void => {
      set(text);
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const submit = async () => {
    setFailure(null);
    setSaved(null);
    const found = profileErrors(firstName, email);
    setErrors(found);
    const checkedAddress = address.validated();
    if (Object.keys(found).length > 0 || !checkedAddress) return;
    const answer = await update({
      firstName: firstName.trim(),
      email: email.trim(),
      deliveryAddress: checkedAddress,
    });
    if (answer.data) {
      setSaved(shown);
      return;
    }
    const refused = authFailure(answer.error);
    // Spec §8 "Email": invalid, already used, or refused for another reason (the unknown error).
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
    setFailure(refused.code);
  };

  return (
    <View style={styles.form}>
      <Text tone="muted">
        {t('screens.my_info.phone', { phone: formatLocalPhone(account.phoneNumber, { grouped: true }) })}
      </Text>
      <TextField
        label={t('screens.my_info.first_name')}
        value={firstName}
        onChangeText={edited('firstName', setFirstName)}
        error={errors.firstName}
        autoComplete="given-name"
        textContentType="givenName"
        maxLength={FIRST_NAME_MAX_LENGTH}
        testID="my-info-firstName"
      />
      <TextField
        label={t('screens.my_info.email')}
        value={email}
        onChangeText={edited('email', setEmail)}
        error={errors.email}
        autoComplete="email"
        keyboardType="email-address"
        autoCapitalize="none"
        inputMode="email"
        testID="my-info-email"
      />
      <Text variant="title" role="heading" aria-level={2}>
        {t('screens.my_info.address_heading')}
      </Text>
      <AddressFields form={address} testIDPrefix="my-info" />
      {failure ? (
        <Notice tone="error" title={errorText(failure).title} message={errorText(failure).content} />
      ) : null}
      {saved === shown ? (
        <Notice tone="info" message={t('screens.my_info.saved')} testID="my-info-saved" />
      ) : null}
      <Button label={t('screens.my_info.save')} onPress={submit} disabled={isLoading} testID="my-info-save" />
    </View>
  );
}

function MyInfoSkeleton() {
  return (
    <View style={styles.form}>
      {[1, 2, 3, 4, 5].map((row) => (
        <Skeleton key={row} width="100%" height={64} />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({ form: { gap: spacing.md } });
