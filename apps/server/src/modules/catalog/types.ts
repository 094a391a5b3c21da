/**
 * The catalogue's shapes that other modules keep or read (an order's lines and frozen prices):
 * types only, importing nothing of the server, so any module's tables may name them.
 */
export type StockLevels = Map<string, number>;

/**
 * What a cart needs of a variant: a product, or a product's retail variant (its own id and price,
 * the product's stock, cap and VAT rate).
 */
export type CartVariant = {
  variantId: string;
  productId: string;
  name: string;
  slug: string;
  unitLabel: string;
  priceCents: number;
  vatRateBp: number;
  available: boolean;
  stock: number;
  maxOrderable: number | null;
  isRetail: boolean;
  /** Spec §8: the postal code prefixes a regional product is delivered to; null = everywhere. */
  regionalPostalPrefixes: readonly string[] | null;
};
