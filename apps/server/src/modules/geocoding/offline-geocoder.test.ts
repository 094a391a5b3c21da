import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from './offline-geocoder';

const geocoder = createOfflineGeocoder();
const LYON = { latitude: 45.76, longitude: 4.85 };

describe('the offline geocoder (GEOCODER=offline, the default)', () => {
  it('suggests a street from the start of its words, with the house number typed and its point', async () => {
    const [first, ...others] = await geocoder.suggest('12 r ober');
    expect(others).toEqual([]);
    expect(first).toEqual({
      label: '12 Rue Oberkampf, 75011 Paris',
      street: '12 Rue Oberkampf',
      postalCode: '75011',
      city: 'Paris',
      latitude: expect.closeTo(48.8655, 2),
      longitude: expect.closeTo(2.377, 2),
      precision: 'street',
    });
  });

  it('reads accents, capitals and « bis » forgivingly', async () => {
    const [found] = await geocoder.suggest('3 BIS avenue felix');
    expect(found?.label).toBe('3 bis Avenue Félix Faure, 69003 Lyon');
  });

  it('puts the nearest first when told where the customer is', async () => {
    const inParis = await geocoder.suggest('8 rue paul bert');
    expect(inParis.map((address) => address.city)).toEqual(['Paris', 'Lyon']);
    const nearLyon = await geocoder.suggest('8 rue paul bert', LYON);
    expect(nearLyon.map((address) => address.city)).toEqual(['Lyon', 'Paris']);
  });

  it('narrows by postal code or commune typed after the street', async () => {
    const found = await geocoder.suggest('rue paul bert 69003');
    expect(found.map((address) => address.label)).toEqual(['Rue Paul Bert, 69003 Lyon']);
  });

  it('suggests nothing for a number alone or a street it does not know', async () => {
    expect(await geocoder.suggest('12')).toEqual([]);
    expect(await geocoder.suggest('12 rue qui nexiste pas')).toEqual([]);
  });

  it('locates a known street, else the centre of a known commune, else nothing', async () => {
    const street = await geocoder.locate({ address1: '12 rue Oberkampf', zipcode: '75011', city: 'Paris' });
    expect(street).toMatchObject({ street: '12 Rue Oberkampf', precision: 'street' });
    const commune = await geocoder.locate({
      address1: '5 impasse Inconnue',
      zipcode: '93100',
      city: 'Montreuil',
    });
    expect(commune).toMatchObject({
      city: 'Montreuil',
      precision: 'municipality',
      latitude: expect.closeTo(48.86, 1),
    });
    expect(await geocoder.locate({ address1: '1 rue Haute', zipcode: '29200', city: 'Brest' })).toBeNull();
  });
});
