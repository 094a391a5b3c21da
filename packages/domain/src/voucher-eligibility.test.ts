import { describe, expect, it } from 'vitest';
import {
  checkVoucherEligibility,
  isVoucherUsedUp,
  offersDelivery,
  voucherItemDiscountCents,
  type VoucherTerms,
  type VoucherUse,
} from './voucher-eligibility';
import { violationText } from './messages/translate';

const terms = (overrides: Partial<VoucherTerms> = {}): VoucherTerms => ({
  kind: 'fixed_amount',
  amountCents: 500,
  percentBp: 0,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2027-01-01T00:00:00Z'),
  usageLimit: null,
  usageLimitPerCustomer: 1,
  minimumSubtotalCents: 0,
  firstOrderOnly: false,
  ownerUserId: null,
  disabledAt: null,
  withdrawnAt: null,
  ...overrides,
});

const use = (overrides: Partial<VoucherUse> = {}): VoucherUse => ({
  now: new Date('2026-06-01T12:00:00Z'),
  userId: 'u1',
  itemTotalCents: 3000,
  completedOrdersCount: 0,
  timesUsed: 0,
  timesUsedByCustomer: 0,
  ...overrides,
});

describe('checkVoucherEligibility', () => {
  it.each<[string, Partial<VoucherTerms>, Partial<VoucherUse>, string | null]>([
    ['accepts a voucher inside its window', {}, {}, null],
    [
      'refuses a voucher the staff disabled, before any other reason',
      { disabledAt: new Date('2026-05-01T00:00:00Z'), expiresAt: new Date('2026-05-15T00:00:00Z') },
      {},
      'voucher_disabled',
    ],
    ['accepts a voucher with no window', { startsAt: null, expiresAt: null }, {}, null],
    ['accepts at its very start', {}, { now: new Date('2026-01-01T00:00:00Z') }, null],
    ['refuses before its start', {}, { now: new Date('2025-12-31T23:59:59Z') }, 'voucher_not_started'],
    ['refuses at its expiry', {}, { now: new Date('2027-01-01T00:00:00Z') }, 'voucher_expired'],
    ['refuses another customer’s voucher', { ownerUserId: 'u2' }, {}, 'voucher_not_yours'],
    ['refuses an owned voucher to a visitor', { ownerUserId: 'u2' }, { userId: null }, 'voucher_not_yours'],
    ['accepts its owner', { ownerUserId: 'u1' }, {}, null],
    [
      'refuses a reward taken back to its owner, saying so',
      { ownerUserId: 'u1', withdrawnAt: new Date('2026-05-20T00:00:00Z') },
      {},
      'voucher_withdrawn',
    ],
    [
      'refuses a reward taken back to anyone else as not theirs',
      { ownerUserId: 'u2', withdrawnAt: new Date('2026-05-20T00:00:00Z') },
      {},
      'voucher_not_yours',
    ],
    ['refuses past the global limit', { usageLimit: 10 }, { timesUsed: 10 }, 'voucher_usage_limit_reached'],
    ['accepts under the global limit', { usageLimit: 10 }, { timesUsed: 9 }, null],
    ['refuses past the per-customer limit', {}, { timesUsedByCustomer: 1 }, 'voucher_usage_limit_reached'],
    [
      'has no per-customer limit when null',
      { usageLimitPerCustomer: null },
      { timesUsedByCustomer: 5 },
      null,
    ],
    [
      'refuses first-order vouchers after an order',
      { firstOrderOnly: true },
      { completedOrdersCount: 1 },
      'voucher_first_order_only',
    ],
    ['accepts first-order vouchers on the first order', { firstOrderOnly: true }, {}, null],
    [
      'refuses below the minimum subtotal',
      { minimumSubtotalCents: 3001 },
      {},
      'voucher_minimum_subtotal_not_reached',
    ],
    ['accepts at the minimum subtotal', { minimumSubtotalCents: 3000 }, {}, null],
    [
      'gives the expiry before the minimum',
      { minimumSubtotalCents: 9000 },
      { now: new Date('2028-01-01T00:00:00Z') },
      'voucher_expired',
    ],
  ])('%s', (_rule, termOverrides, useOverrides, expected) => {
    const result = checkVoucherEligibility(terms(termOverrides), use(useOverrides));
    if (expected === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, code: expected });
  });

  it('names the minimum a voucher asks for', () => {
    const refused = checkVoucherEligibility(terms({ minimumSubtotalCents: 40_00 }), use());
    expect(refused).toEqual({
      ok: false,
      code: 'voucher_minimum_subtotal_not_reached',
      params: { minimum: '40,00\u00a0€' },
    });
    if (!refused.ok) {
      expect(violationText(refused)).toBe('Ce code s’applique dès 40,00\u00a0€ de produits dans le panier.');
    }
  });

  it('names the day a voucher starts (in Paris)', () => {
    const refused = checkVoucherEligibility(
      terms({ startsAt: new Date('2030-12-31T23:30:00Z') }),
      use({ now: new Date('2030-12-01T12:00:00Z') }),
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(violationText(refused)).toBe(
        'Ce code n’est pas encore valable. Réessayez à partir du 1er janvier 2031.',
      );
    }
  });
});

describe('voucherItemDiscountCents', () => {
  it.each<[string, Partial<VoucherTerms>, number, number]>([
    ['takes a fixed amount off', { kind: 'fixed_amount', amountCents: 500 }, 3000, 500],
    ['never takes more than the items cost', { kind: 'fixed_amount', amountCents: 5000 }, 3000, 3000],
    ['takes a percentage off', { kind: 'percentage', percentBp: 1000 }, 3000, 300],
    ['rounds a percentage half up', { kind: 'percentage', percentBp: 1000 }, 2345, 235],
    ['rounds a percentage down below half', { kind: 'percentage', percentBp: 1000 }, 2344, 234],
    ['takes nothing off the items for free delivery', { kind: 'free_delivery' }, 3000, 0],
  ])('%s', (_rule, overrides, itemTotal, expected) => {
    expect(voucherItemDiscountCents(terms(overrides), itemTotal)).toBe(expected);
  });

  it('knows which vouchers offer the delivery', () => {
    expect(offersDelivery({ kind: 'free_delivery' })).toBe(true);
    expect(offersDelivery({ kind: 'percentage' })).toBe(false);
  });
});

describe('isVoucherUsedUp', () => {
  it('keeps a voucher the customer may still use, whatever its dates or the basket', () => {
    expect(isVoucherUsedUp(terms({ expiresAt: new Date('2020-01-01T00:00:00Z') }), use())).toBe(false);
    expect(isVoucherUsedUp(terms({ minimumSubtotalCents: 99_00 }), use())).toBe(false);
    expect(isVoucherUsedUp(terms({ usageLimitPerCustomer: 2 }), use({ timesUsedByCustomer: 1 }))).toBe(false);
  });

  it.each([
    ['used once, once per customer', terms(), use({ timesUsedByCustomer: 1 })],
    ['used by everyone as often as it may be', terms({ usageLimit: 3 }), use({ timesUsed: 3 })],
    ['a first order’s, once they ordered', terms({ firstOrderOnly: true }), use({ completedOrdersCount: 1 })],
    ['disabled by the staff', terms({ disabledAt: new Date('2026-05-01T00:00:00Z') }), use()],
    ['taken back by the shop', terms({ withdrawnAt: new Date('2026-05-20T00:00:00Z') }), use()],
  ])('drops a voucher %s', (_case, voucher, used) => {
    expect(isVoucherUsedUp(voucher, used)).toBe(true);
  });
});
