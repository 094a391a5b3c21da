import type { AccountResponse } from '@sillon/contract';
import { errorText, formatLocalPhone, t } from '@sillon/domain';
import { router, useLocalSearchParams } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { authFailure, RequireCustomer, signedInDestination } from '@/features/auth';
import { QueryBoundary } from '@/features/errors';
import { Button, Notice, PageHead, Screen, Skeleton, Text, spacing } from '@/ui';
import { useAccountQuery, useUpdateAccountMutation } from '../api/account-api';
import { AddressFields } from '../components/address-fields';
import { addressValuesOf, useAddressForm } from '../components/address-form';
import { PersonFields, usePersonForm } from '../components/person-fields';
import { SignUpSteps } from '../components/sign-up-steps';

/**
 * « Mes informations » (spec §2, §7): first name, e-mail and delivery address, each refusal under
 * its field. A customer who left the sign-up unfinished finds its steps here instead.
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
  // Once begun, the sign-up's steps stay on screen to their end (the newsletter, the
  // notifications), though the account they made is found from the first one on.
  const [signingUp, setSigningUp] = useState(false);
  if (!signingUp && account.isError && authFailure(account.error).code === 'account_not_found') {
    setSigningUp(true);
  }
  if (signingUp) {
    // Then where the customer was going (the cart's « Commander »), else the account.
    return <SignUpSteps onDone={() => router.replace(signedInDestination(next))} />;
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

function ProfileForm({ account }: { account: AccountResponse }) {
  const person = usePersonForm({ firstName: account.firstName, email: account.email });
  const address = useAddressForm(addressValuesOf(account.deliveryAddress));
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateAccountMutation();
  // « Enregistré » stays while the form still shows what was saved; any change since hides it.
  const shown = JSON.stringify([person.values, address.values]);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    setSaved(null);
    const checkedPerson = person.validated();
    const checkedAddress = address.validated();
    if (!checkedPerson || !checkedAddress) return;
    const answer = await update({ ...checkedPerson, deliveryAddress: checkedAddress });
    if (answer.data) {
      setSaved(shown);
      return;
    }
    const refused = authFailure(answer.error);
    if (person.showRefusal(refused) || address.showRefusal(refused)) return;
    setFailure(refused.code);
  };

  return (
    <View style={styles.form}>
      <Text tone="muted">
        {t('screens.my_info.phone', { phone: formatLocalPhone(account.phoneNumber, { grouped: true }) })}
      </Text>
      <PersonFields form={person} testIDPrefix="my-info" />
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
