import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeOrderList } from './order-list';

describe('mergeOrderList (spec §3: sorted and de-duplicated by order number)', () => {
  it('sorts by number, digits as numbers', () => {
    const orders = [{ number: 'R10' }, { number: 'R9' }, { number: 'R100' }];
    expect(mergeOrderList([], orders).map((order) => order.number)).toEqual(['R9', 'R10', 'R100']);
  });

  it('keeps one entry per number, the newer copy winning', () => {
    const merged = mergeOrderList(
      [
        { number: 'R1', status: 'scheduled' },
        { number: 'R2', status: 'delivered' },
      ],
      [{ number: 'R1', status: 'delivery' }],
    );
    expect(merged).toEqual([
      { number: 'R1', status: 'delivery' },
      { number: 'R2', status: 'delivered' },
    ]);
  });

  it('is sorted, duplicate-free and loses no number (property)', () => {
    const orders = fc.array(fc.record({ number: fc.stringMatching(/^R\d{1,4}$/) }));
    fc.assert(
      fc.property(orders, orders, (current, incoming) => {
        const merged = mergeOrderList(current, incoming);
        const numbers = merged.map((order) => order.number);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(new Set(numbers)).toEqual(new Set([...current, ...incoming].map((order) => order.number)));
        expect(mergeOrderList(merged, [])).toEqual(merged);
      }),
    );
  });
});
