/**
 * The promotions engine: vouchers (fixed, percentage, free delivery) with their window, limits,
 * minimum and first-order terms; the referral programme; the first orders' free gift and free
 * delivery; the preloaded gift promotions. The rules are the domain's; amounts are data (tables
 * and content documents). The order module asks `cartOffers` and `checkCoupon`, and consumes the promotions inside its completion (`consumeForOrder`); a delivery rewards the referrer (`rewardReferrer`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountPromotionsDocument, AccountVoucher, PreloadedProductsResponse } from '@sillon/contract';
import {
  DEFAULT_REFERRER_DISCOUNT_CENTS,
  FIRST_ORDERS_WITH_FREE_GIFT,
  centsToEuros,
  checkVoucherEligibility,
  isVoucherUsedUp,
  formatEuros,
  isFirstOrder,
  normalizeVoucherCode,
  offersDelivery,
  receivesFirstOrdersGift,
  referralCodeFor,
  shouldShowReferralVoucher,
  t,
  toDecimalString,
  validateReferralCode,
  voucherItemDiscountCents,
  type Cents,
  type ErrorCode,
  type VoucherTerms,
} from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { AuthenticatedUser } from '../auth';
import {
  PRELOADED_PROMOTION_TYPE,
  readPreloadedPromotions,
  type PreloadedPromotionData,
} from './preloaded-promotions';
import type { Transaction } from '../../db/client';
import {
  promotionsQueriesIn,
  type PromotionsQueries,
  type PromotionsRepository,
  type ReferralRow,
  type SettingsRow,
  type VoucherRow,
} from './promotions.repository';
import { SETTINGS_ID } from './promotions.repository';
import type { CartOffers, CouponOffer, OfferedGift } from './types';
import { createPromotionSettingsStaff } from './promotion-settings-staff';
import { createVoucherStaff } from './voucher-staff';

/** The promotion id under which the first orders' gift appears in a cart. */
export const FIRST_ORDERS_GIFT_PROMOTION_ID = 'cadeau-premieres-commandes';
const REFERRAL_CODE_ATTEMPTS = 5;
const SETTINGS_TTL_MS = 5000;

export type PromotionSettings = Omit<SettingsRow, 'id'>;

/** A gift the cart may hold; the cart decides availability and prices from the catalogue. */
/** What the checkout tells promotions when an order completes. */
export type CompletedOrder = {
  id: string;
  userId: string;
  completedAt: Date;
  /** The coupon the order used, if any. */
  couponCode: string | null;
  /** What the order's products cost, for the coupon's minimum subtotal. */
  itemTotalCents: Cents;
  /** The offers the order was priced with (`cartOffers`), before its completion's lock. */
  offers: CartOffers;
};

export type PreloadedSource = {
  documentsOfType(type: string): Promise<{ id: string; body: Record<string, unknown> }[]>;
};

