/**
 * Preloaded promotions (spec §3 "preloadedProductList", §7) are content documents
 * (`preloadedPromotion.<id>`), edited like any other content: a gift list with a version and
 * thresholds. This reads them (as the content service gives them) and names products by catalogue id.
 */
import type { Cents } from '@sillon/domain';
import { z } from 'zod';

export const PRELOADED_PROMOTION_TYPE = 'preloadedPromotion';

export type PreloadedPromotionData = {
  id: string;
  version: string;
  title: string;
  subtitle: string;
  items: { productId: string; quantity: number; gift: boolean; minimumUnlockableAmountCents: Cents }[];
};

const itemSchema = z.object({
  productReference: z.string(),
  quantity: z.number().int().positive(),
  minimumUnlockableAmountCents: z.number().int().min(0).default(0),
});

/** The document body as the content service stores it (see `seed/demo-shop/promotions.ts`). */
const bodySchema = z.object({
  key: z.string(),
  version: z.union([z.string(), z.number()]).transform(String),
  giftsSectionTitle: z.string(),
  giftsSectionSubtitle: z.string(),
  gifts: z.array(itemSchema).default([]),
  /** Products the cart pre-fills that are not gifts (none in the demo shop). */
  products: z.array(itemSchema).default([]),
});

/**
 * Every published preloaded promotion. A document that does not read as one, or names a product
 * the catalogue no longer has, is skipped rather than breaking every cart.
 */
export function readPreloadedPromotions(
  documents: readonly { body: Record<string, unknown> }[],
  productIdsByReference: ReadonlyMap<string, string>,
): PreloadedPromotionData[] {
  return documents.flatMap((document) => {
    const parsed = bodySchema.safeParse(document.body);
    if (!parsed.success) return [];
    const body = parsed.data;
    const toItem = (gift: boolean) => (item: z.infer<typeof itemSchema>) => {
      const productId = productIdsByReference.get(item.productReference);
      return productId
        ? [
            {
              productId,
              quantity: item.quantity,
              gift,
              minimumUnlockableAmountCents: gift ? item.minimumUnlockableAmountCents : 0,
            },
          ]
        : [];
    };
    return [
      {
        id: body.key,
        version: body.version,
        title: body.giftsSectionTitle,
        subtitle: body.giftsSectionSubtitle,
        items: [...body.products.flatMap(toItem(false)), ...body.gifts.flatMap(toItem(true))],
      },
    ];
  });
}
