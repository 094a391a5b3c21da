import { describe, expect, it } from 'vitest';
import {
  isReferralRefusal,
  confirmVoucherAdded,
  normalizeVoucherCode,
  validateReferralCode,
  validateVoucherCode,
  visibleVouchers,
  voucherCodeForOrderStart,
  voucherFailureCode,
  type Voucher,
  voucherPeriod,
  checkVoucherExpiry,
} from './voucher';

const voucher = (code: string, isReferrer = false): Voucher => ({
  id: code,
  description: '',
  expiresAt: null,
  startsAt: null,
  name: code,
  isReferrer,
  referrerName: isReferrer ? 'Marie' : null,
  code,
});

describe('validateVoucherCode (spec §5, §6)', () => {
  it.each([
    ['uppercases the code', ' bienvenue10 ', { id: 'u1' }, { ok: true, value: 'BIENVENUE10' }],
    ['refuses an empty code', '  ', { id: 'u1' }, { ok: false, code: 'voucher_code_empty' }],
    ['refuses a missing code', undefined, { id: 'u1' }, { ok: false, code: 'voucher_code_empty' }],
    ['refuses a code longer than any', 'A'.repeat(65), { id: 'u1' }, { ok: false, code: 'voucher_invalid' }],
    [
      'takes the longest code there may be',
      'a'.repeat(64),
      { id: 'u1' },
      { ok: true, value: 'A'.repeat(64) },
    ],
    [
      'refuses a visitor (user not found)',
      'PROMO',
      { id: '' },
      { ok: false, code: 'voucher_user_not_found' },
    ],
  ])('%s', (_rule, code, user, expected) => {
    expect(validateVoucherCode(code, user)).toEqual(expected);
  });

  it('normalises codes', () => {
    expect(normalizeVoucherCode('abc')).toBe('ABC');
  });
});

describe('validateReferralCode (spec §5)', () => {
  const base = {
    code: 'marie10',
    ownReferralCode: 'PAUL10',
    hasReferrer: false,
    refereeReferralCodes: ['LEA10'],
  };
  it.each([
    ['accepts another customer’s code', {}, { ok: true, value: 'MARIE10' }],
    ['refuses one’s own code', { code: 'paul10' }, { ok: false, code: 'referral_code_own' }],
    ['refuses a second referral code', { hasReferrer: true }, { ok: false, code: 'referrer_already_set' }],
    ['refuses the code of a referee', { code: 'lea10' }, { ok: false, code: 'referral_code_from_referee' }],
    ['accepts when one has no own code yet', { ownReferralCode: null }, { ok: true, value: 'MARIE10' }],
  ])('%s', (_rule, change, expected) => {
    expect(validateReferralCode({ ...base, ...change })).toEqual(expected);
  });
});

describe('voucherFailureCode (spec §8)', () => {
  it.each([
    [{ reason: 'UserAlreadyHasAreferrer', status: 409 }, 'referrer_already_set'],
    [{ reason: 'InvalidCode', status: 404 }, 'voucher_invalid'],
    [{ reason: 'UnknownReason' }, 'voucher_unknown_reason'],
    [{ reason: 'UsingCodeFromAreferred' }, 'referral_code_from_referee'],
    [{ reason: 'UsingOwnCode', status: 400 }, 'referral_code_own'],
    [{ status: 409 }, 'referrer_already_set'],
    [{ status: 400 }, 'voucher_invalid'],
    [{ status: 404, reason: 'Whatever' }, 'voucher_invalid'],
    [{ status: 422 }, 'voucher_not_applicable'],
    [{ status: 500 }, 'voucher_unknown_error'],
    [{ reason: null }, 'voucher_unknown_error'],
  ])('%j → %s', (failure, expected) => {
    expect(voucherFailureCode(failure)).toBe(expected);
  });
});

describe('confirmVoucherAdded (spec §8: a code absent from the list after adding is an unknown error)', () => {
  it('finds the added code, whatever its case', () => {
    expect(confirmVoucherAdded([voucher('PROMO')], 'promo')).toEqual({ ok: true, value: voucher('PROMO') });
  });
  it('reports an unknown error when the code is absent', () => {
    expect(confirmVoucherAdded([voucher('OTHER')], 'PROMO')).toEqual({
      ok: false,
      code: 'voucher_unknown_error',
    });
  });
});

describe('voucherCodeForOrderStart (spec §4: not sent when it is a referral code)', () => {
  const vouchers = [voucher('PROMO'), voucher('MARIE10', true)];
  it.each([
    ['sends a promotion code', 'promo', 'PROMO'],
    ['does not send a referral code', 'MARIE10', undefined],
    ['sends nothing without a code', null, undefined],
    ['sends a code unknown to the account', 'NEW', 'NEW'],
  ])('%s', (_rule, code, expected) => {
    expect(voucherCodeForOrderStart(code, vouchers)).toBe(expected);
  });
});

describe('visibleVouchers (spec §9: referral voucher only with no completed orders and a referrer)', () => {
  const vouchers = [voucher('PROMO'), voucher('MARIE10', true)];
  it.each([
    [0, true, ['PROMO', 'MARIE10']],
    [1, true, ['PROMO']],
    [0, false, ['PROMO']],
  ])('%i completed orders, referrer %s → %j', (completedOrdersCount, hasReferrer, expected) => {
    expect(visibleVouchers(vouchers, { completedOrdersCount, hasReferrer }).map((v) => v.code)).toEqual(
      expected,
    );
  });
});

describe('voucherFailureCode ignores reasons that are not the server’s', () => {
  it('does not read inherited properties as reasons', () => {
    expect(voucherFailureCode({ reason: 'toString' })).toBe('voucher_unknown_error');
  });
});

describe('voucherPeriod', () => {
  const now = new Date('2025-11-24T10:00:00Z');
  const voucher = (starts_at: string | null, expires_at: string | null) => ({ starts_at, expires_at });
  it.each([
    ['not valid before its start', voucher('2025-12-01T00:00:00Z', null), 'not_started'],
    ['valid from its very start', voucher('2025-11-24T10:00:00Z', null), 'valid'],
    ['valid with no dates at all', voucher(null, null), 'valid'],
    ['expiring soon within a week', voucher(null, '2025-11-30T23:00:00Z'), 'expiring_soon'],
    ['valid beyond a week', voucher(null, '2025-12-02T10:00:01Z'), 'valid'],
    ['expired at its expiry (excluded)', voucher(null, '2025-11-24T10:00:00Z'), 'expired'],
  ] as const)('is %s', (_, dates, period) => {
    expect(voucherPeriod(dates, now)).toBe(period);
  });
});

describe('isReferralRefusal', () => {
  it.each([
    ['referral_code_own', true],
    ['referrer_already_set', true],
    ['referral_code_from_referee', true],
    ['referral_after_first_order', true],
    ['voucher_invalid', false],
    ['network_error', false],
    ['internal_error', false],
    ['voucher_unknown_error', false],
  ])('%s → %s', (code, expected) => {
    expect(isReferralRefusal(code)).toBe(expected);
  });
});

describe('checkVoucherExpiry (an end the staff give is still to come)', () => {
  const now = new Date('2026-12-07T10:00:00Z');
  it.each([
    ['none', null, true],
    ['tomorrow', new Date('2026-12-08T10:00:00Z'), true],
    ['this very instant', now, false],
    ['last year', new Date('2025-06-01T10:00:00Z'), false],
  ])('%s', (_case, expiresAt, isTaken) => {
    expect(checkVoucherExpiry(expiresAt, now).ok).toBe(isTaken);
  });
});
