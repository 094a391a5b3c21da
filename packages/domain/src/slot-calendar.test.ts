import { describe, expect, it } from 'vitest';
import {
  formatParisDate,
  formatParisDay,
  formatParisLongDate,
  formatParisHour,
  formatSlotHours,
  groupSlotsByParisDay,
  parisDayKey,
} from './slot-calendar';

describe('slot calendar (spec §3 delivery slots, French dates in Paris time)', () => {
  it('writes the day out in French, in Paris time', () => {
    // 23:30 UTC on Monday 24 November is already Tuesday in Paris (UTC+1 in winter).
    expect(formatParisDay('2025-11-24T23:30:00Z')).toBe('mardi 25 novembre');
    expect(formatParisDay('2026-11-30T23:30:00Z')).toBe('mardi 1er décembre');
    expect(formatParisLongDate('2030-12-31T12:00:00Z')).toBe('31 décembre 2030');
    expect(formatParisLongDate('2030-12-31T23:30:00Z')).toBe('1er janvier 2031');
    expect(formatParisLongDate('2030-12-11T12:00:00Z')).toBe('11 décembre 2030');
    expect(parisDayKey('2025-11-24T23:30:00Z')).toBe('2025-11-25');
  });

  it('writes the hours of a slot in Paris time, summer and winter', () => {
    expect(formatSlotHours({ start: '2026-11-25T09:00:00Z', end: '2026-11-25T11:00:00Z' })).toBe(
      '10\u00a0h – 12\u00a0h',
    );
    expect(formatSlotHours({ start: '2026-07-01T16:00:00Z', end: '2026-07-01T20:00:00Z' })).toBe(
      '18\u00a0h – 22\u00a0h',
    );
  });

  it('groups slots by Paris day, days and slots in order', () => {
    const slots = [
      { id: 'c', start: '2026-11-26T09:00:00Z' },
      { id: 'b', start: '2026-11-25T15:00:00Z' },
      { id: 'a', start: '2026-11-25T09:00:00Z' },
    ];
    expect(groupSlotsByParisDay(slots).map((day) => [day.label, day.slots.map((slot) => slot.id)])).toEqual([
      ['mercredi 25 novembre', ['a', 'b']],
      ['jeudi 26 novembre', ['c']],
    ]);
  });

  it.each([
    ['2025-11-25T09:00:00Z', '10\u00a0h'],
    ['2026-07-01T06:30:00Z', '8\u00a0h\u00a030'],
    ['2025-11-24T23:05:00Z', '0\u00a0h\u00a005'],
  ])('writes %s as the printed hour %j, in Paris time', (instant, hour) => {
    expect(formatParisHour(instant)).toBe(hour);
  });

  it('writes a date with its year, in Paris time', () => {
    expect(formatParisDate('2025-12-31T23:30:00Z')).toBe('jeudi 1er janvier 2026');
  });
});
