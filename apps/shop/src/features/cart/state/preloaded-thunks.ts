/**
 * Spec §4: on authentication the preloaded products are fetched and added to the cart; for a
 * visitor (and after logout) the list is fetched without a token. Items are joined with the
 * catalogue's current prices and availability, then the domain's rule applies the promotion.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { PreloadedProductsResponse, ProductTile } from '@sillon/contract';
import { eurosToCents, type PreloadedPromotion } from '@sillon/domain';
import { productsApi, tileIds } from '@/features/products';
import { cartApi } from '../api/cart-api';
import { preloadedPromotionApplied } from './cart-slice';

export const preloadedProductsLoaded = createAsyncThunk<void, string | null>(
  'cart/preloadedProductsLoaded',
  async (userId, { dispatch }) => {
    const list = await dispatch(
      cartApi.endpoints.preloadedProducts.initiate(userId, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    const [id, promotion] = Object.entries(list)[0] ?? [];
    if (!id || !promotion) return;
    // The promotion's products only: never the whole catalogue.
    const ids = tileIds(promotion.products.map((item) => item.id));
    const tiles = await dispatch(
      productsApi.endpoints.productTiles.initiate(ids, { subscribe: false }),
    ).unwrap();
    dispatch(preloadedPromotionApplied(toPromotion(id, promotion, tiles)));
  },
);

function toPromotion(
  id: string,
  promotion: PreloadedProductsResponse[string],
  tiles: ProductTile[],
): PreloadedPromotion {
  const byId = new Map(tiles.map((tile) => [tile.id, tile]));
  return {
    id,
    version: promotion.version,
    title: promotion.gifts_section_title,
    subtitle: promotion.gifts_section_subtitle,
    items: promotion.products.flatMap((item) => {
      const tile = byId.get(item.id);
      return tile
        ? [
            {
              id: item.id,
              quantity: item.quantity,
              isGift: item.gift,
              minimumUnlockableAmountCents: eurosToCents(item.minimum_unlockable_amount),
              priceCents: tile.priceCents,
              available: tile.available,
            },
          ]
        : [];
    }),
  };
}
