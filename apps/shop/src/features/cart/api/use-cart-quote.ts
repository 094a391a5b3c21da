/**
 * The server's price of the local cart: once the session exists, its open cart is fetched (again
 * after the cart was reinitialised: the one before became an order, never asked for again), then
 * the basket is sent whole (`set_items`) a moment after each change. The latest answer of any cart
 * call (basket, voucher) is the quote the screen shows.
 */
import type { CartDocument } from '@sillon/contract';
import { declinedGiftIds, preloadedVersions } from '@sillon/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { stockLeftCleared, unavailableReported } from '../state/cart-slice';
import { cartApi, cartFailure, type CartFailure } from './cart-api';

const SEND_DELAY_MS = 300;

export type CartQuote = {
  document: CartDocument | undefined;
  failure: CartFailure | undefined;
  isPending: boolean;
  /** Keeps an answer of another cart call (a voucher applied) as the quote. */
  accept(document: CartDocument): void;
  /** Asks the server again (a referral code changed the account's discounts). */
  refresh(): void;
};

export function useCartQuote(): CartQuote {
  const products = useAppSelector((state) => state.cart.products);
  const preloadedPromotion = useAppSelector((state) => state.cart.preloadedPromotion);
  const gifts = useAppSelector((state) => state.cart.gifts);
  const isHydrated = useAppSelector((state) => state.cart.isHydrated);
  const userId = useAppSelector((state) => state.auth.user?.id);
  // A new generation (the cart reinitialised once its order was paid): that server cart is gone.
  const generation = useAppSelector((state) => state.cart.generation);
  const [openCart] = cartApi.useOpenCartMutation();
  const [setItems] = cartApi.useSetItemsMutation();
  const [document, setDocument] = useState<CartDocument>();
  const [failure, setFailure] = useState<CartQuote['failure']>();
  const [answered, setAnswered] = useState<unknown>(null);
  const openedFor = useRef<string | null>(null);
  const reopenedFor = useRef<unknown>(null);
  const [round, setRound] = useState(0);
  const dispatch = useAppDispatch();

  const basket = useMemo(
    () => ({
      lines: products.map((line) => ({ variant_id: line.id, quantity: line.quantity })),
      preloaded: preloadedVersions({ preloadedPromotion }),
      declined_gifts: declinedGiftIds({ gifts }),
    }),
    [products, preloadedPromotion, gifts],
  );

  useEffect(() => {
    // Before the saved cart is read back, an empty one means nothing (it would empty the server's).
    if (!userId || !isHydrated) return;
    let isCurrent = true;
    const session = `${userId}#${generation}`;
    const timer = setTimeout(async () => {
      if (openedFor.current !== session) {
        const opened = await openCart();
        if (opened.data) openedFor.current = session;
        // An empty cart this device has not touched yet says nothing: sent, it would empty the
        // account's cart, which another device may be checking out. A change made here is sent.
        if (basket.lines.length === 0) {
          if (isCurrent) setAnswered(basket);
          return;
        }
      }
      const answer = await setItems(basket);
      if (!isCurrent) return;
      setAnswered(basket);
      if (answer.data) {
        setDocument(answer.data);
        setFailure(undefined);
        dispatch(stockLeftCleared());
      } else {
        const refused = cartFailure(answer.error);
        // The open cart became an order (paid, or checked out elsewhere): open a new one.
        if (refused.code === 'cart_not_found' && reopenedFor.current !== basket) {
          reopenedFor.current = basket;
          openedFor.current = null;
          setRound((current) => current + 1);
          return;
        }
        setFailure(refused);
        if (refused.code === 'unavailable_products' && refused.variantIds) {
          dispatch(unavailableReported({ variantIds: refused.variantIds, stockLeft: refused.stockLeft }));
        }
      }
    }, SEND_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [basket, isHydrated, userId, generation, openCart, setItems, dispatch, round]);

  // Pending from a change until the server answered that very basket.
  return {
    document,
    failure,
    isPending: answered !== basket,
    accept: setDocument,
    refresh: () => setRound((current) => current + 1),
  };
}
