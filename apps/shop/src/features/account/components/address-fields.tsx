import { t, validatePostalCode } from '@sillon/domain';
import { useEffect, useMemo, useRef } from 'react';
import { StyleSheet, View } from 'react-native';
import { RadioRow, Text, TextField, spacing } from '@/ui';
import { useCommunesQuery } from '../api/account-api';
import type { AddressField, AddressForm } from './address-form';
import { DeliveryZonesSheet } from './delivery-zones-sheet';

/**
 * The delivery address's inputs (the checkout's first step and « Mes informations »): the postal
 * code's communes fill in the city (one) or are offered (several), and an address outside the
 * delivered zone opens the served-zones sheet. The state is the caller's (`useAddressForm`).
 */
export function AddressFields({ form, testIDPrefix }: { form: AddressForm; testIDPrefix: string }) {
  const { values, errors, set, check } = form;
  const choices = useCommuneChoices(form);

  const field = (name: AddressField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`checkout.information.${name}`)}
      value={values[name]}
      onChangeText={set(name)}
      onBlur={check(name)}
      error={errors[name]}
      testID={`${testIDPrefix}-${name}`}
      {...extra}
    />
  );

  return (
    <>
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
      <DeliveryZonesSheet visible={form.zonesVisible} onClose={form.closeZones} />
    </>
  );
}

/** The postal code's communes; one alone becomes the city (once per postal code, so it can be retyped). */
function useCommuneChoices({ values, setField }: AddressForm) {
  const postalCode = validatePostalCode(values.zipcode);
  const communes = useCommunesQuery(postalCode.ok ? postalCode.value : '', { skip: !postalCode.ok });
  const choices = useMemo(
    // `currentData`: the previous postal code's communes must not fill in the new one's city.
    () => (postalCode.ok ? (communes.currentData?.communes ?? []) : []),
    [postalCode.ok, communes.currentData],
  );
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    const only = choices.length === 1 ? choices[0] : undefined;
    if (only && filledFor.current !== values.zipcode) {
      filledFor.current = values.zipcode;
      setField('city', only.name);
    }
  }, [choices, values.zipcode, setField]);
  return choices;
}

const styles = StyleSheet.create({ choices: { gap: spacing.sm } });
