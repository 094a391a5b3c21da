import { describe, expect, it } from 'vitest';
import {
  checkConfirmationResend,
  checkStatusChange,
  isOrderStatus,
  orderChangeWindow,
  changeDeadline,
  checkOrderChangeable,
  orderStatusLabel,
  ORDER_STATUSES,
  timeLeftLabel,
} from './order-status';

describe('orderStatusLabel (spec §4)', () => {
  it.each([
    ['scheduled', 'En cours'],
    ['delivery', 'En livraison'],
    ['delivered', 'Livrée'],
    ['canceled', 'Annulée'],
    [undefined, 'Inconnu'],
    [null, 'Inconnu'],
    ['returned', 'Inconnu'],
    ['toString', 'Inconnu'],
  ])('%j is shown as %j', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });

  it('recognises known statuses only', () => {
    expect(isOrderStatus('delivered')).toBe(true);
    expect(isOrderStatus(3)).toBe(false);
  });
});

describe('checkConfirmationResend', () => {
  it.each([
    ['scheduled', true],
    ['delivery', false],
    ['delivered', false],
    ['canceled', false],
    [null, false],
  ] as const)('an order %s: its confirmation sent again: %s', (status, allowed) => {
    expect(checkConfirmationResend(status)).toEqual(
      allowed ? { ok: true, value: true } : { ok: false, code: 'order_confirmation_outdated' },
    );
  });
});

describe('checkStatusChange (spec §4)', () => {
  it.each([
    ['scheduled', 'delivery', true],
    ['scheduled', 'canceled', true],
    ['delivery', 'delivered', true],
    ['scheduled', 'delivered', false],
    ['delivery', 'canceled', false],
    ['delivery', 'scheduled', false],
    ['delivered', 'canceled', false],
    ['canceled', 'scheduled', false],
    ['canceled', 'canceled', false],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(checkStatusChange(from, to).ok).toBe(allowed);
  });

  it('never leads back to a status already left', () => {
    const order = (status: string) => ORDER_STATUSES.indexOf(status as never);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (checkStatusChange(from, to).ok && to !== 'canceled')
          expect(order(to)).toBeGreaterThan(order(from));
      }
    }
  });
});

describe('changeDeadline', () => {
  it('is the slot’s cut-off of an order about to be paid, none for a pickup order', () => {
    const deliverySlot = { bookableUntil: '2026-11-25T08:00:00.000Z' };
    expect(changeDeadline({ shippingMode: 'parcel', deliverySlot })).toBe('2026-11-25T08:00:00.000Z');
    expect(changeDeadline({ shippingMode: 'pickup-point', deliverySlot: null })).toBeNull();
    expect(changeDeadline({ shippingMode: null, deliverySlot })).toBeNull();
  });
});

describe('orderChangeWindow', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const slot = (bookableUntil: string) => ({ bookableUntil });

  it('keeps a home delivery open until its slot cut-off', () => {
    expect(
      orderChangeWindow(
        { status: 'scheduled', shippingMode: 'bag', deliverySlot: slot('2026-11-25T08:00:00.000Z') },
        now,
      ),
    ).toEqual({ isOpen: true, until: '2026-11-25T08:00:00.000Z' });
  });

  it('closes a home delivery once it is prepared, before its cut-off too', () => {
    for (const shippingMode of ['bag', 'parcel'] as const) {
      const order = {
        status: 'scheduled',
        shippingMode,
        deliverySlot: slot('2026-11-25T08:00:00.000Z'),
      } as const;
      expect(orderChangeWindow({ ...order, preparedAt: new Date('2026-11-24T09:30:00Z') }, now)).toEqual({
        isOpen: false,
        until: null,
      });
    }
  });

  it('closes a pickup order once it is prepared', () => {
    const pickup = { status: 'scheduled', shippingMode: 'pickup-point', deliverySlot: null } as const;
    expect(orderChangeWindow({ ...pickup, preparedAt: null }, now)).toEqual({ isOpen: true, until: null });
    expect(orderChangeWindow({ ...pickup, preparedAt: '2026-11-24T09:30:00.000Z' }, now)).toEqual({
      isOpen: false,
      until: null,
    });
  });

  it('closes at the cut-off', () => {
    for (const bookableUntil of ['2026-11-24T10:00:00.000Z', '2026-11-24T09:00:00.000Z']) {
      expect(
        orderChangeWindow(
          { status: 'scheduled', shippingMode: 'parcel', deliverySlot: slot(bookableUntil) },
          now,
        ),
      ).toEqual({ isOpen: false, until: null });
    }
  });

  it('keeps a pickup order open while it is scheduled, with no time set', () => {
    expect(
      orderChangeWindow({ status: 'scheduled', shippingMode: 'pickup-point', deliverySlot: null }, now),
    ).toEqual({ isOpen: true, until: null });
  });

  it.each(['delivery', 'delivered', 'canceled', null] as const)('is closed for an order %s', (status) => {
    expect(
      orderChangeWindow({ status, shippingMode: 'bag', deliverySlot: slot('2026-11-30T08:00:00.000Z') }, now)
        .isOpen,
    ).toBe(false);
  });
});

describe('timeLeftLabel', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it.each([
    ['2026-11-24T10:00:30Z', 'moins d’une minute'],
    ['2026-11-24T10:00:00.001Z', 'moins d’une minute'],
    ['2026-11-24T10:00:00Z', null],
    ['2026-11-24T09:00:00Z', null],
    ['2026-11-24T10:01:00Z', 'plus que 1 minute'],
    ['2026-11-24T10:59:59Z', 'plus que 59 minutes'],
    ['2026-11-24T11:00:00Z', 'plus que 1 heure'],
    ['2026-11-24T11:55:59Z', 'plus que 1 h 55'],
    ['2026-11-24T13:05:00Z', 'plus que 3 h 05'],
    ['2026-11-24T19:59:00Z', 'plus que 9 h 59'],
    ['2026-11-24T20:30:00Z', 'plus que 10 heures'],
    ['2026-11-25T09:59:00Z', 'plus que 23 heures'],
    ['2026-11-26T09:59:00Z', 'plus que 47 heures'],
    ['2026-11-26T10:00:00Z', 'plus que 2 jours'],
    ['not a date', null],
  ])('until %s: %j', (until, label) => {
    expect(timeLeftLabel(until, now)).toBe(label);
  });
});

describe('checkOrderChangeable', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const order = {
    status: 'scheduled' as const,
    shippingMode: 'bag' as const,
    deliverySlot: { bookableUntil: '2026-11-25T08:00:00.000Z' },
  };

  it('says a cancelled order is cancelled, a closed one too late, and lets an open one change', () => {
    expect(checkOrderChangeable(order, now).ok).toBe(true);
    expect(checkOrderChangeable({ ...order, status: 'canceled' }, now)).toMatchObject({
      code: 'order_already_canceled',
    });
    expect(checkOrderChangeable(order, new Date('2026-11-25T09:00:00Z'))).toMatchObject({
      code: 'order_not_changeable',
    });
  });
});
