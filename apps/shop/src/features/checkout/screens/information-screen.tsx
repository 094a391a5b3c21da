import {
  DEFAULT_COUNTRY_ISO,
  checkoutPath,
  errorText,
  splitFullname,
  t,
  validateAddress,
  validateEmail,
  validatePostalCode,
  type Address,
} from '@sillon/domain';
import { router, useLocalSearchParams, type Href } from 'expo-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { useAccountQuery } from '@/features/account';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, RadioRow, Text, TextField, spacing } from '@/ui';
import { checkoutApi, checkoutFailure, type CheckoutFailure } from '../api/checkout-api';
import type { SpreeAddressAttributes } from '../api/checkout-types';
import { CheckoutError } from '../components/checkout-error';
import { CheckoutLayout, CheckoutSkeleton } from '../components/checkout-layout';
import { DeliveryZonesSheet } from '../components/delivery-zones-sheet';
import { addressSaved } from '../state/order-slice';

type Field = 'email' | 'fullname' | 'address1' | 'address2' | 'zipcode' | 'city';
type Values = Record<Field, string>;
const FIELDS: readonly Field[] = ['email', 'fullname', 'address1', 'address2', 'zipcode', 'city'];

/** Step 1 "Adresse" (spec §2, §4, §7): the email and the delivery address, saved on the order. */
export function InformationScreen() {
  const { orderId } = useLocalSearchParams<{ orderId: string }>();
  return (
    <CheckoutLayout screen="information" title={t('checkout.information.title')} orderId={orderId}>
      {(order) => <InformationStep orderId={order.id} token={order.token} />}
    </CheckoutLayout>
  );
}

function InformationStep({ orderId, token }: { orderId: string; token: string }) {
  const account = useAccountQuery();
  const saved = useAppSelector((state) => (state.order.id === orderId ? state.order : null));
  if (account.isLoading && !saved?.address) return <CheckoutSkeleton rows={5} />;
  const initial: Values = saved?.address
    ? { email: saved.email, ...pick(saved.address) }
    : {
        email: account.data?.email ?? '',
        ...pick(account.data?.deliveryAddress ?? undefined),
      };
  return <AddressForm orderId={orderId} token={token} initial={initial} />;
}

function pick(address: Partial<Address> | undefined): Omit<Values, 'email'> {
  return {
    fullname: address?.fullname ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    zipcode: address?.zipcode ?? '',
    city: address?.city ?? '',
  };
}

/** Each field's French message under it, from the domain's rules (spec §5). */
function fieldErrors(values: Values): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  const email = validateEmail(values.email);
  if (values.email.trim() === '') found.email = errorText('field_required').content;
  else if (!email.ok) found.email = errorText(email.code).content;
  const address = validateAddress(values);
  if (!address.ok) {
    for (const [name, code] of Object.entries(address.fields ?? {})) {
      if (code !== 'address_outside_delivery_zone') found[name as Field] = errorText(code).content;
    }
  }
  return found;
}

/** Spree answers errors by attribute (`ship_address.zipcode`, `email`): back to our fields. */
function fieldOfServer(name: string): Field | undefined {
  const last = name.split('.').pop() ?? '';
  if (last === 'firstname' || last === 'lastname') return 'fullname';
  return (FIELDS as readonly string[]).includes(last) ? (last as Field) : undefined;
}

