import { describe, expect, it } from 'vitest';
import { checkSlotRebooking, type RebookableOrder, type RebookingSlot } from './order-rebooking';

const now = new Date('2026-12-11T18:30:00Z');
const waiting: RebookableOrder = { status: 'scheduled', shippingMode: 'bag', deliverySlot: { id: 'friday' } };
const saturday: RebookingSlot = {
  id: 'saturday',
  mode: 'bag',
  startsAt: new Date('2026-12-12T09:00:00Z'),
  capacity: 8,
  booked: 3,
  closed: false,
  roundsStarted: false,
};
const codeOf = (order: RebookableOrder, slot: RebookingSlot, at = now) => {
  const checked = checkSlotRebooking(order, slot, at);
  return checked.ok ? 'ok' : checked.code;
};

describe('checkSlotRebooking', () => {
  it("takes a waiting bike order to tomorrow's slot, past the customers' cut-off", () => {
    // Its cut-off (24 h before) has passed: only the staff may book it now.
    expect(codeOf(waiting, saturday)).toBe('ok');
  });

  it.each([
    ['on a bike', { ...waiting, status: 'delivery' as const }],
    ['delivered', { ...waiting, status: 'delivered' as const }],
    ['cancelled', { ...waiting, status: 'canceled' as const }],
    ['to a pickup point', { ...waiting, shippingMode: 'pickup-point' as const, deliverySlot: null }],
    ['by parcel', { ...waiting, shippingMode: 'parcel' as const }],
  ])('refuses an order %s', (_, order) => {
    expect(codeOf(order, saturday)).toBe('order_not_rebookable');
  });

  it('refuses the slot the order is on', () => {
    expect(codeOf({ ...waiting, deliverySlot: { id: 'saturday' } }, saturday)).toBe('order_slot_unchanged');
  });

  it('refuses a slot begun, closed by the shop, of parcels, or full', () => {
    expect(codeOf(waiting, saturday, saturday.startsAt)).toBe('slot_started');
    // Its rounds are not planned again once one left: the order would wait on no bike.
    expect(codeOf(waiting, { ...saturday, roundsStarted: true })).toBe('slot_rounds_started');
    expect(codeOf(waiting, { ...saturday, roundsStarted: true, booked: 8 })).toBe('slot_rounds_started');
    expect(codeOf(waiting, { ...saturday, closed: true })).toBe('slot_closed');
    expect(codeOf(waiting, { ...saturday, mode: 'parcel' })).toBe('slot_closed');
    expect(codeOf(waiting, { ...saturday, booked: 8 })).toBe('slot_full');
  });
});
