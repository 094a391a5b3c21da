import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeOrderList } from './order-list';

const placed = (number: string, completedAt: string | null, status = 'scheduled') => ({
  number,
  completedAt,
  status,
});

describe('mergeOrderList (spec §3: sorted and de-duplicated by order number)', () => {
  it('puts the newest placed first, whatever the numbers', () => {
    const orders = [
      placed('R500', '2026-11-01T10:00:00Z'),
      placed('R200', '2026-11-20T10:00:00Z'),
      placed('R900', '2026-11-10T10:00:00Z'),
    ];
    expect(mergeOrderList([], orders).map((order) => order.number)).toEqual(['R200', 'R900', 'R500']);
  });

  it('sorts orders placed at the same time by number, digits as numbers', () => {
    const at = '2026-11-01T10:00:00Z';
    const orders = [placed('R10', at), placed('R9', at), placed('R100', at)];
    expect(mergeOrderList([], orders).map((order) => order.number)).toEqual(['R9', 'R10', 'R100']);
  });

  it('keeps one entry per number, the newer copy winning', () => {
    const merged = mergeOrderList(
      [placed('R1', '2026-11-02T10:00:00Z'), placed('R2', '2026-11-01T10:00:00Z', 'delivered')],
      [placed('R1', '2026-11-02T10:00:00Z', 'delivery')],
    );
    expect(merged.map((order) => [order.number, order.status])).toEqual([
      ['R1', 'delivery'],
      ['R2', 'delivered'],
    ]);
  });

  it('is sorted, duplicate-free and loses no number (property)', () => {
    const orders = fc.array(
      fc.record({
        number: fc.stringMatching(/^R\d{1,4}$/),
        completedAt: fc.option(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          {
            nil: null,
          },
        ),
      }),
    );
    fc.assert(
      fc.property(orders, orders, (current, incoming) => {
        const merged = mergeOrderList(current, incoming);
        const numbers = merged.map((order) => order.number);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(new Set(numbers)).toEqual(new Set([...current, ...incoming].map((order) => order.number)));
        expect(mergeOrderList(merged, [])).toEqual(merged);
        const times = merged.map((order) => (order.completedAt ? Date.parse(order.completedAt) : 0));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }),
    );
  });
});
