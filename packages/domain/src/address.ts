/**
 * Delivery addresses (spec §1, §3, §5, §9): French postal codes, the delivered zone and the
 * completeness of the address form.
 */
import type { ErrorCode } from './messages/fr';
import { t } from './messages/translate';
import { ok, violation, type Result } from './result';

/** Spec §5, §9: "Country defaults to FR on saving the address"; "Default country FR". */
export const DEFAULT_COUNTRY_ISO = 'FR';

export type PostalCodeViolation = 'postal_code_invalid';
export type AddressViolation = 'address_invalid' | 'address_outside_delivery_zone';

/**
 * Issue 40: what the courier needs at the door (door code, floor, « laisser chez le voisin »),
 * kept with the address; short enough to print on a picking list and read on a doorstep.
 */
export const MAX_DELIVERY_INSTRUCTIONS_LENGTH = 250;

/** Issue 40: below this, a street typed could be any street of France: no suggestion is asked. */
export const ADDRESS_SUGGESTIONS_MIN_LENGTH = 3;

/** Spec §3 "Order.address". */
export type Address = {
  fullname: string;
  address1: string;
  address2: string;
  city: string;
  zipcode: string;
  countryISO: string;
  stateName: string;
  /** Issue 40: present only when the customer wrote some (an address without keeps its shape). */
  deliveryInstructions?: string;
};

export type AddressInput = {
  fullname?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  zipcode?: string | null;
  countryISO?: string | null;
  stateName?: string | null;
  deliveryInstructions?: string | null;
};

const POSTAL_CODE = /^\d{5}$/;
/** Lengths beyond which a field is "malformed" (spec §5): what carriers' labels can print. */
/** The lengths the messages name (`address_name_too_long`…): inputs stop there too. */
export const ADDRESS_NAME_MAX_LENGTH = 100;
export const ADDRESS_LINE_MAX_LENGTH = 255;

/**
 * French postal code format (spec §5): five digits. "00…" does not exist (departments start at
 * 01), so it does not "look like a postal code" either.
 */
export function isFrenchPostalCode(zipcode: string): boolean {
  return POSTAL_CODE.test(zipcode) && !zipcode.startsWith('00');
}

/** Spec §5: "Ceci ne ressemble pas à un code postal". Spaces typed inside are ignored. */
export function validatePostalCode(zipcode: string): Result<string, PostalCodeViolation> {
  const compact = zipcode.replace(/\s/g, '');
  return isFrenchPostalCode(compact) ? ok(compact) : violation('postal_code_invalid');
}

/**
 * Spec §1: delivery covers France excluding Corsica and overseas territories, so mainland France:
 * Corsica's codes start with 20 (2A/2B departments), overseas ones with 97 or 98 (98 also holds
 * Monaco, which is not France either).
 */
export function isDeliveredPostalCode(zipcode: string): boolean {
  if (!isFrenchPostalCode(zipcode)) return false;
  const department = zipcode.slice(0, 2);
  return department !== '20' && department !== '97' && department !== '98';
}

/**
 * Spec §8 "Regional product": a product sold only around its farm lists the postal code prefixes
 * it is delivered to (departments, or finer); a product with no list is delivered everywhere the
 * shop delivers. Spaces typed inside the code are ignored.
 */
export function isRegionalProductDelivered(
  regionalPostalPrefixes: readonly string[] | null | undefined,
  zipcode: string,
): boolean {
  if (!regionalPostalPrefixes) return true;
  const code = zipcode.replace(/\s+/g, '');
  return isFrenchPostalCode(code) && regionalPostalPrefixes.some((prefix) => code.startsWith(prefix));
}

/**
 * Spec §3: bike delivery only "in served districts": Paris and the inner suburbs, by the
 * department of the postal code. The names are what customers read (spec §8 "see served districts").
 */
export const BIKE_DISTRICTS: readonly { code: string; name: string }[] = [
  { code: '75', name: 'Paris' },
  { code: '92', name: 'Hauts-de-Seine' },
  { code: '93', name: 'Seine-Saint-Denis' },
  { code: '94', name: 'Val-de-Marne' },
];

/** Whether a bike (`bag`) delivers this postal code. */
export function isBikeDistrict(zipcode: string): boolean {
  const compact = zipcode.replace(/\s/g, '');
  return (
    isDeliveredPostalCode(compact) && BIKE_DISTRICTS.some((district) => compact.startsWith(district.code))
  );
}

