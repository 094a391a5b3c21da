/**
 * The delivery address being typed, for the checkout's first step and the customer's own
 * details (one form, one set of checks): each field's French message from the domain's rules
 * (spec §5), the server's refusals put back under their fields, and the served-zones sheet for an
 * address outside the delivered zone (spec §8).
 */
import { errorText, validateAddress, type Address } from '@sillon/domain';
import { useCallback, useState } from 'react';
import type { RequestFailure } from '@/lib/api';

export const ADDRESS_FIELDS = [
  'fullname',
  'address1',
  'address2',
  'zipcode',
  'city',
  'deliveryInstructions',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export function addressValuesOf(address: Partial<Address> | null | undefined): AddressValues {
  return {
    fullname: address?.fullname ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    zipcode: address?.zipcode ?? '',
    city: address?.city ?? '',
    deliveryInstructions: address?.deliveryInstructions ?? '',
  };
}

/** Each field's message; an address outside the zone is the sheet's to explain, not a field's. */
export function addressFieldErrors(values: AddressValues): AddressErrors {
  const checked = validateAddress(values);
  if (checked.ok) return {};
  const found: AddressErrors = {};
  for (const [name, code] of Object.entries(checked.fields ?? {})) {
    if (code !== 'address_outside_delivery_zone') found[name as AddressField] = errorText(code).content;
  }
  return found;
}

/** Spree names fields by attribute (`ship_address.zipcode`, `firstname`), ours by name: back to ours. */
export function addressFieldOf(name: string): AddressField | undefined {
  const last = name.split('.').pop() ?? '';
  if (last === 'firstname' || last === 'lastname') return 'fullname';
  if (last === 'delivery_instructions') return 'deliveryInstructions';
  return (ADDRESS_FIELDS as readonly string[]).includes(last) ? (last as AddressField) : undefined;
}

export type AddressForm = ReturnType<typeof useAddressForm>;

export function useAddressForm(initial: AddressValues) {
  const [values, setValues] = useState<AddressValues>(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [zonesVisible, setZonesVisible] = useState(false);

  const setField = useCallback((field: AddressField, text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    // A corrected field loses its message at once; the others keep theirs until the next try.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);
  const set = (field: AddressField) => (text: string) => setField(field, text);
  const check = (field: AddressField) => () => {
    if (values[field].trim() === '' && field !== 'address2' && field !== 'deliveryInstructions') return;
    setErrors((current) => ({ ...current, [field]: addressFieldErrors(values)[field] }));
  };

  /** Every field checked: the address to send, or null once the messages (or the sheet) show why not. */
  const validated = (): Address | null => {
    const found = addressFieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    const address = validateAddress(values);
    if (address.ok) return address.value;
    if (address.code === 'address_outside_delivery_zone') setZonesVisible(true);
    return null;
  };

  /** The server's refusal under its fields; answers whether it was about the address. */
  const showRefusal = (failure: RequestFailure & { code: string }): boolean => {
    if (failure.code === 'address_outside_delivery_zone') {
      setZonesVisible(true);
      return true;
    }
    const fromServer: AddressErrors = {};
    for (const [name, codes] of Object.entries(failure.fields ?? {})) {
      const field = addressFieldOf(name);
      const code = codes[0];
      if (field && code) fromServer[field] = errorText(code).content;
    }
    if (failure.code === 'postal_code_invalid') fromServer.zipcode ??= errorText(failure.code).content;
    setErrors(fromServer);
    return Object.keys(fromServer).length > 0;
  };

  return {
    values,
    errors,
    set,
    setField,
    check,
    validated,
    showRefusal,
    zonesVisible,
    closeZones: () => setZonesVisible(false),
  };
}
