import { describe, expect, it } from 'vitest';
import { EMPTY_CART, type Cart } from './cart';
import { orderStartFailureCode, orderStartRequest, requireOrderId } from './order-start';
import type { Voucher } from './voucher';

const referral: Voucher = {
  id: 'v1',
  description: '',
  expiresAt: null,
  startsAt: null,
  name: 'Parrainage',
  isReferrer: true,
  referrerName: 'Marie',
  code: 'MARIE10',
};

const cart: Cart = {
  products: [{ id: 'p1', priceCents: 250, quantity: 2, available: true }],
  gifts: [
    { id: 'g1', priceCents: 500, active: true, minimumUnlockableAmountCents: 0 },
    { id: 'g2', priceCents: 500, active: false, minimumUnlockableAmountCents: 9000 },
  ],
  preloadedPromotion: { id: 'spring', version: '2', title: '', subtitle: '', items: [] },
  voucherCode: 'PROMO',
};

describe('orderStartRequest (spec §4, §7)', () => {
  it('sends the lines, the active gifts, the promotion versions and the voucher code', () => {
    expect(orderStartRequest(cart, [referral])).toEqual({
      lineItems: [{ productId: 'p1', quantity: 2 }],
      giftIds: ['g1'],
      preloaded: { spring: '2' },
      voucherCode: 'PROMO',
    });
  });
  it('does not send a referral code', () => {
    expect(orderStartRequest({ ...cart, voucherCode: 'MARIE10' }, [referral]).voucherCode).toBeUndefined();
  });
  it('sends no code when none is selected', () => {
    expect('voucherCode' in orderStartRequest(EMPTY_CART, [])).toBe(false);
  });
});

describe('orderStartFailureCode (spec §8)', () => {
  it.each([
    ['unavailable_products', 'unavailable_products'],
    ['order_timeout', 'order_timeout'],
    ['network_error', 'network_error'],
    ['quantity_above_limit', 'order_initialization_failed'],
    ['internal_error', 'order_initialization_failed'],
  ])('%s → %s', (refused, code) => {
    expect(orderStartFailureCode(refused)).toBe(code);
  });
});

describe('requireOrderId (spec §5: order id required for saving info or slot)', () => {
  it.each([
    ['R123', { ok: true, value: 'R123' }],
    ['', { ok: false, code: 'order_id_required' }],
    [undefined, { ok: false, code: 'order_id_required' }],
  ])('%j → %j', (orderId, expected) => {
    expect(requireOrderId(orderId)).toEqual(expected);
  });
});
