import { describe, expect, it } from 'vitest';
import {
  BIKE_SLOT_WINDOWS,
  BIKE_WEEKDAYS,
  bikeHoursOn,
  bikeWindowProblems,
  bikeWindowsOn,
  checkBikeHoursChange,
  firstChangeableBikeDay,
} from './bike-hours';

/** A Wednesday evening in Paris: the rounds of Thursday and Friday may already be booked. */
const now = new Date('2025-06-11T22:30:00+02:00');
const change = (windows: [number, number][], from = '2025-06-14') => ({
  from,
  windows: windows.map(([fromHour, toHour]) => ({ fromHour, toHour, days: BIKE_WEEKDAYS, places: 8 })),
});
const window = (fromHour: number, toHour: number, days: number[], places = 8) => ({
  fromHour,
  toHour,
  days,
  places,
});

describe("the rounds' hours (back office)", () => {
  it('keeps the shop’s hours until a change, then the latest change of the day or before', () => {
    const changes = [change([[9, 12]], '2025-06-14'), change([[7, 9]], '2025-06-20')];
    expect(bikeWindowsOn('2025-06-13', changes)).toEqual(BIKE_SLOT_WINDOWS);
    expect(bikeWindowsOn('2025-06-14', changes)).toEqual(change([[9, 12]]).windows);
    expect(bikeWindowsOn('2025-06-30', changes)).toEqual(change([[7, 9]]).windows);
  });

  it('takes the hours in force today as the first change, whatever day it is given (the back office gives none)', () => {
    const inForce = { from: '', windows: change([[7, 9]]).windows };
    expect(bikeHoursOn('2025-06-14', [inForce])).toEqual(inForce.windows);
    expect(bikeHoursOn('2025-06-20', [inForce, change([[9, 12]], '2025-06-20')])).toEqual(
      change([[9, 12]]).windows,
    );
  });

  it('rides on a day the windows of its weekday only, and no window on Sundays', () => {
    const saturdays = window(9, 12, [6], 5);
    const weekdays = window(8, 10, [1, 2, 3, 4, 5]);
    const changes = [{ from: '2025-06-14', windows: [weekdays, saturdays] }];
    expect(bikeWindowsOn('2025-06-14', changes)).toEqual([saturdays]); // a Saturday
    expect(bikeWindowsOn('2025-06-16', changes)).toEqual([weekdays]); // a Monday
    expect(bikeWindowsOn('2025-06-15', changes)).toEqual([]); // a Sunday
    expect(bikeHoursOn('2025-06-15', changes)).toEqual([weekdays, saturdays]);
  });

  it('gives a window sent without days or places every bike day and 8 places', () => {
    const checked = checkBikeHoursChange({ from: '2025-06-14', windows: [{ fromHour: 9, toHour: 12 }] }, now);
    expect(checked).toEqual({
      ok: true,
      value: { from: '2025-06-14', windows: [window(9, 12, [1, 2, 3, 4, 5, 6])] },
    });
  });

  it('lets windows of different weekdays share hours, their days in the week’s order', () => {
    const checked = checkBikeHoursChange(
      { from: '2025-06-14', windows: [window(9, 13, [6, 6], 4), window(8, 10, [5, 1, 2, 3, 4], 12)] },
      now,
    );
    expect(checked).toEqual({
      ok: true,
      value: { from: '2025-06-14', windows: [window(8, 10, [1, 2, 3, 4, 5], 12), window(9, 13, [6], 4)] },
    });
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

  it('says what is wrong with every window at once, an overlap once the window is right itself', () => {
    expect(
      bikeWindowProblems([
        window(8, 10, [1], Number.NaN),
        window(9, 11, [1], -1),
        window(12, 10, [2]),
        window(14, 16, [3], 99999),
        window(16, 18, [4]),
        window(17, 19, [5], 3),
        window(9, 11, [1]),
        window(18, 20, []),
      ]),
    ).toEqual([
      'bike_hours_places',
      'bike_hours_places',
      'bike_hours_window_length',
      'bike_hours_places',
      undefined,
      undefined,
      'bike_hours_overlap',
      'bike_hours_days',
    ]);
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
      'seventeen windows',
      Array.from({ length: 17 }, () => [8, 10] as [number, number]),
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
  ] as const)('refuses %s', (_case, windows, code, at) => {
    const checked = checkBikeHoursChange(change(windows as [number, number][]), now);
    expect(checked).toMatchObject({ ok: false, code });
    if (!checked.ok) expect(checked.params?.['window']).toBe(at);
  });

  it.each([
    ['a window on no day', [window(8, 10, [1]), window(10, 12, [])], 'bike_hours_days', 1],
    ['a window on Sunday', [window(8, 10, [0, 1])], 'bike_hours_days', 0],
    ['a window without places', [window(8, 10, [1], 0)], 'bike_hours_places', 0],
    ['a window of 100 places', [window(8, 10, [1], 100)], 'bike_hours_places', 0],
    ['half a place', [window(8, 10, [1], 2.5)], 'bike_hours_places', 0],
    [
      'two windows crossing on a Saturday',
      [window(8, 11, [1, 6]), window(10, 12, [6])],
      'bike_hours_overlap',
      1,
    ],
  ] as const)('refuses %s', (_case, windows, code, at) => {
    const checked = checkBikeHoursChange({ from: '2025-06-14', windows }, now);
    expect(checked).toMatchObject({ ok: false, code });
    if (!checked.ok) expect(checked.params?.['window']).toBe(at);
  });
});
