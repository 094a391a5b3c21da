import { describe, expect, it } from 'vitest';
import { checkStaffStatusMove, staffStatusMoves, type MovableOrder } from './order-status-moves';

// Issue 36: a Monday 10–12 bike order (cut-off Sunday 10:00), as the staff saw it.
const mondayBike: MovableOrder = {
  status: 'scheduled',
  shippingMode: 'bag',
  deliverySlot: { start: '2026-11-30T09:00:00.000Z', bookableUntil: '2026-11-29T09:00:00.000Z' },
  preparedAt: '2026-11-28T08:00:00.000Z',
  paymentState: 'paid',
};
const mondayStart = '2026-11-29T23:00:00.000Z'; // Monday 00:00 in Paris
// A Tuesday 08–13 parcel appointment: bookable until Monday noon, collected that afternoon.
const tuesdayParcel: MovableOrder = {
  status: 'scheduled',
  shippingMode: 'parcel',
  deliverySlot: { start: '2026-12-01T07:00:00.000Z', bookableUntil: '2026-11-30T11:00:00.000Z' },
  preparedAt: '2026-11-30T08:00:00.000Z',
  paymentState: 'paid',
};
const pickup: MovableOrder = {
  status: 'scheduled',
  shippingMode: 'pickup-point',
  deliverySlot: null,
  preparedAt: null,
  paymentState: 'paid',
};

describe('checkStaffStatusMove (issue 36)', () => {
  it.each([
    ['Saturday, before the cut-off', '2026-11-28T15:00:00.000Z'],
    ['Sunday, after the cut-off', '2026-11-29T12:00:00.000Z'],
    ['Sunday, one minute before midnight', '2026-11-29T22:59:00.000Z'],
  ])('refuses a bike order’s departure on %s, saying from when', (_when, now) => {
    expect(checkStaffStatusMove(mondayBike, 'delivery', new Date(now))).toEqual({
      ok: false,
      code: 'order_departure_too_early',
      params: { notBefore: mondayStart },
    });
  });

  it('lets a bike order leave from its slot’s day', () => {
    expect(checkStaffStatusMove(mondayBike, 'delivery', new Date(mondayStart)).ok).toBe(true);
  });

  it('refuses « livrée » before the slot’s day, and allows it on that day', () => {
    const leaving = { ...mondayBike, status: 'delivery' as const };
    expect(checkStaffStatusMove(leaving, 'delivered', new Date('2026-11-28T15:00:00.000Z'))).toMatchObject({
      ok: false,
      code: 'order_delivery_too_early',
    });
    expect(checkStaffStatusMove(leaving, 'delivered', new Date('2026-11-30T10:30:00.000Z')).ok).toBe(true);
  });

  it('lets a parcel go to the carrier after its cut-off, the working day before', () => {
    expect(
      checkStaffStatusMove(tuesdayParcel, 'delivery', new Date('2026-11-30T10:59:00.000Z')),
    ).toMatchObject({
      ok: false,
      code: 'order_departure_too_early',
      params: { notBefore: '2026-11-30T11:00:00.000Z' },
    });
    expect(checkStaffStatusMove(tuesdayParcel, 'delivery', new Date('2026-11-30T13:00:00.000Z')).ok).toBe(
      true,
    );
    const leaving = { ...tuesdayParcel, status: 'delivery' as const };
    expect(checkStaffStatusMove(leaving, 'delivered', new Date('2026-11-30T15:00:00.000Z')).ok).toBe(false);
  });

  it('keeps a bike or parcel order at the hub until it is prepared, on its day too', () => {
    for (const order of [mondayBike, tuesdayParcel]) {
      const unprepared = { ...order, preparedAt: null };
      expect(checkStaffStatusMove(unprepared, 'delivery', new Date('2026-12-01T08:00:00.000Z'))).toEqual({
        ok: false,
        code: 'order_not_prepared',
      });
      // Too early says when first: preparing will not make it leave sooner.
      expect(
        checkStaffStatusMove(unprepared, 'delivery', new Date('2026-11-28T15:00:00.000Z')),
      ).toMatchObject({
        code: 'order_departure_too_early',
      });
    }
  });

  it('keeps an order whose card hold was dropped at the hub, prepared or not, early or on its day', () => {
    const onTheDay = new Date('2026-12-01T08:00:00.000Z');
    for (const order of [mondayBike, tuesdayParcel, { ...pickup, preparedAt: onTheDay }]) {
      const unpaid = { ...order, paymentState: 'failed' };
      for (const at of [onTheDay, new Date('2026-11-28T15:00:00.000Z')]) {
        expect(checkStaffStatusMove(unpaid, 'delivery', at)).toEqual({
          ok: false,
          code: 'order_payment_failed',
        });
        expect(checkStaffStatusMove({ ...unpaid, preparedAt: null }, 'delivery', at)).toMatchObject({
          code: 'order_payment_failed',
        });
      }
      expect(checkStaffStatusMove(order, 'delivery', onTheDay).ok).toBe(true);
    }
  });

  it('lets a pickup order leave once prepared, whatever the day', () => {
    const now = new Date('2026-11-28T15:00:00.000Z');
    expect(checkStaffStatusMove(pickup, 'delivery', now)).toMatchObject({
      ok: false,
      code: 'order_pickup_not_prepared',
    });
    expect(checkStaffStatusMove({ ...pickup, preparedAt: now }, 'delivery', now).ok).toBe(true);
  });

  it('undoes a departure while the order is not delivered, never a delivery', () => {
    const now = new Date('2026-11-30T10:00:00.000Z');
    expect(checkStaffStatusMove({ ...mondayBike, status: 'delivery' }, 'scheduled', now).ok).toBe(true);
    expect(checkStaffStatusMove({ ...mondayBike, status: 'delivered' }, 'scheduled', now).ok).toBe(false);
    expect(checkStaffStatusMove({ ...mondayBike, status: 'delivered' }, 'delivery', now).ok).toBe(false);
  });

  it.each([
    ['scheduled', 'delivered'],
    ['canceled', 'delivery'],
    ['canceled', 'scheduled'],
  ] as const)('refuses %s → %s', (status, to) => {
    expect(checkStaffStatusMove({ ...mondayBike, status }, to, new Date(mondayStart))).toMatchObject({
      ok: false,
      code: 'order_status_change_refused',
    });
  });

  it('takes the same status again as no change', () => {
    expect(checkStaffStatusMove({ ...mondayBike, status: 'delivery' }, 'delivery', new Date(0)).ok).toBe(
      true,
    );
  });
});

describe('staffStatusMoves', () => {
  it('offers what follows, each allowed now or not and why', () => {
    expect(staffStatusMoves(mondayBike, new Date('2026-11-28T15:00:00.000Z'))).toEqual([
      { to: 'delivery', allowed: false, code: 'order_departure_too_early', notBefore: mondayStart },
    ]);
    expect(
      staffStatusMoves({ ...mondayBike, status: 'delivery' }, new Date('2026-11-30T10:00:00.000Z')),
    ).toEqual([
      { to: 'delivered', allowed: true, code: null, notBefore: null },
      { to: 'scheduled', allowed: true, code: null, notBefore: null },
    ]);
    expect(staffStatusMoves({ ...mondayBike, status: 'delivered' }, new Date())).toEqual([]);
  });
});
