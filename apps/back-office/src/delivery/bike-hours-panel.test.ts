import { describe, expect, it } from 'vitest';
import type { BikeHours } from '../providers/staff-types';
import { changeProblems, newWindowStart } from './bike-hours-panel';

const window = (fromHour: number, toHour: number) => ({ fromHour, toHour });

describe('« Ajouter un créneau »', () => {
  it('puts the new window after the last one when the day has room', () => {
    expect(newWindowStart([])).toBe(8);
    expect(newWindowStart([window(8, 10), window(10, 12)])).toBe(12);
  });

  it('puts it in the first two free hours when the day is full after the last one', () => {
    const shop = [
      window(8, 10),
      window(10, 12),
      window(12, 14),
      window(14, 17),
      window(17, 19),
      window(19, 21),
    ];
    expect(newWindowStart(shop)).toBe(6);
    // No two free hours anywhere: after the last, where the dialog says what overlaps.
    expect(newWindowStart([window(6, 9), ...shop.slice(1), window(21, 22)])).toBe(20);
  });
});

describe('« Changer les horaires » says every problem where it is to be mended', () => {
  const hours = { firstChangeableDay: '2030-03-14' } as BikeHours;
  const typed = (fromHour: number, toHour: number, days: number[], places: number) => ({
    fromHour,
    toHour,
    days,
    places,
  });

  it('names each wrong window under its row, all at once, and the day under the day', () => {
    const problems = changeProblems(hours, '2030-03-13', [
      typed(8, 10, [1, 2], Number.NaN),
      typed(9, 11, [1], 4),
      typed(12, 14, [], 4),
    ]);
    expect(problems.blocked).toBe(true);
    expect(problems.from).toMatch(/^Les horaires changent au plus tôt dans trois jours/);
    expect(problems.windows).toEqual([
      'Un créneau compte de 1 à 99 places, en nombre entier.',
      expect.stringMatching(/se chevauchent/),
      expect.stringMatching(/^Choisissez au moins un jour/),
    ]);
    expect(problems.list).toBeUndefined();
  });

  it('lets right hours be sent, and says a list left empty', () => {
    expect(changeProblems(hours, '2030-03-14', [typed(8, 10, [1], 8)])).toEqual({
      blocked: false,
      windows: [undefined],
    });
    expect(changeProblems(hours, '2030-03-14', [])).toMatchObject({
      blocked: true,
      list: expect.stringMatching(/./),
    });
  });
});