export function createPromotionsService(deps: {
  repository: PromotionsRepository;
  preloadedSource: PreloadedSource;
  /** Product id of a catalogue reference (the preloaded documents name references). */
  productIdsByReference: () => Promise<ReadonlyMap<string, string>>;
  /** The account's first name, for referral codes and the referrer's name; '' when unknown. */
  firstNameOf: (userId: string) => Promise<string>;
  now: () => Date;
}) {
  const { repository, now } = deps;
  /** The shop's promotion settings (the seed's, then the staff's): read again every few seconds. */
  let settingsRead: { value: Promise<PromotionSettings>; at: number } | undefined;
  /** The preloaded promotions, read again only when their documents or the catalogue changed. */
  let preloadedRead:
    { bodies: readonly unknown[]; references: unknown; value: PreloadedPromotionData[] } | undefined;

  function settings(): Promise<PromotionSettings> {
    if (!settingsRead || Date.now() - settingsRead.at >= SETTINGS_TTL_MS) {
      const value = readSettings();
      settingsRead = { value, at: Date.now() };
      value.catch(() => {
        if (settingsRead?.value === value) settingsRead = undefined;
      });
    }
    return settingsRead.value;
  }

  async function readSettings(tx?: Transaction): Promise<PromotionSettings> {
    const row = await (tx ? promotionsQueriesIn(tx) : repository).settings();
    if (row) return row;
    // A shop seeded before promotions existed still gets the spec's defaults (§9).
    return {
      refereeDiscountCents: DEFAULT_REFERRER_DISCOUNT_CENTS,
      referrerRewardCents: DEFAULT_REFERRER_DISCOUNT_CENTS,
      referrerRewardValidDays: 90,
      firstOrdersGiftProductId: null,
      firstOrdersWithGift: FIRST_ORDERS_WITH_FREE_GIFT,
      firstOrderFreeDelivery: true,
    };
  }

  async function preloadedPromotions(): Promise<PreloadedPromotionData[]> {
    // Both sources answer the same objects until they change (their own caches).
    const [documents, references] = await Promise.all([
      deps.preloadedSource.documentsOfType(PRELOADED_PROMOTION_TYPE),
      deps.productIdsByReference(),
    ]);
    const bodies = documents.map((document) => document.body);
    const known = preloadedRead;
    const unchanged =
      known?.references === references &&
      known.bodies.length === bodies.length &&
      known.bodies.every((body, index) => body === bodies[index]);
    if (unchanged) return known.value;
    const value = readPreloadedPromotions(documents, references);
    preloadedRead = { bodies, references, value };
    return value;
  }

  async function completedOrders(userId: string | null): Promise<number> {
    return userId ? repository.completedOrdersCount(userId) : 0;
  }

  async function eligibility(voucher: VoucherRow, userId: string | null, itemTotalCents: Cents) {
    const usage = await repository.voucherUsage(voucher.id, userId);
    return checkVoucherEligibility(termsOf(voucher), {
      now: now(),
      userId,
      itemTotalCents,
      completedOrdersCount: await completedOrders(userId),
      ...usage,
    });
  }

  async function couponOffer(
    code: string,
    userId: string | null,
    itemTotalCents: Cents,
  ): Promise<CouponOffer> {
    const voucher = await repository.voucherByCode(code);
    if (!voucher) {
      return {
        code,
        voucherId: null,
        name: code,
        description: '',
        failure: 'voucher_invalid',
        discountCents: 0,
        freeDelivery: false,
      };
    }
    const checked = await eligibility(voucher, userId, itemTotalCents);
    return {
      code,
      voucherId: voucher.id,
      name: voucher.name,
      description: voucher.description,
      failure: checked.ok ? null : checked.code,
      ...(checked.ok || checked.params === undefined ? {} : { failureParams: checked.params }),
      discountCents: checked.ok ? voucherItemDiscountCents(voucher, itemTotalCents) : 0,
      freeDelivery: checked.ok && offersDelivery(voucher),
      kind: voucher.kind,
    };
  }

  async function giftsFor(
    preloaded: Readonly<Record<string, string>>,
    completedOrdersCount: number,
    shop: PromotionSettings,
  ): Promise<OfferedGift[]> {
    const gifts: OfferedGift[] = [];
    for (const promotion of await preloadedPromotions()) {
      // Spec §4: the app shows one version; a stale one brings no gift until it reloads.
      if (preloaded[promotion.id] !== promotion.version) continue;
      for (const item of promotion.items.filter((candidate) => candidate.gift)) {
        gifts.push({
          variantId: item.productId,
          promotionId: promotion.id,
          promotionName: promotion.title,
          quantity: item.quantity,
          minimumUnlockableAmountCents: item.minimumUnlockableAmountCents,
        });
      }
    }
    if (
      shop.firstOrdersGiftProductId &&
      receivesFirstOrdersGift(completedOrdersCount, shop.firstOrdersWithGift)
    ) {
      gifts.push({
        variantId: shop.firstOrdersGiftProductId,
        promotionId: FIRST_ORDERS_GIFT_PROMOTION_ID,
        promotionName: t('promotions.first_orders_gift'),
        quantity: 1,
        minimumUnlockableAmountCents: 0,
      });
    }
    return gifts;
  }

  async function referralDiscount(
    referral: ReferralRow | undefined,
    completedOrdersCount: number,
    shop: PromotionSettings,
  ) {
    if (!referral || !isFirstOrder(completedOrdersCount)) return null;
    return {
      discountCents: shop.refereeDiscountCents,
      referrerName: await deps.firstNameOf(referral.referrerUserId),
    };
  }

  /** The customer's referral code, made on first demand; a taken code is drawn again. */
  async function referralCodeOf(userId: string): Promise<string> {
    const existing = await repository.referralCodeOf(userId);
    if (existing) return existing;
    const firstName = await deps.firstNameOf(userId);
    for (let attempt = 0; attempt < REFERRAL_CODE_ATTEMPTS; attempt += 1) {
      await repository.insertReferralCode(userId, referralCodeFor(firstName, randomBytes(5)), now());
      const code = await repository.referralCodeOf(userId);
      if (code) return code;
    }
    throw new Error('no free referral code after several draws');
  }

  async function accountDocument(userId: string): Promise<AccountPromotionsDocument> {
    const shop = await settings();
    const [held, referral, completedOrdersCount, ownCode] = await Promise.all([
      repository.accountVouchers(userId),
      repository.referralOf(userId),
      repository.completedOrdersCount(userId),
      referralCodeOf(userId),
    ]);
    const referrer = referral ? await referrerView(referral.referrerUserId, shop) : null;
    const usages = await repository.voucherUsages(
      held.map((voucher) => voucher.id),
      userId,
    );
    const unused = { timesUsed: 0, timesUsedByCustomer: 0 };
    const promotions = held
      .filter(
        (voucher) =>
          !isVoucherUsedUp(termsOf(voucher), { completedOrdersCount, ...(usages.get(voucher.id) ?? unused) }),
      )
      .map(accountVoucher);
    if (referrer && shouldShowReferralVoucher({ completedOrdersCount, hasReferrer: true })) {
      promotions.push(referralVoucher(referrer, shop));
    }
    return {
      data: {
        id: userId,
        type: 'user',
        attributes: {
          promotions,
          referrer,
          referral: {
            referral_code: ownCode,
            referrer_discount: toDecimalString(shop.refereeDiscountCents),
            display_referrer_discount: formatEuros(shop.refereeDiscountCents),
            referrer_reward: toDecimalString(shop.referrerRewardCents),
            display_referrer_reward: formatEuros(shop.referrerRewardCents),
          },
          completed_orders: completedOrdersCount,
        },
      },
    };
  }

  /**
   * The referee's view of their referrer, by the code they gave; none once the referrer's account
   * is closed (its code retired): it is never made again for them, so their link stays gone.
   */
  async function referrerView(referrerUserId: string, shop: PromotionSettings) {
    const code = await repository.referralCodeOf(referrerUserId);
    if (!code) return null;
    const referrerName = await deps.firstNameOf(referrerUserId);
    return {
      referral_code: code,
      referrer_name: referrerName,
      description: t('promotions.referral_description', { amount: formatEuros(shop.refereeDiscountCents) }),
    };
  }

  async function reward(
    tx: PromotionsQueries,
    referrerUserId: string,
    shop: PromotionSettings,
    at: Date,
  ): Promise<VoucherRow> {
    const voucher: VoucherRow = {
      id: randomUUID(),
      // The referral code's alphabet: readable, uppercase, "MERCI-7KQ2M".
      code: referralCodeFor('MERCI', randomBytes(5)),
      name: t('promotions.referral_reward_name'),
      description: t('promotions.referral_reward_description', {
        amount: formatEuros(shop.referrerRewardCents),
      }),
      kind: 'fixed_amount',
      amountCents: shop.referrerRewardCents,
      percentBp: 0,
      // Usable at once: the referee's order delivered is the start.
      startsAt: null,
      disabledAt: null,
      withdrawnAt: null,
      expiresAt: new Date(at.getTime() + shop.referrerRewardValidDays * 24 * 3600 * 1000),
      usageLimit: 1,
      usageLimitPerCustomer: 1,
      minimumSubtotalCents: 0,
      firstOrderOnly: false,
      ownerUserId: referrerUserId,
      createdAt: at,
    };
    await tx.insertVoucher(voucher);
    await tx.addAccountVoucher(referrerUserId, voucher.id, at);
    return voucher;
  }

  /** The coupon's terms checked again at completion, then its use counted. */
  async function redeemCoupon(queries: PromotionsQueries, order: CompletedOrder, previousOrders: number) {
    const voucher = await queries.lockVoucherByCode(normalizeVoucherCode(order.couponCode ?? ''));
    if (!voucher) return;
    const checked = checkVoucherEligibility(termsOf(voucher), {
      now: order.completedAt,
      userId: order.userId,
      itemTotalCents: order.itemTotalCents,
      completedOrdersCount: previousOrders,
      ...(await queries.voucherUsage(voucher.id, order.userId)),
    });
    if (!checked.ok) throw new AppError('unprocessable', checked.code);
    await queries.recordRedemption(voucher.id, order.id, order.userId, order.completedAt);
  }

  return {
    settings,
    preloadedPromotions,
    ...createVoucherStaff({ repository, now }),
    ...createPromotionSettingsStaff({
      repository,
      settings: readSettings,
      productIdsByReference: deps.productIdsByReference,
      changed: () => {
        settingsRead = undefined;
      },
    }),

    /** Spec §7 `cart/preloaded-products`: by promotion id, amounts in euros. */
    async preloadedProducts(): Promise<PreloadedProductsResponse> {
      const answer: PreloadedProductsResponse = {};
      for (const promotion of await preloadedPromotions()) {
        answer[promotion.id] = {
          products: promotion.items.map((item) => ({
            id: item.productId,
            quantity: item.quantity,
            gift: item.gift,
            minimum_unlockable_amount: centsToEuros(item.minimumUnlockableAmountCents),
          })),
          gifts_section_title: promotion.title,
          gifts_section_subtitle: promotion.subtitle,
          version: promotion.version,
        };
      }
      return answer;
    },

    /** Everything promotions give a cart now: gifts, the coupon's effect, the referral discount. */
    async cartOffers(input: {
      userId: string | null;
      itemTotalCents: Cents;
      couponCode: string | null;
      preloaded: Readonly<Record<string, string>>;
    }): Promise<CartOffers> {
      const shop = await settings();
      const { completedOrdersCount, referral } = input.userId
        ? await repository.customerStanding(input.userId)
        : { completedOrdersCount: 0, referral: undefined };
      return {
        gifts: await giftsFor(input.preloaded, completedOrdersCount, shop),
        coupon: input.couponCode
          ? await couponOffer(input.couponCode, input.userId, input.itemTotalCents)
          : null,
        referral: await referralDiscount(referral, completedOrdersCount, shop),
        firstOrderFreeDelivery:
          input.userId !== null && shop.firstOrderFreeDelivery && isFirstOrder(completedOrdersCount),
        completedOrdersCount,
      };
    },

    /**
     * Spec §7 apply coupon: the code as stored, or the reason it cannot serve this cart. Read
     * without the voucher's lock, as every pricing of the cart is: a voucher disabled or used up
     * before the cart is saved is a coupon applied just before that, which the cart then shows
     * giving nothing and the order's completion refuses, checked again under the voucher's lock
     * (`redeemCoupon`).
     */
    async checkCoupon(rawCode: string, userId: string | null, itemTotalCents: Cents): Promise<string> {
      const code = normalizeVoucherCode(rawCode);
      if (code === '') throw new AppError('unprocessable', 'voucher_code_empty');
      const offer = await couponOffer(code, userId, itemTotalCents);
      if (offer.failure) {
        throw AppError.violated('unprocessable', { code: offer.failure, params: offer.failureParams });
      }
      return code;
    },

    accountPromotions: (user: AuthenticatedUser) => accountDocument(requireVoucherHolder(user, null).id),

    referralStats: (userId: string) => repository.referralStats(userId),

    /**
     * The data export's vouchers (GDPR article 20): every one the account holds, those used,
     * disabled or withdrawn too, which « Mes bons » no longer lists but the shop still keeps.
     */
    async exportedVouchers(userId: string) {
      const held = await repository.heldVouchers(userId);
      const usages = await repository.voucherUsages(
        held.map((row) => row.voucher.id),
        userId,
      );
      return held.map(({ voucher, addedAt }) => ({
        code: voucher.code,
        name: voucher.name,
        description: voucher.description,
        added_at: addedAt.toISOString(),
        expires_at: voucher.expiresAt?.toISOString() ?? null,
        times_used: usages.get(voucher.id)?.timesUsedByCustomer ?? 0,
        disabled_at: voucher.disabledAt?.toISOString() ?? null,
        withdrawn_at: voucher.withdrawnAt?.toISOString() ?? null,
      }));
    },

    /** Whose referral code this is, and what it gives a referee (a referral link's page). */
    async referralCodeHolder(
      rawCode: string,
    ): Promise<{ userId: string; code: string; refereeDiscountCents: Cents } | undefined> {
      const code = normalizeVoucherCode(rawCode);
      const userId = await repository.referralCodeOwner(code);
      return userId
        ? { userId, code, refereeDiscountCents: (await settings()).refereeDiscountCents }
        : undefined;
    },

    /**
     * Register with `customer.service.onAccountClosed`: a closed account's referral link shows
     * its first name and products no more, and gives no one its offer (in the closing transaction).
     */
    onAccountClosed: (tx: Transaction, { userId }: { userId: string }) =>
      promotionsQueriesIn(tx).retireReferralCode(userId),

    /** The account's erasure (issue 15), inside the erasing transaction. */
    forgetCustomer: (tx: Transaction, userId: string) => promotionsQueriesIn(tx).forgetCustomer(userId),

    /** Spec §7 add_promotion_code: a voucher joins the account once its terms allow this customer. */
    async addPromotionCode(user: AuthenticatedUser | null, rawCode: string | undefined) {
      const holder = requireVoucherHolder(user, rawCode ?? '');
      const code = normalizeVoucherCode(rawCode ?? '');
      const voucher = await repository.voucherByCode(code);
      if (!voucher) throw new AppError('not_found', 'voucher_invalid', { reason: 'InvalidCode' });
      // The minimum subtotal is checked against a cart, not here: there is no order yet. Read
      // without the voucher's lock: a voucher disabled or used up before the insert is one added
      // just before that, which the account stops listing (isVoucherUsedUp), a cart refuses and
      // the order's completion checks again under the lock (`redeemCoupon`).
      const checked = await eligibility(voucher, holder.id, Number.MAX_SAFE_INTEGER);
      if (!checked.ok) throw new AppError('unprocessable', checked.code);
      if (!(await repository.addAccountVoucher(holder.id, voucher.id, now()))) {
        throw new AppError('not_found', 'voucher_invalid', { reason: 'InvalidCode' });
      }
      return accountDocument(holder.id);
    },

    /** Spec §7 set_referrer, with every refusal of §5 and §8. */
    async setReferrer(user: AuthenticatedUser | null, rawCode: string | undefined) {
      const holder = requireVoucherHolder(user, rawCode ?? '');
      const code = normalizeVoucherCode(rawCode ?? '');
      const referrerUserId = await repository.referralCodeOwner(code);
      if (!referrerUserId) throw new AppError('not_found', 'voucher_invalid', { reason: 'InvalidCode' });
      const checked = validateReferralCode({
        code,
        ownReferralCode: await repository.referralCodeOf(holder.id),
        hasReferrer: (await repository.referralOf(holder.id)) !== undefined,
        refereeReferralCodes: await repository.referralCodesOf(await repository.refereesOf(holder.id)),
      });
      if (!checked.ok) throw referralRefusal(checked.code);
      if (!isFirstOrder(await repository.completedOrdersCount(holder.id))) {
        throw new AppError('invalid_input', 'referral_after_first_order', { reason: 'UnknownReason' });
      }
      if (!(await repository.insertReferral(holder.id, referrerUserId, now()))) {
        throw referralRefusal('referrer_already_set');
      }
      return accountDocument(holder.id);
    },

    /**
     * Spec §9 "promotions consumed": runs inside the order's completion transaction (`tx`), so
     * the order, its stock, its slot and its promotions commit together. Records the order once (a
     * repeated call changes nothing), checks the coupon's terms again under a lock on the voucher
     * (two orders never both take a voucher's last use) and counts its use. The referrer's reward
     * waits for the order's delivery (`rewardReferrer`). Reads settings through `tx` too: PGlite
     * has one connection, which the transaction holds.
     */
    async consumeForOrder(tx: Transaction, order: CompletedOrder): Promise<{ recorded: boolean }> {
      const queries = promotionsQueriesIn(tx);
      // Two orders of one referee completing at once would both count as the first one.
      await queries.lockCustomer(order.userId);
      const shop = (await queries.settings()) ?? (await settings());
      const previousOrders = await queries.completedOrdersCount(order.userId);
      // Priced before the lock: another order of theirs may have completed since (two carts at
      // once), and a first order's perks then belong to that one only. The customer pays again,
      // at the price without them.
      if (!firstOrdersPerksHold(order.offers, previousOrders, shop)) {
        throw new AppError('unprocessable', 'payment_amount_changed', { errors: {} });
      }
      if (!(await queries.recordCompletedOrder(order.id, order.userId, order.completedAt))) {
        return { recorded: false };
      }
      if (order.couponCode) await redeemCoupon(queries, order, previousOrders);
      return { recorded: true };
    },

    /**
     * The referee's order delivered (inside the status change's transaction): the referrer's
     * voucher, once per referee. Given at the delivery, not at the order: an order placed then
     * cancelled would have given the referrer a voucher they could spend first. Answers its code,
     * null when nothing is due (no referrer, rewarded already).
     */
    async rewardReferrer(
      tx: Transaction,
      order: { userId: string; deliveredAt: Date },
    ): Promise<string | null> {
      const queries = promotionsQueriesIn(tx);
      // Two orders of one referee delivered at once would both reward.
      await queries.lockCustomer(order.userId);
      const referral = await queries.referralOf(order.userId);
      if (!referral || referral.rewardVoucherId) return null;
      const shop = (await queries.settings()) ?? (await settings());
      const voucher = await reward(queries, referral.referrerUserId, shop, order.deliveredAt);
      await queries.setReferralReward(order.userId, voucher.id);
      return voucher.code;
    },

    /**
     * Gives back, inside the cancellation's transaction (`tx`), what a cancelled order took: its
     * voucher uses and its place among the customer's completed orders (so first-order offers come
     * back). When it was the referee's only completed order, a reward the referrer holds for it
     * (the data may hold rewards given before any delivery) is withdrawn too (its code then says
     * so), unless the referrer already spent it (the shop then keeps its word). Idempotent by order id.
     */
    async releaseForOrder(
      tx: Transaction,
      order: { id: string; userId: string },
    ): Promise<{ released: boolean; rewardRevoked: boolean }> {
      const queries = promotionsQueriesIn(tx);
      await queries.lockCustomer(order.userId);
      const released = await queries.forgetCompletedOrder(order.id);
      await queries.forgetRedemptions(order.id);
      if (!released || (await queries.completedOrdersCount(order.userId)) > 0) {
        return { released, rewardRevoked: false };
      }
      const referral = await queries.referralOf(order.userId);
      const rewardId = referral?.rewardVoucherId;
      // Held while deciding, so the referrer cannot spend it in between (redeeming locks it too).
      if (rewardId) await queries.lockVoucher(rewardId);
      if (!rewardId || (await queries.voucherUsage(rewardId, null)).timesUsed > 0) {
        return { released, rewardRevoked: false };
      }
      await queries.setReferralReward(order.userId, null);
      await queries.withdrawVoucher(rewardId, now());
      return { released, rewardRevoked: true };
    },

    /** The same step in a transaction of its own (tests, and callers that hold no transaction). */
    onOrderCompleted(order: CompletedOrder) {
      return repository.transactionHandle((tx) => this.consumeForOrder(tx, order));
    },

    /** `rewardReferrer` in a transaction of its own (tests). */
    onOrderDelivered(order: { userId: string; deliveredAt: Date }) {
      return repository.transactionHandle((tx) => this.rewardReferrer(tx, order));
    },

    referralCodeOf,
  };
}

