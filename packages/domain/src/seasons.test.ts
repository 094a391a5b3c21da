import { describe, expect, it } from 'vitest';
import {
  SEASONAL_CALENDAR,
  isInSeason,
  isOutOfSeason,
  isProduceKey,
  monthName,
  monthShortName,
  parisMonthOf,
  produceInSeason,
  seasonEntryOf,
  seasonText,
} from './seasons';

describe('the seasonal calendar', () => {
  it('gives every entry a French name and valid months, each once', () => {
    for (const entry of Object.values(SEASONAL_CALENDAR)) {
      expect(entry.name).toMatch(/^\p{Lu}/u);
      expect(entry.months.length).toBeGreaterThan(0);
      expect(new Set(entry.months).size).toBe(entry.months.length);
      for (const month of entry.months) expect(month >= 1 && month <= 12).toBe(true);
    }
  });

  it.each([
    ['fraise', '2026-11-20T10:00:00Z', false],
    ['fraise', '2026-07-14T10:00:00Z', true],
    ['cerise', '2026-11-20T10:00:00Z', false],
    ['melon', '2026-11-20T10:00:00Z', false],
    ['pasteque', '2026-11-20T10:00:00Z', false],
    ['pasteque', '2026-07-14T10:00:00Z', true],
    ['kiwi', '2026-11-20T10:00:00Z', true],
    ['kiwi', '2026-07-14T10:00:00Z', false],
    ['clementine', '2027-01-10T10:00:00Z', true],
    ['carotte', '2026-03-01T10:00:00Z', true],
  ] as const)('%s at %s: in season %s', (key, at, expected) => {
    expect(isInSeason(SEASONAL_CALENDAR[key], new Date(at))).toBe(expected);
  });

  it('reads the month in Paris: the last evening of October in UTC is already November there', () => {
    const lastHourOfOctoberUtc = new Date('2026-10-31T23:30:00Z');
    expect(parisMonthOf(lastHourOfOctoberUtc)).toBe(11);
    expect(isInSeason(SEASONAL_CALENDAR.kiwi, lastHourOfOctoberUtc)).toBe(true);
    expect(isInSeason(SEASONAL_CALENDAR['citron-vert'], new Date('2026-09-30T22:30:00Z'))).toBe(true);
    expect(isInSeason(SEASONAL_CALENDAR['citron-vert'], new Date('2026-09-30T21:30:00Z'))).toBe(false);
  });

  it('says a product without produce, or with an unknown one, is never out of season', () => {
    const november = new Date('2026-11-20T10:00:00Z');
    expect(isOutOfSeason('fraise', november)).toBe(true);
    expect(isOutOfSeason('kiwi', november)).toBe(false);
    expect(isOutOfSeason(null, november)).toBe(false);
    expect(isOutOfSeason('licorne', november)).toBe(false);
    expect(isProduceKey('licorne')).toBe(false);
    expect(isProduceKey('toString')).toBe(false);
    expect(seasonEntryOf('toString')).toBeUndefined();
    expect(seasonEntryOf('poireau')?.name).toBe('Poireau');
  });

  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'toute l’année'],
    [[6, 7, 8, 9], 'de juin à septembre'],
    [[11, 12, 1, 2, 3], 'de novembre à mars'],
    [[4, 5, 6, 7], 'd’avril à juillet'],
    [[3, 4, 5, 9, 10, 11], 'de mars à mai, de septembre à novembre'],
    [[5], 'en mai'],
    [[8, 9, 10, 11, 12, 1], 'd’août à janvier'],
  ])('writes the months %j as « %s »', (months, text) => {
    expect(seasonText(months)).toBe(text);
  });

  it('lists a month’s produce, fruits first, each kind by name', () => {
    const november = produceInSeason(11);
    const names = november.map(({ entry }) => entry.name);
    expect(names).toContain('Kiwi');
    expect(names).toContain('Poireau');
    expect(names).not.toContain('Fraise');
    expect(names).not.toContain('Pastèque');
    const kinds = november.map(({ entry }) => entry.kind);
    expect(kinds.indexOf('vegetable')).toBeGreaterThan(kinds.lastIndexOf('fruit'));
    const fruits = names.slice(0, kinds.lastIndexOf('fruit') + 1);
    expect(fruits).toEqual([...fruits].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(produceInSeason(7).map(({ key }) => key)).toEqual(expect.arrayContaining(['fraise', 'melon']));
  });

  it('names months in French', () => {
    expect(monthName(1)).toBe('janvier');
    expect(monthName(8)).toBe('août');
    expect(monthName(12)).toBe('décembre');
    expect(monthShortName(2)).toBe('févr.');
    expect(monthShortName(5)).toBe('mai');
  });
});
