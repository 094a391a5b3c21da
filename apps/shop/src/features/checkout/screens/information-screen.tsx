import {
  DEFAULT_COUNTRY_ISO,
  checkoutPath,
  emailRefusalOf,
  errorText,
  splitFullname,
  t,
  validateEmail,
} from '@sillon/domain';
import { router, useLocalSearchParams, type Href } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import {
  AddressFields,
  addressValuesOf,
  useAccountQuery,
  useAddressForm,
  type AddressValues,
} from '@/features/account';
import { toastAdded } from '@/features/front';
import { shippingAddressOf } from '@/features/orders';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, Text, TextField, spacing } from '@/ui';
import { checkoutApi, type CheckoutFailure } from '../api/checkout-api';
import type { OrderDocument, SpreeAddressAttributes } from '../api/checkout-types';
import { CheckoutError } from '../components/checkout-error';
import { CheckoutLayout, CheckoutSkeleton } from '../components/checkout-layout';
import { checkoutStepSaved } from '../state/checkout-step-thunks';
import { addressSaved } from '../state/order-slice';

type Initial = { email: string; address: AddressValues };

/** Step 1 "Adresse" (spec §2, §4, §7): the email and the delivery address, saved on the order. */
export function InformationScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <CheckoutLayout screen="information" title={t('checkout.information.title')} orderId={orderId}>
      {(order) => <InformationStep order={order} />}
    </CheckoutLayout>
  );
}

function InformationStep({ order }: { order: { id: string; token: string } }) {
  const account = useAccountQuery();
  const saved = useAppSelector((state) => (state.order.id === order.id ? state.order : null));
  // After a reload the device no longer has the address this step saved: the order has it,
  // instructions to the courier included, which the account's address may not have. Asked as the
  // checkout's layout asks to restore the order (the customer's session), so it is asked once.
  const restored = checkoutApi.useOrderSummaryQuery(
    { token: '', orderId: order.id },
    { skip: Boolean(saved?.address) },
  );
  if (saved?.address) {
    return (
      <InformationForm
        orderId={order.id}
        initial={{ email: saved.email, address: addressValuesOf(saved.address) }}
      />
    );
  }
  if (account.isLoading || restored.isLoading) return <CheckoutSkeleton rows={5} />;
  const onOrder = restored.data ? shippingAddressOf(restored.data) : undefined;
  const email = account.data?.email ?? '';
  const initial: Initial = onOrder
    ? { email, address: addressValuesOf({ ...onOrder, fullname: onOrder.name }) }
    : { email, address: addressValuesOf(account.data?.deliveryAddress) };
  return <InformationForm orderId={order.id} initial={initial} />;
}

/** The email's French message (spec §5), or none. */
function emailError(email: string): string | undefined {
  const checked = validateEmail(email);
  return checked.ok ? undefined : errorText(checked.code).content;
}

/**
 * Spec §5: an e-mail that is invalid or another account's is not saved to the account, and the
 * order goes on all the same; the server says so, and which e-mail the order kept.
 */
function emailNotSavedNote(document: OrderDocument): string | undefined {
  const reason = document.meta?.email_not_saved;
  if (!reason) return undefined;
  return t(`checkout.information.email_not_saved.${reason}`, { email: document.data.attributes.email ?? '' });
}

function InformationForm({ orderId, initial }: { orderId: string; initial: Initial }) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState(initial.email);
  const [emailMessage, setEmailMessage] = useState<string | undefined>();
  const form = useAddressForm(initial.address);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async () => {
    setFailure(null);
    const emailFound = emailError(email);
    setEmailMessage(emailFound);
    const address = form.validated();
    // Only a missing e-mail stops here: an invalid one is the server's to leave out (spec §5).
    if (email.trim() === '' || !address) return;
    const { firstname, lastname } = splitFullname(address.fullname);
    const attributes: SpreeAddressAttributes = {
      firstname,
      lastname,
      fullname: address.fullname,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      zipcode: address.zipcode,
      country_iso: DEFAULT_COUNTRY_ISO,
      // Sent empty when there are none, so instructions removed here leave the order too.
      delivery_instructions: address.deliveryInstructions ?? '',
    };
    const trimmed = email.trim();
    setIsSaving(true);
    const saved = await dispatch(
      checkoutStepSaved({
        body: {
          order: { email: trimmed, bill_address_attributes: attributes, ship_address_attributes: attributes },
          include: 'shipping_address',
        },
      }),
    ).unwrap();
    setIsSaving(false);
    if (saved.ok) {
      dispatch(
        addressSaved({
          email: saved.document.data.attributes.email ?? trimmed,
          address,
          hasDelivery: saved.document.data.attributes.shipping_method_code !== null,
        }),
      );
      const note = emailNotSavedNote(saved.document);
      if (note) dispatch(toastAdded({ type: 'info', message: note }));
      router.push(checkoutPath(orderId, 'shipping') as Href);
      return;
    }
    const refused = saved.failure;
    // Said once, as at sign-up: under the fields it names (the zone's list for an address not
    // delivered), or above the button when it names none.
    const shownInFields = form.showRefusal(refused);
    // Spec §8 "Email": a refusal about the email shows under it (invalid, already used, or unknown).
    const emailRefused = emailRefusalOf(refused);
    if (emailRefused) setEmailMessage(errorText(emailRefused).content);
    if (shownInFields || emailRefused) return;
    setFailure(refused);
  };

  return (
    <View style={styles.form}>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('checkout.information.heading')}
      </Text>
      <TextField
        label={t('checkout.information.email')}
        value={email}
        onChangeText={(text) => {
          setEmail(text);
          setEmailMessage(undefined);
        }}
        onBlur={() => {
          if (email.trim() !== '') setEmailMessage(emailError(email));
        }}
        error={emailMessage}
        testID="information-email"
        autoComplete="email"
        keyboardType="email-address"
        autoCapitalize="none"
        inputMode="email"
      />
      <AddressFields form={form} testIDPrefix="information" />
      {failure ? <CheckoutError failure={failure} /> : null}
      <Button
        label={t('checkout.information.submit')}
        onPress={submit}
        disabled={isSaving}
        testID="information-submit"
      />
    </View>
  );
}

const styles = StyleSheet.create({ form: { gap: spacing.md } });
