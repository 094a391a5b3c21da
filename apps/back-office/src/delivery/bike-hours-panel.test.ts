import { describe, expect, it } from 'vitest';
import { newWindowStart } from './bike-hours-panel';

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
