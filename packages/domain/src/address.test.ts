import { describe, expect, it } from 'vitest';
import {
  BIKE_DISTRICTS,
  bikeDistrictsText,
  isBikeDistrict,
  isDeliveredPostalCode,
  isFrenchPostalCode,
  splitFullname,
  validateAddress,
  validatePostalCode,
  type AddressInput,
  isRegionalProductDelivered,
} from './address';
import { errorText } from './messages/translate';

describe('isFrenchPostalCode (spec §5: five digits)', () => {
  it.each([
    ['75011', true],
    ['01000', true],
    ['7501', false],
    ['750111', false],
    ['75O11', false],
    ['00100', false],
    ['', false],
  ])('%j → %s', (zipcode, expected) => {
    expect(isFrenchPostalCode(zipcode)).toBe(expected);
  });

  it("says 'Ceci ne ressemble pas à un code postal'", () => {
    const result = validatePostalCode('7501');
    expect(result).toEqual({ ok: false, code: 'postal_code_invalid' });
    expect(errorText('postal_code_invalid').content).toBe('Ceci ne ressemble pas à un code postal');
  });

  it('ignores spaces typed inside', () => {
    expect(validatePostalCode('75 011')).toEqual({ ok: true, value: '75011' });
  });
});

describe('isDeliveredPostalCode (spec §1: France excluding Corsica and overseas)', () => {
  it.each([
    ['delivers Paris', '75011', true],
    ['delivers Lille', '59000', true],
    ['delivers Nice', '06000', true],
    ['refuses Ajaccio (Corsica)', '20000', false],
    ['refuses Bastia (Corsica)', '20200', false],
    ['refuses Guadeloupe', '97100', false],
    ['refuses La Réunion', '97400', false],
    ['refuses New Caledonia', '98800', false],
    ['refuses Monaco', '98000', false],
    ['refuses a malformed code', '7501', false],
  ])('%s', (_rule, zipcode, expected) => {
    expect(isDeliveredPostalCode(zipcode)).toBe(expected);
  });
});

describe('validateAddress (spec §5: invalid if fields missing or malformed)', () => {
  const complete: AddressInput = {
    fullname: ' Marie  Curie ',
    address1: '12 rue des Lilas',
    address2: null,
    city: 'Paris',
    zipcode: '75011',
  };

  it('cleans a complete address and defaults the country to FR', () => {
    expect(validateAddress(complete)).toEqual({
      ok: true,
      value: {
        fullname: 'Marie Curie',
        address1: '12 rue des Lilas',
        address2: '',
        city: 'Paris',
        zipcode: '75011',
        countryISO: 'FR',
        stateName: '',
      },
    });
  });

  it.each<[string, AddressInput, Record<string, string>]>([
    ['refuses a missing full name', { fullname: '' }, { fullname: 'field_required' }],
    ['refuses a missing first line', { address1: undefined }, { address1: 'field_required' }],
    ['refuses a missing city', { city: '  ' }, { city: 'field_required' }],
    ['refuses a missing postal code', { zipcode: '' }, { zipcode: 'field_required' }],
    ['refuses a malformed postal code', { zipcode: '7501' }, { zipcode: 'postal_code_invalid' }],
    ['refuses a city without letters', { city: '75' }, { city: 'address_invalid' }],
    ['refuses an overlong line', { address1: 'x'.repeat(256) }, { address1: 'address_line_too_long' }],
    ['refuses an overlong second line', { address2: 'x'.repeat(256) }, { address2: 'address_line_too_long' }],
    ['refuses a name of emoji', { fullname: '😀 🙂' }, { fullname: 'address_name_invalid' }],
    ['refuses an overlong name', { fullname: 'x'.repeat(101) }, { fullname: 'address_name_too_long' }],
    ['refuses an overlong city', { city: 'x'.repeat(101) }, { city: 'address_city_too_long' }],
    ['refuses a street line of one letter', { address1: 'x' }, { address1: 'address_street_invalid' }],
    ['refuses a street line of emoji', { address1: '😀😀😀' }, { address1: 'address_street_invalid' }],
    ['refuses a street line of digits only', { address1: '12' }, { address1: 'address_street_invalid' }],
  ])('%s', (_rule, change, fields) => {
    expect(validateAddress({ ...complete, ...change })).toEqual({
      ok: false,
      code: 'address_invalid',
      fields,
    });
  });

  it.each([
    ['Corsica', { zipcode: '20000' }],
    ['another country', { countryISO: 'be', zipcode: '10000' }],
  ])('refuses an address in %s as outside the delivered zone', (_place, change) => {
    expect(validateAddress({ ...complete, ...change })).toEqual({
      ok: false,
      code: 'address_outside_delivery_zone',
      fields: { zipcode: 'address_outside_delivery_zone' },
    });
  });
});

