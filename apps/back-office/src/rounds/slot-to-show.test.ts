import { describe, expect, it } from 'vitest';
import { slotToShow } from './slot-to-show';

const slot = (id: string, hour: number, booked: number) => ({
  id,
  startsAt: `2030-03-14T${String(hour).padStart(2, '0')}:00:00.000Z`,
  booked,
});

describe('the bike slot the rounds screen shows', () => {
  const day = [slot('evening', 16, 3), slot('morning', 7, 0), slot('noon', 11, 4)];

  it('opens on the day’s first slot with orders, not an empty one', () => {
    expect(slotToShow(day, undefined)).toBe('noon');
  });

  it('keeps the slot chosen, and falls back when it is another day’s', () => {
    expect(slotToShow(day, 'morning')).toBe('morning');
    expect(slotToShow(day, 'yesterday')).toBe('noon');
  });

  it('opens on the first slot when none has orders, and on none without slots', () => {
    expect(slotToShow([slot('b', 9, 0), slot('a', 7, 0)], undefined)).toBe('a');
    expect(slotToShow([], undefined)).toBeUndefined();
  });
});
