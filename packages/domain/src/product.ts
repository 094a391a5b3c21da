/** Product rules the cart and the catalogue share (spec §3, §5, §8, §9): ids, prices, caps, stock told. */
import type { Cents } from './money';
import { t } from './messages/translate';
import { ok, violation, type Result } from './result';

/** Spec §9: a product id has 36 characters, 4 of them dashes (a UUID). */
export const PRODUCT_ID_LENGTH = 36;
export const PRODUCT_ID_DASHES = 4;

export type ProductIdViolation = 'product_id_empty' | 'product_id_invalid';
export type ProductPriceViolation = 'invalid_product_price';
export type QuantityViolation = 'invalid_quantity' | 'quantity_above_limit';

/** Spec §5: "Product id required; 36 characters with 4 dashes". */
export function validateProductId(id: unknown): Result<string, ProductIdViolation> {
  if (id === undefined || id === null || id === '') return violation('product_id_empty');
  if (typeof id !== 'string' || id.length !== PRODUCT_ID_LENGTH) return violation('product_id_invalid');
  const dashes = id.split('-').length - 1;
  return dashes === PRODUCT_ID_DASHES ? ok(id) : violation('product_id_invalid');
}

/**
 * What the staff may set as a product's price, through the back office or the scripts' token
 * alike: at least a cent (0 would give it away; a free product is a gift or a voucher), at most
 * 10 000 €.
 */
export const SELLING_PRICE_CENTS = { min: 1, max: 1_000_000 } as const;

/** The most stock the staff may set, and the most one order may take (empty: no limit). */
export const STOCK_MAX = 1_000_000;
export const MAX_ORDERABLE_MAX = 999;
/** What the API and the back office's form say beyond them. */
export const STOCK_TOO_BIG = 'Le stock ne peut pas dépasser 1 000 000.';
export const SELLING_PRICE_TOO_HIGH = 'Le prix ne peut pas dépasser 10 000 €.';
export const MAX_ORDERABLE_TOO_BIG = 'La quantité maximale ne peut pas dépasser 999 (ou vide : sans limite).';

/** A product's labels (« Bio », « AB », « Local »): this many at most, each this long at most. */
export const PRODUCT_LABELS_MAX = 12;
export const PRODUCT_LABEL_MAX_LENGTH = 40;

/**
 * A product's name and description as the staff write them (tiles, its page, the search): the name
 * says what it is in a few words, with at least a letter; the description is a paragraph or two.
 */
const PRODUCT_NAME_MAX_LENGTH = 80;
const PRODUCT_DESCRIPTION_MAX_LENGTH = 1_000;

/** What is wrong with a product's name as typed (trimmed), or undefined when the shop may show it. */
export function productNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Le nom est obligatoire.';
  if (trimmed.length > PRODUCT_NAME_MAX_LENGTH) return 'Le nom ne peut pas dépasser 80 caractères.';
  if (!/\p{L}/u.test(trimmed)) return 'Le nom doit contenir au moins une lettre.';
  return undefined;
}

/** What is wrong with a product's description as typed (trimmed), or undefined. */
export function productDescriptionProblem(description: string): string | undefined {
  const trimmed = description.trim();
  if (trimmed === '') return 'La description est obligatoire.';
  if (trimmed.length > PRODUCT_DESCRIPTION_MAX_LENGTH)
    return 'La description ne peut pas dépasser 1 000 caractères.';
  return undefined;
}

/** How far a new price may go from the current one, either way, before it asks to be confirmed. */
export const UNUSUAL_PRICE_RATIO = 3;

/**
 * A new price three times the old one or more, or a third of it or less: a slip of the keyboard
 * more often than a real change (« 1290 » for 12,90 €, a comma too far). The staff confirm such a
 * price, and the server keeps one sent unconfirmed.
 */
export function isUnusualPriceChange(currentCents: number, nextCents: number): boolean {
  if (currentCents <= 0 || nextCents === currentCents) return false;
  return nextCents >= currentCents * UNUSUAL_PRICE_RATIO || nextCents * UNUSUAL_PRICE_RATIO <= currentCents;
}

/**
 * Spec §5: "price a non-negative number, not a string, not NaN". Prices are cents inside the shop,
 * so the number must also be a whole, finite amount.
 */
export function validateProductPrice(priceCents: unknown): Result<Cents, ProductPriceViolation> {
  return typeof priceCents === 'number' && Number.isSafeInteger(priceCents) && priceCents >= 0
    ? ok(priceCents)
    : violation('invalid_product_price');
}