/** Spec §5, §6: only a phone-verified customer adds codes; a visitor is "user not found". */
function requireVoucherHolder(user: AuthenticatedUser | null, rawCode: string | null): AuthenticatedUser {
  if (rawCode !== null && normalizeVoucherCode(rawCode) === '') {
    throw new AppError('invalid_input', 'voucher_code_empty');
  }
  if (user?.kind !== 'customer') throw new AppError('forbidden', 'voucher_user_not_found');
  return user;
}

const referralReasons: Partial<Record<ErrorCode, string>> = {
  referrer_already_set: 'UserAlreadyHasAreferrer',
  referral_code_from_referee: 'UsingCodeFromAreferred',
  referral_code_own: 'UsingOwnCode',
};

function referralRefusal(
  code: 'referrer_already_set' | 'referral_code_own' | 'referral_code_from_referee',
): AppError {
  return new AppError(code === 'referrer_already_set' ? 'conflict' : 'invalid_input', code, {
    reason: referralReasons[code],
  });
}

function termsOf(voucher: VoucherRow): VoucherTerms {
  return voucher;
}

function accountVoucher(voucher: VoucherRow): AccountVoucher {
  return {
    id: voucher.id,
    name: voucher.name,
    description: voucher.description,
    code: voucher.code,
    starts_at: voucher.startsAt?.toISOString() ?? null,
    expires_at: voucher.expiresAt?.toISOString() ?? null,
    is_referrer: false,
    referrer_name: null,
    kind: voucher.kind,
    amount: voucher.kind === 'fixed_amount' ? toDecimalString(voucher.amountCents) : null,
    percent: voucher.kind === 'percentage' ? voucher.percentBp / 100 : null,
    minimum_subtotal: toDecimalString(voucher.minimumSubtotalCents),
    first_order_only: voucher.firstOrderOnly,
  };
}

