import { beforeAll, describe, expect, it } from 'vitest';
import { comparableCityName, loadCommuneIndex, type CommuneIndex } from './french-communes';

let index: CommuneIndex;
beforeAll(async () => {
  index = await loadCommuneIndex();
});

describe('communes of a postal code (official data)', () => {
  it.each([
    ['75011', ['Paris']],
    ['92100', ['Boulogne-Billancourt']],
    ['42000', ['Saint-Étienne']],
    ['13006', ['Marseille']],
    ['99999', []],
  ])('%s → %j', (zipcode, names) => {
    expect(index.communesOf(zipcode).map((commune) => commune.name)).toEqual(names);
  });

  it('lists every commune sharing a rural postal code', () => {
    const communes = index.communesOf('51300');
    expect(communes.length).toBeGreaterThan(20);
    expect(communes.map((commune) => commune.name)).toContain('Vitry-le-François');
  });

  it('answers INSEE codes', () => {
    expect(index.communesOf('75011')).toEqual([{ code: '75056', name: 'Paris' }]);
  });

  it('loads the data once per process', async () => {
    expect(await loadCommuneIndex()).toBe(index);
  });
});

describe('matching a typed city to its postal code', () => {
  it.each([
    ['75011', 'Paris', 'Paris'],
    ['75011', 'PARIS', 'Paris'],
    ['75011', 'Paris 11e', 'Paris'],
    ['75011', 'Paris 11ème arrondissement', 'Paris'],
    ['75011', 'PARIS CEDEX 11', 'Paris'],
    ['69003', 'Lyon 3e', 'Lyon'],
    ['13006', 'Marseille 6e Arrondissement', 'Marseille'],
    ['92100', 'boulogne billancourt', 'Boulogne-Billancourt'],
    ['42000', 'st etienne', 'Saint-Étienne'],
    ['42000', 'ST-ETIENNE', 'Saint-Étienne'],
    ['69110', 'Ste Foy les Lyon', 'Sainte-Foy-lès-Lyon'],
    ['94240', 'LHAY LES ROSES', "L'Haÿ-les-Roses"],
    ['94240', 'l’Haÿ les roses', "L'Haÿ-les-Roses"],
    ['50100', 'Cherbourg-Octeville', 'Cherbourg-en-Cotentin'],
    ['01300', 'Arbignieu', 'Arboys en Bugey'],
  ])('%s %s → %s', (zipcode, city, official) => {
    expect(index.communeNamed(zipcode, city)?.name).toBe(official);
  });

  it.each([
    ['75011', 'Lyon', 'a city of another postal code'],
    ['69003', 'Marseille 3e', "another city's arrondissement"],
    ['99999', 'Paris', 'an unknown postal code'],
    ['75011', '', 'an empty city'],
  ])('finds nothing for %s %s (%s)', (zipcode, city) => {
    expect(index.communeNamed(zipcode, city)).toBeUndefined();
  });

  it.each([
    ["L'Haÿ-les-Roses", 'lhaylesroses'],
    ['Saint-Étienne', 'saintetienne'],
    ['ST ETIENNE CEDEX 1', 'saintetienne'],
    ['Bar-s/-Aube', 'barsuraube'],
    ['Œuilly', 'oeuilly'],
  ])('compares %s as %s', (name, comparable) => {
    expect(comparableCityName(name)).toBe(comparable);
  });
});
