import { describe, expect, it } from 'vitest';
import { BIKE_SLOT_WINDOWS, bikeWindowsOn, checkBikeHoursChange, firstChangeableBikeDay } from './bike-hours';

/** A Wednesday evening in Paris: the rounds of Thursday and Friday may already be booked. */
const now = new Date('2025-06-11T22:30:00+02:00');
const change = (windows: [number, number][], from = '2025-06-14') => ({
  from,
  windows: windows.map(([fromHour, toHour]) => ({ fromHour, toHour })),
});

describe("the rounds' hours (back office)", () => {
  it('keeps the shop’s hours until a change, then the latest change of the day or before', () => {
    const changes = [change([[9, 12]], '2025-06-14'), change([[7, 9]], '2025-06-20')];
    expect(bikeWindowsOn('2025-06-13', changes)).toEqual(BIKE_SLOT_WINDOWS);
    expect(bikeWindowsOn('2025-06-14', changes)).toEqual([{ fromHour: 9, toHour: 12 }]);
    expect(bikeWindowsOn('2025-06-30', changes)).toEqual([{ fromHour: 7, toHour: 9 }]);
  });

  it('changes from the third Paris day on, counted in Paris (22:30 UTC is already Thursday there)', () => {
    expect(firstChangeableBikeDay(now)).toBe('2025-06-14');
    expect(firstChangeableBikeDay(new Date('2025-06-11T22:30:00Z'))).toBe('2025-06-15');
    expect(checkBikeHoursChange(change([[8, 10]], '2025-06-13'), now)).toMatchObject({
      ok: false,
      code: 'bike_hours_too_soon',
    });
    expect(checkBikeHoursChange(change([[8, 10]], '14/06/2025'), now)).toMatchObject({
      code: 'bike_hours_too_soon',
    });
  });

  it('answers the windows in the order of the day', () => {
    expect(
      checkBikeHoursChange(
        change([
          [14, 17],
          [8, 10],
          [10, 12],
        ]),
        now,
      ),
    ).toEqual({
      ok: true,
      value: change([
        [8, 10],
        [10, 12],
        [14, 17],
      ]),
    });
  });

  it.each([
    ['no window', [], 'bike_hours_none', undefined],
    [
      'nine windows',
      Array.from({ length: 9 }, () => [8, 10] as [number, number]),
      'bike_hours_too_many',
      undefined,
    ],
    ['a window before 6:00', [[5, 7]], 'bike_hours_outside_day', 0],
    [
      'a window after 22:00',
      [
        [8, 10],
        [21, 23],
      ],
      'bike_hours_outside_day',
      1,
    ],
    ['a half hour', [[8.5, 10.5]], 'bike_hours_outside_day', 0],
    ['a window of 1 hour', [[8, 9]], 'bike_hours_window_length', 0],
    ['a window of 5 hours', [[8, 13]], 'bike_hours_window_length', 0],
    ['a window ending before it starts', [[12, 10]], 'bike_hours_window_length', 0],
    [
      'two windows overlapping',
      [
        [8, 11],
        [14, 16],
        [10, 12],
      ],
      'bike_hours_overlap',
      2,
    ],
  ] as const)('refuses %s', (_case, windows, code, window) => {
    const checked = checkBikeHoursChange(change(windows as [number, number][]), now);
    expect(checked).toMatchObject({ ok: false, code });
    if (!checked.ok) expect(checked.params?.['window']).toBe(window);
  });
});
