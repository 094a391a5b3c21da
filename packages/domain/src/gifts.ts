/**
 * Free gifts in the cart (spec §3, §4, §5): a gift costs nothing, its price counts as offered
 * value, and a gift with a minimum follows the cart total.
 */
import { sumCents, type Cents } from './money';
import { ok, violation, type Result } from './result';

/** Spec §3: a gift line (id, price, active, minimumUnlockableAmount), amounts in cents. */
export type CartGift = {
  readonly id: string;
  /** The gift's public price: offered value, never charged. */
  readonly priceCents: Cents;
  readonly active: boolean;
  /** 0 for a gift with no minimum. */
  readonly minimumUnlockableAmountCents: Cents;
  /** The preloaded promotion that brought the gift, so a newer promotion can take it back. */
  readonly promotionId?: string | null;
};

export type GiftViolation = 'gift_not_found' | 'gift_locked';

/** Spec §5: "Gift activation needs total at or above minimum". */
export function isGiftUnlocked(
  gift: Pick<CartGift, 'minimumUnlockableAmountCents'>,
  totalCents: Cents,
): boolean {
  return totalCents >= gift.minimumUnlockableAmountCents;
}

/** What the cart total still lacks to unlock the gift: 0 once it is unlocked (spec §4 "missing amount"). */
export function missingToUnlockCents(
  gift: Pick<CartGift, 'minimumUnlockableAmountCents'>,
  totalCents: Cents,
): Cents {
  return Math.max(0, gift.minimumUnlockableAmountCents - totalCents);
}

/**
 * Spec §3: "a gift costs 0 in the total; its price counts as offered value": what the gift would
 * have cost, its public price times its quantity. The cart, the order and the receipt show this
 * value, never a charged amount.
 */
export function giftOfferedValueCents(gift: { priceCents: Cents; quantity: number }): Cents {
  return gift.priceCents * gift.quantity;
}

/** The offered value of an order's gifts: the active ones only (a locked or dropped gift is not given). */
export function offeredValueCents(gifts: readonly { active: boolean; offeredValueCents: Cents }[]): Cents {
  return sumCents(gifts.filter((gift) => gift.active).map((gift) => gift.offeredValueCents));
}

/** A gift with a minimum above 0 is conditional: the cart total, not the customer, decides it. */
export function isConditionalGift(gift: Pick<CartGift, 'minimumUnlockableAmountCents'>): boolean {
  return gift.minimumUnlockableAmountCents > 0;
}

/**
 * Spec §4: a gift with a minimum above 0 is active exactly while the total is at or above it; a
 * gift with no minimum keeps its selection. Unchanged gifts keep their identity, so a memoised
 * list does not re-render.
 */
export function reevaluateGifts(gifts: readonly CartGift[], totalCents: Cents): CartGift[] {
  return gifts.map((gift) => {
    if (!isConditionalGift(gift)) return gift;
    const active = isGiftUnlocked(gift, totalCents);
    return active === gift.active ? gift : { ...gift, active };
  });
}

/**
 * Spec §4: a gift can be activated only if the total reaches its minimum. Deactivating is always
 * allowed; a conditional gift is reconsidered at the next change of the cart.
 */
export function setGiftSelection(
  gifts: readonly CartGift[],
  giftId: string,
  active: boolean,
  totalCents: Cents,
): Result<CartGift[], GiftViolation> {
  const gift = gifts.find((candidate) => candidate.id === giftId);
  if (gift === undefined) return violation('gift_not_found');
  if (active && !isGiftUnlocked(gift, totalCents)) {
    return violation('gift_locked', { params: { minimum_cents: gift.minimumUnlockableAmountCents } });
  }
  return ok(gifts.map((candidate) => (candidate.id === giftId ? { ...candidate, active } : candidate)));
}