/**
 * Spec §5: a quantity above `maxOrderable` gives `components.cart.max_quantity_reached` with
 * `max_quantity`; the violation carries that parameter for `violationText`. No cap when
 * `maxOrderable` is absent.
 */
export function validateQuantity(
  quantity: number,
  maxOrderable?: number | null,
): Result<number, QuantityViolation> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return violation('invalid_quantity');
  if (maxOrderable !== undefined && maxOrderable !== null && quantity > maxOrderable) {
    return violation('quantity_above_limit', { params: { max_quantity: maxOrderable } });
  }
  return ok(quantity);
}

/** Whether the "+" of a quantity stepper stays enabled (STYLE.md worked example 1). */
export function canIncreaseQuantity(quantity: number, maxOrderable?: number | null): boolean {
  return maxOrderable === undefined || maxOrderable === null || quantity < maxOrderable;
}

/**
 * The units left that a product page tells and stops at: the stock, when it stops an order before
 * the cap per order does (or the product has none), since the server refuses a line above the
 * stock (spec §8 `unavailable_products`); undefined while the cap stops first, or nothing is left
 * (the product is then unavailable).
 */
export function stockLeftToTell(stock: number, maxOrderable?: number | null): number | undefined {
  if (stock < 1) return undefined;
  const hasCap = maxOrderable !== undefined && maxOrderable !== null;
  return !hasCap || stock < maxOrderable ? stock : undefined;
}

/**
 * Spec §8: what is left of a product a basket line asks `quantity` of, when it cannot have them all:
 * undefined when there are enough, 0 when none can be had (unknown, not available, sold out), else
 * fewer than asked, which the cart offers to take rather than drop the line. The basket's lines of
 * the product's other format (`otherFormatInBasket`) draw on the same stock first.
 */
export function stockShortOf(
  quantity: number,
  product: { available: boolean; stock: number } | undefined,
  otherFormatInBasket = 0,
): number | undefined {
  if (!product?.available) return 0;
  const left = stockLeftForFormat(product.stock, otherFormatInBasket) ?? 0;
  return left >= quantity ? undefined : left;
}

/**
 * How many more of a product the cart may take under its cap per order (spec §4 max quantity)
 * and the stock left told (`stockLeftToTell`), whichever is smaller: null when neither limits,
 * 0 once the cart holds the most it may.
 */
export function quantityLeftToAdd(
  inCart: number,
  maxOrderable?: number | null,
  stockLeft?: number,
): number | null {
  const limits = [maxOrderable, stockLeft].filter((limit) => limit !== undefined && limit !== null);
  if (limits.length === 0) return null;
  return Math.max(0, Math.min(...limits) - inCart);
}

/**
 * The other format of a product in a cart: its retail variant's id for the product's line, the
 * product's id for its retail variant's line (the two draw on one stock).
 */
export function otherFormatId(
  lineId: string,
  product: { id: string; retail: { id: string } | null },
): string | undefined {
  return lineId === product.id ? product.retail?.id : product.id;
}

/**
 * The stock one format of a product may still take: the product's stock left, less what the cart
 * holds of its other format (a product and its retail variant draw on one stock).
 */
export function stockLeftForFormat(
  stockLeft: number | undefined,
  otherFormatInCart: number,
): number | undefined {
  return stockLeft === undefined ? undefined : Math.max(0, stockLeft - otherFormatInCart);
}

/**
 * Why a stepper's « + » has stopped (issue 40): the product's cap per order, or the stock left
 * when it stops first (a cart line knows it), said once the quantity reached it; nothing while
 * « + » still adds. Tiles know only the cap (the server checks the stock on every basket change).
 */
export function quantityLimitText(
  quantity: number,
  maxOrderable?: number | null,
  stockLeft?: number,
): string | null {
  const ceiling = quantityLeftToAdd(0, maxOrderable, stockLeft);
  if (ceiling === null || quantity < ceiling) return null;
  if (ceiling !== stockLeft || ceiling === maxOrderable)
    return t('components.stepper.limit_reached', { max: ceiling });
  return ceiling > 0
    ? t('components.stepper.stock_reached', { left: ceiling })
    : t('components.stepper.stock_none');
}

/** Spec §3: "a product is included only with a url slug and a photo". */
export function isListableProduct(product: { urlSlug?: string | null; photoUrl?: string | null }): boolean {
  return Boolean(product.urlSlug?.trim()) && Boolean(product.photoUrl?.trim());
}
