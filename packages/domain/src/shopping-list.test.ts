import { describe, expect, it } from 'vitest';
import {
  isNewerListChange,
  listAddedAt,
  listChangeTime,
  listWithChanges,
  queueListChange,
  withoutSentChanges,
} from './shopping-list';

describe('the shopping list’s last change wins', () => {
  const at = (iso: string) => new Date(iso);

  it('takes a change made later, keeps the stored one for an older change or a tie', () => {
    expect(isNewerListChange(undefined, at('2026-11-24T10:00:00Z'))).toBe(true);
    expect(isNewerListChange(at('2026-11-24T10:00:00Z'), at('2026-11-24T10:00:01Z'))).toBe(true);
    expect(isNewerListChange(at('2026-11-24T10:00:01Z'), at('2026-11-24T10:00:00Z'))).toBe(false);
    expect(isNewerListChange(at('2026-11-24T10:00:00Z'), at('2026-11-24T10:00:00Z'))).toBe(false);
  });

  it('never dates a change after its arrival (a device clock ahead)', () => {
    const received = at('2026-11-24T10:00:00Z');
    expect(listChangeTime(at('2027-01-01T00:00:00Z'), received)).toEqual(received);
    expect(listChangeTime(at('2026-11-24T09:00:00Z'), received)).toEqual(at('2026-11-24T09:00:00Z'));
  });
});

describe('a device’s list and its changes waiting to be sent', () => {
  /** A product's entry; put on the list at its change unless said. */
  const entry = (productId: string, quantity: number, changedAt: string, addedAt = changedAt) => ({
    productId,
    quantity,
    changedAt: `2026-11-24T${changedAt}Z`,
    addedAt: `2026-11-24T${addedAt}Z`,
  });

  it('keeps one change per product, the latest, whatever order they come in', () => {
    let queue = queueListChange([], entry('a', 1, '10:00:00'));
    queue = queueListChange(queue, entry('b', 2, '10:00:01'));
    queue = queueListChange(queue, entry('a', 0, '10:00:02'));
    queue = queueListChange(queue, entry('a', 3, '09:00:00'));
    expect(queue).toEqual([entry('b', 2, '10:00:01'), entry('a', 0, '10:00:02')]);
  });

  it('lets the second of two changes in the same millisecond win', () => {
    const queue = queueListChange([entry('a', 1, '10:00:00')], entry('a', 0, '10:00:00'));
    expect(queue).toEqual([entry('a', 0, '10:00:00')]);
  });

  it('forgets the sent changes only, not one made while they travelled', () => {
    const sent = [entry('a', 1, '10:00:00'), entry('b', 1, '10:00:00')];
    const queue = [entry('a', 2, '10:00:05'), entry('b', 1, '10:00:00')];
    expect(withoutSentChanges(queue, sent)).toEqual([entry('a', 2, '10:00:05')]);
  });

  it('shows the server’s list with the unsent changes on top, removed ones out, in the order products came on', () => {
    const server = [entry('a', 1, '10:00:00'), entry('b', 1, '09:00:00'), entry('c', 2, '08:00:00')];
    const queue = [
      entry('b', 0, '10:30:00'),
      entry('d', 1, '11:00:00'),
      entry('c', 5, '07:00:00'),
      // Changed here as if new (this device had not seen it yet): it keeps the server's place.
      entry('a', 4, '10:40:00'),
    ];
    expect(listWithChanges(server, queue)).toEqual([
      entry('c', 2, '08:00:00'),
      entry('a', 4, '10:40:00', '10:00:00'),
      entry('d', 1, '11:00:00'),
    ]);
  });

  it('keeps a product’s place when its quantity changes, not after its removal', () => {
    const onList = { quantity: 2, addedAt: '2026-11-24T09:00:00Z' };
    expect(listAddedAt(onList, '2026-11-24T10:00:00Z')).toBe('2026-11-24T09:00:00Z');
    expect(listAddedAt({ ...onList, quantity: 0 }, '2026-11-24T10:00:00Z')).toBe('2026-11-24T10:00:00Z');
    expect(listAddedAt(undefined, '2026-11-24T10:00:00Z')).toBe('2026-11-24T10:00:00Z');
  });

  it('orders products put on at the same moment by id, as the server does', () => {
    const list = [entry('b', 1, '10:00:00'), entry('a', 1, '10:00:00')];
    expect(listWithChanges(list, []).map((item) => item.productId)).toEqual(['a', 'b']);
  });
});