function referralVoucher(
  referrer: { referral_code: string; referrer_name: string; description: string },
  shop: PromotionSettings,
): AccountVoucher {
  return {
    id: `referral-${referrer.referral_code}`,
    name: t('promotions.referral_name'),
    description: referrer.description,
    code: referrer.referral_code,
    starts_at: null,
    expires_at: null,
    is_referrer: true,
    referrer_name: referrer.referrer_name,
    kind: 'referral',
    amount: toDecimalString(shop.refereeDiscountCents),
    percent: null,
    minimum_subtotal: '0.00',
    first_order_only: true,
  };
}

export { SETTINGS_ID };
export type PromotionsService = ReturnType<typeof createPromotionsService>;

/**
 * Whether the perks an order was priced with as one of the customer's first orders (the referral
 * discount, free delivery, the first orders' gift) still hold with `previousOrders` placed.
 */
function firstOrdersPerksHold(offers: CartOffers, previousOrders: number, shop: PromotionSettings): boolean {
  const hasGift = offers.gifts.some((gift) => gift.promotionId === FIRST_ORDERS_GIFT_PROMOTION_ID);
  if ((offers.referral || offers.firstOrderFreeDelivery) && !isFirstOrder(previousOrders)) return false;
  return !hasGift || receivesFirstOrdersGift(previousOrders, shop.firstOrdersWithGift);
}