/** "Livraison à vélo à Paris (75), Hauts-de-Seine (92), Seine-Saint-Denis (93) et Val-de-Marne (94)." */
export function bikeDistrictsText(): string {
  const names = BIKE_DISTRICTS.map((district) => `${district.name} (${district.code})`);
  const districts = `${names.slice(0, -1).join(', ')} et ${names.at(-1) ?? ''}`;
  return t('components.delivery.bike_districts', { districts });
}

/** A required one-line field: spaces collapsed; its code when missing or too long. */
function requiredLine(
  value: string | null | undefined,
  maxLength: number,
  tooLong: ErrorCode,
): { text: string } | { code: ErrorCode } {
  const text = (value ?? '').trim().replace(/\s+/g, ' ');
  if (text === '') return { code: 'field_required' };
  return text.length > maxLength ? { code: tooLong } : { text };
}

/** A street line names a street or a place: some letters (« 12 rue des Lilas », « Le Bourg »), not « x » nor emoji. */
const STREET_LINE = /\p{L}.*\p{L}/u;

/**
 * Address completeness (spec §5: "address format incorrect: invalid if fields missing or
 * malformed"): full name, first line, city and postal code are required; the country defaults to
 * FR; a French address must lie in the delivered zone (§1). Answers the cleaned address, or
 * `address_invalid` with each field's code, or `address_outside_delivery_zone` for a well-formed
 * address we do not deliver.
 */
export function validateAddress(input: AddressInput): Result<Address, AddressViolation> {
  const fields: Record<string, ErrorCode> = {};
  const line = (name: keyof AddressInput, maxLength: number, tooLong: ErrorCode): string => {
    const checked = requiredLine(input[name], maxLength, tooLong);
    if ('code' in checked) {
      fields[name] = checked.code;
      return '';
    }
    return checked.text;
  };
  const fullname = line('fullname', ADDRESS_NAME_MAX_LENGTH, 'address_name_too_long');
  // The courier asks for the recipient by it and the bags carry it: signs or emoji alone are no name.
  if (fullname !== '' && !/\p{L}/u.test(fullname)) fields['fullname'] = 'address_name_invalid';
  const address1 = line('address1', ADDRESS_LINE_MAX_LENGTH, 'address_line_too_long');
  if (address1 !== '' && !STREET_LINE.test(address1)) fields['address1'] = 'address_street_invalid';
  const city = line('city', ADDRESS_NAME_MAX_LENGTH, 'address_city_too_long');
  if (city !== '' && !/\p{L}/u.test(city)) fields['city'] = 'address_invalid';
  const address2 = (input.address2 ?? '').trim();
  if (address2.length > ADDRESS_LINE_MAX_LENGTH) fields['address2'] = 'address_line_too_long';
  const countryISO = (input.countryISO ?? '').trim().toUpperCase() || DEFAULT_COUNTRY_ISO;
  const instructions = cleanDeliveryInstructions(input.deliveryInstructions);
  if (instructions.length > MAX_DELIVERY_INSTRUCTIONS_LENGTH)
    fields['deliveryInstructions'] = 'delivery_instructions_too_long';

  const rawZipcode = (input.zipcode ?? '').trim();
  let zipcode = '';
  if (rawZipcode === '') fields['zipcode'] = 'field_required';
  else {
    const postalCode = validatePostalCode(rawZipcode);
    if (postalCode.ok) zipcode = postalCode.value;
    else fields['zipcode'] = postalCode.code;
  }

  if (Object.keys(fields).length > 0) return violation('address_invalid', { fields });
  if (countryISO !== DEFAULT_COUNTRY_ISO || !isDeliveredPostalCode(zipcode)) {
    return violation('address_outside_delivery_zone', {
      fields: { zipcode: 'address_outside_delivery_zone' },
    });
  }
  return ok({
    fullname,
    address1,
    address2,
    city,
    zipcode,
    countryISO,
    stateName: (input.stateName ?? '').trim(),
    ...(instructions === '' ? {} : { deliveryInstructions: instructions }),
  });
}

/**
 * The instructions as kept: spaces within a line collapsed and blank lines dropped, line breaks
 * kept (« Code 4B12 / 3e étage » reads better on two lines).
 */
function cleanDeliveryInstructions(text: string | null | undefined): string {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The Spree address wants first and last names as well as the full name (spec §7); the first word
 * is the first name and the rest the last name, which keeps compound last names whole.
 */
export function splitFullname(fullname: string): { firstname: string; lastname: string } {
  const [firstname = '', ...rest] = fullname.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' ') };
}
