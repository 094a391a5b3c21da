import { describe, expect, it } from 'vitest';
import {
  MOMENT_EXAMPLE,
  dayOfTyped,
  frenchDayText,
  frenchMomentText,
  momentOfForm,
  momentOfTyped,
  momentProblem,
} from './french-date';

describe('days typed the French way', () => {
  it('writes a day day first, whatever the browser’s language', () => {
    expect(frenchDayText('2026-12-08')).toBe('08/12/2026');
    expect(frenchDayText(undefined)).toBe('');
  });

  it('reads the day first, then the month: 08/12/2026 is the 8th of December', () => {
    expect(dayOfTyped('08/12/2026')).toBe('2026-12-08');
    expect(dayOfTyped(' 8/12/2026 ')).toBe('2026-12-08');
    expect(dayOfTyped('08.12.2026')).toBe('2026-12-08');
    expect(dayOfTyped('08-12-2026')).toBe('2026-12-08');
    expect(dayOfTyped('08122026')).toBe('2026-12-08');
    expect(dayOfTyped('2026-12-08')).toBe('2026-12-08');
    expect(dayOfTyped(frenchDayText('2027-01-31'))).toBe('2027-01-31');
  });

  it('refuses what the calendar has not, and a day still being typed', () => {
    for (const typed of [
      '12/31/2026',
      '31/02/2026',
      '00/12/2026',
      '08/13/2026',
      '08/12/20',
      '08/12',
      'demain',
    ])
      expect(dayOfTyped(typed)).toBeUndefined();
    expect(dayOfTyped('')).toBeNull();
    expect(dayOfTyped('  ')).toBeNull();
  });
});

describe('moments typed the French way, on the Paris clock', () => {
  it('reads a Paris time in winter and in summer', () => {
    expect(momentOfTyped('08/12/2026 14:30')).toBe('2026-12-08T13:30:00.000Z');
    expect(momentOfTyped('08/07/2026 14h30')).toBe('2026-07-08T12:30:00.000Z');
    expect(momentOfTyped('08/12/2026 à 9 h 05')).toBe('2026-12-08T08:05:00.000Z');
    expect(momentOfTyped('08/12/2026 0h')).toBe('2026-12-07T23:00:00.000Z');
  });

  it('writes an instant as Paris reads it, and reads its own writing back', () => {
    expect(frenchMomentText('2026-12-08T13:30:00.000Z')).toBe('08/12/2026 14:30');
    for (const instant of [
      '2026-12-08T13:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-10-25T02:15:00.000Z',
    ])
      expect(momentOfTyped(frenchMomentText(instant))).toBe(instant);
  });

  it('refuses a day without its hour, an hour past 23:59, and US order', () => {
    for (const typed of [
      '08/12/2026',
      '08/12/2026 24:00',
      '08/12/2026 14:60',
      '12/31/2026 14:30',
      '08/12/2026 14:3',
    ])
      expect(momentOfTyped(typed)).toBeUndefined();
    expect(momentOfTyped('')).toBeNull();
  });

  it('gives the server an untouched instant as it was, a typed one read, an empty one as none', () => {
    expect(momentOfForm('2026-12-08T13:30:00Z')).toBe('2026-12-08T13:30:00.000Z');
    expect(momentOfForm('08/12/2026 14:30')).toBe('2026-12-08T13:30:00.000Z');
    expect(momentOfForm('')).toBeNull();
    expect(momentOfForm(null)).toBeNull();
  });

  it('says under the field what a moment looks like, and lets an empty one be', () => {
    expect(momentProblem('08/12/2026')).toBe(MOMENT_EXAMPLE);
    expect(momentProblem('08/12/2026 14:30')).toBeUndefined();
    expect(momentProblem('2026-12-08T13:30:00.000Z')).toBeUndefined();
    expect(momentProblem('')).toBeUndefined();
    expect(momentProblem(null)).toBeUndefined();
  });
});
