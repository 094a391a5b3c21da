/** Customers (spec §3, §4, §6, §9): visitor defaults, leads, recency, referral and newsletter flags. */
import type { Cents } from './money';

/** Spec §9: "Minimum order value default 15 EUR" (a visitor's, until the account says otherwise). */
export const DEFAULT_MINIMUM_ORDER_CENTS: Cents = 1500;
/** The highest minimum order the staff may set a customer (1 000 €). */
export const CUSTOMER_MINIMUM_ORDER_MAX_CENTS: Cents = 100_000;
/** Spec §6, §9: an order within the past 61 days counts as "ordered recently". */
export const RECENT_ORDER_WINDOW_DAYS = 61;
/** Spec §9: "Default referrer discount 10 (a 10 euro offer in the app banner)". */
export const DEFAULT_REFERRER_DISCOUNT_CENTS: Cents = 1000;
/** Spec §9: "A free gift product is added to each of the first 3 orders". */
export const FIRST_ORDERS_WITH_FREE_GIFT = 3;
/** Spec §9: a deleted account is deactivated at once and erased within 30 days. */
export const ACCOUNT_DELETION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §3 "Auth user" status; `unknown` at start (§4). */
export type AuthStatus = 'authenticated' | 'unauthenticated' | 'anonymous' | 'unknown';

export type HomeBanner = { title: string; message: string; href: string };

/** The customer as the rules see it (spec §3 "User"); amounts in cents. */
export type Customer = {
  id: string;
  firstname: string;
  email: string;
  phoneNumber: string;
  minimumOrderValueCents: Cents;
  newsletterOptedIn: boolean;
  lastOrderedProductIds: readonly string[];
  /** ISO date of the last order; `null` for a lead. */
  lastOrderDate: string | null;
  referrerDiscountCents: Cents;
  homeBanner: HomeBanner | null;
};

/** Spec §3: "A visitor has empty values and minimum order value 15". A fresh object each call. */
export function visitorCustomer(): Customer {
  return {
    id: '',
    firstname: '',
    email: '',
    phoneNumber: '',
    minimumOrderValueCents: DEFAULT_MINIMUM_ORDER_CENTS,
    newsletterOptedIn: false,
    lastOrderedProductIds: [],
    lastOrderDate: null,
    referrerDiscountCents: DEFAULT_REFERRER_DISCOUNT_CENTS,
    homeBanner: null,
  };
}

/** Spec §6: a visitor browses without an account; it is the user with no id. */
export function isVisitor(customer: Pick<Customer, 'id'>): boolean {
  return customer.id.trim() === '';
}

/** Spec §3, §6: "A lead is a user with no last order date". */
export function isLead(customer: Pick<Customer, 'lastOrderDate'>): boolean {
  return customer.lastOrderDate === null || customer.lastOrderDate.trim() === '';
}

/**
 * Spec §6: ordered within the past 61 days counts as ordered recently. The window includes its
 * 61st day; an unreadable or future date does not count.
 */
export function hasOrderedRecently(lastOrderDate: string | null, now: Date): boolean {
  if (lastOrderDate === null) return false;
  const orderedAt = Date.parse(lastOrderDate);
  if (Number.isNaN(orderedAt)) return false;
  const age = now.getTime() - orderedAt;
  return age >= 0 && age <= RECENT_ORDER_WINDOW_DAYS * DAY_MS;
}

/** Spec §9: the referral voucher is shown only with no completed orders and a referrer. */
export function shouldShowReferralVoucher(input: {
  completedOrdersCount: number;
  hasReferrer: boolean;
}): boolean {
  return input.completedOrdersCount === 0 && input.hasReferrer;
}

/** Spec §7, §9: the account's newsletter setting "weekly" or "monthly" means opted in. */
export function isNewsletterOptedIn(frequency: string | null | undefined): boolean {
  return frequency === 'weekly' || frequency === 'monthly';
}

/**
 * Spec §4: a signed-in user is new when its creation time equals its last sign-in time (the auth
 * provider sets both at once on sign-up). Times are compared as instants when both parse.
 */
export function isNewAuthUser(metadata: {
  creationTime: string | null | undefined;
  lastSignInTime: string | null | undefined;
}): boolean {
  const { creationTime, lastSignInTime } = metadata;
  if (!creationTime || !lastSignInTime) return false;
  const created = Date.parse(creationTime);
  const signedIn = Date.parse(lastSignInTime);
  return Number.isNaN(created) || Number.isNaN(signedIn)
    ? creationTime === lastSignInTime
    : created === signedIn;
}

/** Spec §9: free delivery applies to the first order. */
export function isFirstOrder(completedOrdersCount: number): boolean {
  return completedOrdersCount === 0;
}

/**
 * Spec §9: the free gift product comes with each of the first 3 orders; the shop's promotion
 * settings may give another count.
 */
export function receivesFirstOrdersGift(
  completedOrdersCount: number,
  ordersWithGift: number = FIRST_ORDERS_WITH_FREE_GIFT,
): boolean {
  return completedOrdersCount < ordersWithGift;
}