function AddressForm({ orderId, token, initial }: { orderId: string; token: string; initial: Values }) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [zonesVisible, setZonesVisible] = useState(false);
  const [update, { isLoading }] = checkoutApi.useUpdateCheckoutMutation();

  const postalCode = validatePostalCode(values.zipcode);
  const communes = checkoutApi.useCommunesQuery(postalCode.ok ? postalCode.value : '', {
    skip: !postalCode.ok,
  });
  const choices = useMemo(
    // `currentData`: the previous postal code's communes must not fill in the new one's city.
    () => (postalCode.ok ? (communes.currentData?.communes ?? []) : []),
    [postalCode.ok, communes.currentData],
  );

  // One commune for the postal code: it is the city. Several: the customer picks (unless typed).
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    const only = choices.length === 1 ? choices[0] : undefined;
    if (only && filledFor.current !== values.zipcode) {
      filledFor.current = values.zipcode;
      setValues((current) => ({ ...current, city: only.name }));
      setErrors((current) => ({ ...current, city: undefined }));
    }
  }, [choices, values.zipcode]);

  const set = (field: Field) => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const check = (field: Field) => () => {
    if (values[field].trim() === '' && field !== 'address2') return;
    setErrors((current) => ({ ...current, [field]: fieldErrors(values)[field] }));
  };

  const submit = async () => {
    setFailure(null);
    const found = fieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const address = validateAddress(values);
    if (!address.ok) {
      if (address.code === 'address_outside_delivery_zone') setZonesVisible(true);
      return;
    }
    const email = values.email.trim();
    const { firstname, lastname } = splitFullname(address.value.fullname);
    const attributes: SpreeAddressAttributes = {
      firstname,
      lastname,
      fullname: address.value.fullname,
      address1: address.value.address1,
      address2: address.value.address2,
      city: address.value.city,
      zipcode: address.value.zipcode,
      country_iso: DEFAULT_COUNTRY_ISO,
    };
    const answer = await update({
      token,
      body: {
        order: { email, bill_address_attributes: attributes, ship_address_attributes: attributes },
        include: 'shipping_address',
      },
    });
    if ('data' in answer && answer.data) {
      dispatch(addressSaved({ email, address: address.value }));
      router.push(checkoutPath(orderId, 'shipping') as Href);
      return;
    }
    const refused = checkoutFailure(answer.error);
    if (refused.code === 'address_outside_delivery_zone') {
      setZonesVisible(true);
      return;
    }
    const fromServer: Partial<Record<Field, string>> = {};
    for (const [name, codes] of Object.entries(refused.fields ?? {})) {
      const field = fieldOfServer(name);
      const code = codes[0];
      if (field && code) fromServer[field] = errorText(code).content;
    }
    if (refused.code === 'invalid_email' || refused.code === 'email_already_used') {
      fromServer.email = errorText(refused.code).content;
    }
    if (refused.code === 'postal_code_invalid') fromServer.zipcode ??= errorText(refused.code).content;
    setErrors(fromServer);
    setFailure(refused);
  };

  const field = (name: Field, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`checkout.information.${name}`)}
      value={values[name]}
      onChangeText={set(name)}
      onBlur={check(name)}
      error={errors[name]}
      testID={`information-${name}`}
      {...extra}
    />
  );

  return (
    <View style={styles.form}>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('checkout.information.heading')}
      </Text>
      {field('email', {
        autoComplete: 'email',
        keyboardType: 'email-address',
        autoCapitalize: 'none',
        inputMode: 'email',
      })}
      {field('fullname', { autoComplete: 'name' })}
      {field('address1', { autoComplete: 'address-line1' })}
      {field('address2', { autoComplete: 'address-line2' })}
      {field('zipcode', {
        autoComplete: 'postal-code',
        keyboardType: 'number-pad',
        inputMode: 'numeric',
        maxLength: 5,
      })}
      {choices.length > 1 ? (
        <View style={styles.choices} role="radiogroup" aria-label={t('checkout.information.city_choice')}>
          <Text variant="label">{t('checkout.information.city_choice')}</Text>
          {choices.map((commune) => (
            <RadioRow
              key={commune.code}
              label={commune.name}
              accessibilityLabel={t('checkout.information.city_option', { name: commune.name })}
              checked={values.city.trim().toLowerCase() === commune.name.toLowerCase()}
              onPress={() => set('city')(commune.name)}
              testID={`commune-${commune.code}`}
            />
          ))}
        </View>
      ) : null}
      {field('city', { textContentType: 'addressCity' })}
      {failure ? <CheckoutError failure={failure} /> : null}
      <Button
        label={t('checkout.information.submit')}
        onPress={submit}
        disabled={isLoading}
        testID="information-submit"
      />
      <DeliveryZonesSheet visible={zonesVisible} onClose={() => setZonesVisible(false)} />
    </View>
  );
}

const styles = StyleSheet.create({ form: { gap: spacing.md }, choices: { gap: spacing.sm } });
