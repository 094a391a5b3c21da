import { describe, expect, it } from 'vitest';
import {
  hasOrderedRecently,
  isFirstOrder,
  isLead,
  isNewAuthUser,
  isNewsletterOptedIn,
  isVisitor,
  receivesFirstOrdersGift,
  shouldShowReferralVoucher,
  visitorCustomer,
} from './customer';

describe('visitorCustomer (spec §3: empty values, minimum order 15)', () => {
  it('has empty values and a 15 € minimum order', () => {
    const visitor = visitorCustomer();
    expect(visitor).toMatchObject({ id: '', firstname: '', email: '', phoneNumber: '', lastOrderDate: null });
    expect(visitor.minimumOrderValueCents).toBe(1500);
    expect(visitor.referrerDiscountCents).toBe(1000);
    expect(isVisitor(visitor)).toBe(true);
    expect(isLead(visitor)).toBe(true);
  });
  it('gives a fresh object each time', () => {
    expect(visitorCustomer()).not.toBe(visitorCustomer());
  });
  it('recognises a signed-in user', () => {
    expect(isVisitor({ id: 'u1' })).toBe(false);
  });
});

describe('isLead (spec §3: no last order date)', () => {
  it.each([
    [null, true],
    ['', true],
    ['2024-05-01T10:00:00Z', false],
  ])('last order %j → lead %s', (lastOrderDate, expected) => {
    expect(isLead({ lastOrderDate })).toBe(expected);
  });
});

describe('hasOrderedRecently (spec §6: within the past 61 days)', () => {
  const now = new Date('2024-06-30T12:00:00Z');
  it.each([
    ['counts an order of yesterday', '2024-06-29T12:00:00Z', true],
    ['counts an order exactly 61 days ago', '2024-04-30T12:00:00Z', true],
    ['does not count an order 62 days ago', '2024-04-29T12:00:00Z', false],
    ['does not count no order', null, false],
    ['does not count an unreadable date', 'hier', false],
    ['does not count a future date', '2024-07-01T12:00:00Z', false],
  ])('%s', (_rule, date, expected) => {
    expect(hasOrderedRecently(date, now)).toBe(expected);
  });
});

describe('shouldShowReferralVoucher (spec §9)', () => {
  it.each([
    [0, true, true],
    [1, true, false],
    [0, false, false],
  ])('%i completed orders, referrer %s → %s', (completedOrdersCount, hasReferrer, expected) => {
    expect(shouldShowReferralVoucher({ completedOrdersCount, hasReferrer })).toBe(expected);
  });
});

describe('isNewsletterOptedIn (spec §9: weekly or monthly)', () => {
  it.each([
    ['weekly', true],
    ['monthly', true],
    ['never', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (frequency, expected) => {
    expect(isNewsletterOptedIn(frequency)).toBe(expected);
  });
});

describe('isNewAuthUser (spec §4: creation time equals last sign-in time)', () => {
  it.each([
    [
      'is new when both times are equal',
      'Tue, 04 Jun 2024 10:00:00 GMT',
      'Tue, 04 Jun 2024 10:00:00 GMT',
      true,
    ],
    ['compares instants, not spellings', '2024-06-04T10:00:00Z', 'Tue, 04 Jun 2024 10:00:00 GMT', true],
    ['is not new after a later sign-in', '2024-06-04T10:00:00Z', '2024-06-05T10:00:00Z', false],
    ['compares unreadable times as text', 'a', 'a', true],
    ['is not new without a time', undefined, '2024-06-04T10:00:00Z', false],
  ])('%s', (_rule, creationTime, lastSignInTime, expected) => {
    expect(isNewAuthUser({ creationTime, lastSignInTime })).toBe(expected);
  });
});

describe('first orders (spec §9)', () => {
  it('offers free delivery on the first order only', () => {
    expect(isFirstOrder(0)).toBe(true);
    expect(isFirstOrder(1)).toBe(false);
  });
  it('adds a free gift to each of the first 3 orders', () => {
    expect([0, 1, 2, 3].map((count) => receivesFirstOrdersGift(count))).toEqual([true, true, true, false]);
  });

  it('follows the shop’s own count of orders with a gift', () => {
    expect([0, 1, 2].map((count) => receivesFirstOrdersGift(count, 2))).toEqual([true, true, false]);
  });
});
