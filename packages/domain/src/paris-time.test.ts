import { describe, expect, it } from 'vitest';
import {
  addDays,
  parisDateOf,
  parisDayOf,
  parisDayRange,
  parisInstant,
  shiftDay,
  weekdayOf,
} from './paris-time';

describe('Paris wall-clock time (Intl only)', () => {
  it.each([
    ['winter (UTC+1)', { year: 2025, month: 1, day: 15 }, 9, '2025-01-15T08:00:00.000Z'],
    ['summer (UTC+2)', { year: 2025, month: 7, day: 1 }, 9, '2025-07-01T07:00:00.000Z'],
    ['the spring change day, after 3 h', { year: 2025, month: 3, day: 30 }, 8, '2025-03-30T06:00:00.000Z'],
    ['the spring change day, before 2 h', { year: 2025, month: 3, day: 30 }, 1, '2025-03-30T00:00:00.000Z'],
    ['the autumn change day, after 3 h', { year: 2025, month: 10, day: 26 }, 8, '2025-10-26T07:00:00.000Z'],
    ['midnight on New Year', { year: 2026, month: 1, day: 1 }, 0, '2025-12-31T23:00:00.000Z'],
  ])('%s', (_case, date, hour, expected) => {
    expect(parisInstant(date, hour).toISOString()).toBe(expected);
  });

  it('moves an hour skipped by the spring change forward, as clocks do', () => {
    expect(parisInstant({ year: 2025, month: 3, day: 30 }, 2, 30).toISOString()).toBe(
      '2025-03-30T01:30:00.000Z',
    );
  });

  it.each([
    ['2025-06-10T21:59:59Z', { year: 2025, month: 6, day: 10 }],
    ['2025-06-10T22:00:00Z', { year: 2025, month: 6, day: 11 }],
    ['2025-12-31T23:30:00Z', { year: 2026, month: 1, day: 1 }],
  ])('%s is on the Paris day %o', (instant, expected) => {
    expect(parisDateOf(new Date(instant))).toEqual(expected);
  });

  it('adds days across months and years, and names weekdays', () => {
    expect(addDays({ year: 2025, month: 12, day: 30 }, 3)).toEqual({ year: 2026, month: 1, day: 2 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(weekdayOf({ year: 2025, month: 6, day: 15 })).toBe(0);
    expect(weekdayOf({ year: 2025, month: 6, day: 14 })).toBe(6);
  });
});

describe('parisDayRange and parisDayOf', () => {
  it('spans a Paris day, 23 hours long when the clocks go forward', () => {
    const { from, to } = parisDayRange('2026-03-29');
    expect(from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('names the Paris day of an instant, past midnight UTC or not', () => {
    expect(parisDayOf(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(parisDayOf(new Date('2026-11-26T08:00:00Z'))).toBe('2026-11-26');
  });
});

describe('shiftDay', () => {
  it('crosses months and years', () => {
    expect(shiftDay('2026-12-28', 7)).toBe('2027-01-04');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
