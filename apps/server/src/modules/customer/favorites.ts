/**
 * Favourites (issue 17; spec §1, §7 account `favorites` and BFF `referrer/favorites`): a
 * customer's favourite products are the ones they order most, then their shopping list's. A
 * referral link shows the referrer's first name and favourites, and nothing else of them.
 */
import type { AccountFavoritesDocument, ReferrerFavoritesResponse } from '@sillon/contract';
import { formatEuros } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { AccountService } from '../account';
import type { ListsService } from '../lists';
import type { OrdersService } from '../orders';
import type { PromotionsService } from '../promotions';

/** A shelf's worth: enough to choose from, short enough to read. */
const FAVORITES_SHOWN = 24;

export type FavoritesDeps = {
  orders: Pick<OrdersService, 'mostOrderedProducts'>;
  lists: Pick<ListsService, 'productIdsOf'>;
  promotions: Pick<PromotionsService, 'referralCodeHolder'>;
  account: Pick<AccountService, 'firstNameOf'>;
};

export function createFavorites(deps: FavoritesDeps) {
  async function favoritesOf(userId: string) {
    const [ordered, listed] = await Promise.all([
      deps.orders.mostOrderedProducts(userId),
      deps.lists.productIdsOf(userId),
    ]);
    const seen = new Set(ordered.map((product) => product.productId));
    return [
      ...ordered.map((product) => ({ ...product, reason: 'ordered' as const })),
      ...listed
        .filter((id) => !seen.has(id))
        .map((productId) => ({ productId, times: 0, reason: 'shopping_list' as const })),
    ].slice(0, FAVORITES_SHOWN);
  }

  return {
    /** Spec §7 `GET /api/v2/storefront/account/favorites`. */
    async accountFavorites(userId: string): Promise<AccountFavoritesDocument> {
      return {
        data: (await favoritesOf(userId)).map((favorite) => ({
          id: favorite.productId,
          type: 'favorite',
          attributes: {
            product_id: favorite.productId,
            reason: favorite.reason,
            times_ordered: favorite.times,
          },
        })),
      };
    },

    /** Spec §7 BFF `referrer/favorites?referralCode=`: an unknown code is a 404 in French. */
    async referrerFavorites(referralCode: string): Promise<ReferrerFavoritesResponse> {
      const holder = await deps.promotions.referralCodeHolder(referralCode);
      if (!holder) throw new AppError('not_found', 'referral_code_unknown');
      return {
        referrerName: await deps.account.firstNameOf(holder.userId),
        referralCode: holder.code,
        refereeDiscount: formatEuros(holder.refereeDiscountCents),
        productIds: (await favoritesOf(holder.userId)).map((favorite) => favorite.productId),
      };
    },
  };
}
