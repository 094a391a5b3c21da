import { describe, expect, it } from 'vitest';
import { easterSunday, isFrenchPublicHoliday, isWorkingDay, previousWorkingDay } from './working-days';

const date = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};

describe('French working days', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i falls on %s', (year, expected) => {
    expect(easterSunday(year)).toEqual(date(expected));
  });

  it.each([
    ['2025-01-01', true, "New Year's Day"],
    ['2025-04-21', true, 'Easter Monday'],
    ['2025-05-29', true, 'Ascension'],
    ['2025-06-09', true, 'Whit Monday'],
    ['2025-07-14', true, 'Bastille Day'],
    ['2025-12-25', true, 'Christmas'],
    ['2025-04-20', false, 'Easter Sunday is a Sunday, not a holiday of its own'],
    ['2025-06-10', false, 'an ordinary Tuesday'],
  ])('%s is a public holiday: %s (%s)', (iso, expected) => {
    expect(isFrenchPublicHoliday(date(iso))).toBe(expected);
  });

  it.each([
    ['2025-06-10', true],
    ['2025-06-14', false],
    ['2025-06-15', false],
    ['2025-06-09', false],
  ])('%s is a working day: %s', (iso, expected) => {
    expect(isWorkingDay(date(iso))).toBe(expected);
  });

  it.each([
    ['2025-06-11', '2025-06-10'],
    ['2025-06-16', '2025-06-13'],
    ['2025-06-10', '2025-06-06'],
    ['2026-01-02', '2025-12-31'],
  ])('the working day before %s is %s', (iso, expected) => {
    expect(previousWorkingDay(date(iso))).toEqual(date(expected));
  });
});