describe('delivery instructions (issue 40: kept with the address)', () => {
  const complete: AddressInput = {
    fullname: 'Marie Curie',
    address1: '12 rue des Lilas',
    city: 'Paris',
    zipcode: '75011',
  };

  it('keeps them cleaned, one line per line typed', () => {
    const checked = validateAddress({
      ...complete,
      deliveryInstructions: '  Code  4B12 \n\n 3e étage, laisser chez le voisin ',
    });
    expect(checked.ok && checked.value.deliveryInstructions).toBe(
      'Code 4B12\n3e étage, laisser chez le voisin',
    );
  });

  it('leaves the address without them when none are written', () => {
    const checked = validateAddress({ ...complete, deliveryInstructions: ' \n ' });
    expect(checked.ok && 'deliveryInstructions' in checked.value).toBe(false);
  });

  it('takes 250 characters and refuses more, with its French message', () => {
    expect(validateAddress({ ...complete, deliveryInstructions: 'x'.repeat(250) }).ok).toBe(true);
    expect(validateAddress({ ...complete, deliveryInstructions: 'x'.repeat(251) })).toEqual({
      ok: false,
      code: 'address_invalid',
      fields: { deliveryInstructions: 'delivery_instructions_too_long' },
    });
    expect(errorText('delivery_instructions_too_long').content).toBe(
      'Les instructions de livraison ne doivent pas dépasser 250 caractères.',
    );
  });
});

describe('splitFullname', () => {
  it.each([
    ['Marie Curie', 'Marie', 'Curie'],
    ['Jean de La Fontaine', 'Jean', 'de La Fontaine'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('%j → %j + %j', (fullname, firstname, lastname) => {
    expect(splitFullname(fullname)).toEqual({ firstname, lastname });
  });
});

describe('bike districts (spec §3: Paris and the inner suburbs)', () => {
  it.each([
    ['75011', true],
    ['75116', true],
    ['92100', true],
    ['93200', true],
    ['94300', true],
    ['75 011', true],
    ['95000', false],
    ['77000', false],
    ['91000', false],
    ['69003', false],
    ['7501', false],
    ['', false],
  ])('%s is served by bike: %s', (zipcode, expected) => {
    expect(isBikeDistrict(zipcode)).toBe(expected);
  });

  it('names the served departments in French', () => {
    expect(BIKE_DISTRICTS.map((district) => district.code)).toEqual(['75', '92', '93', '94']);
    expect(bikeDistrictsText()).toBe(
      'Livraison à vélo en 24 à 48 h à Paris (75), Hauts-de-Seine (92), Seine-Saint-Denis (93) et Val-de-Marne (94).',
    );
  });
});

describe('isRegionalProductDelivered (spec §8: a regional product, by postal code)', () => {
  const parisArea = ['75', '92', '93', '94'];
  it.each([
    ['inside its area', parisArea, '75011', true],
    ['inside, typed with a space', parisArea, '93 100', true],
    ['outside its area', parisArea, '69003', false],
    ['not a postal code', parisArea, '7501', false],
    ['everywhere for a product with no area', null, '69003', true],
    ['by a finer prefix', ['7501'], '75020', false],
  ] as const)('is delivered %s', (_, prefixes, zipcode, expected) => {
    expect(isRegionalProductDelivered(prefixes, zipcode)).toBe(expected);
  });
});
