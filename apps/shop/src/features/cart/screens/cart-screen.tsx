import type { AvailabilityResponse, CartDocument, ProductTile } from '@sillon/contract';
import {
  cartTotalCents,
  checkMinimumPayable,
  errorText,
  eurosToCents,
  formatEuros,
  giftOfferedValueCents,
  inSentence,
  isGiftUnlocked,
  lineTotalCents,
  missingForMinimumOrder,
  missingToUnlockCents,
  normalizeVoucherCode,
  VOUCHER_CODE_MAX_LENGTH,
  parseDecimalString,
  quantityLeftToAdd,
  quantityLimitText,
  otherFormatId,
  stockLeftForFormat,
  t,
  voucherCodeForOrderStart,
  type CartGift,
  withFrenchSpacing,
} from '@sillon/domain';
import { Link } from 'expo-router';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Pressable, StyleSheet, View } from 'react-native';
import { selectIsSessionStarting } from '@/features/auth';
import { ErrorCodeLine } from '@/features/errors';
import { tileIds, useProductTiles } from '@/features/products';
import {
  accountVouchersOf,
  referralCodeAdded,
  useAccountPromotionsQuery,
  useReferralTry,
} from '@/features/account';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  Announcement,
  Button,
  Columns,
  Notice,
  PageHead,
  Price,
  QuantityStepper,
  RemoteImage,
  Screen,
  ScreenSkeleton,
  Text,
  TextField,
  palette,
  radius,
  spacing,
} from '@/ui';
import { cartApi, cartFailure, type CartFailure } from '../api/cart-api';
import { CartLineSubstitution } from '../components/cart-line-substitution';
import { RefreshAlerts } from '../components/refresh-alerts';
import { useCartQuote, type CartQuote } from '../api/use-cart-quote';
import {
  cartRefreshed,
  giftChosen,
  giftDropped,
  productAdded,
  productDecreased,
  productRemoved,
  voucherSelected,
} from '../state/cart-slice';
import { useMinimumOrder } from '../use-minimum-order';

/** What the order button needs to know (spec §4: disabled below the minimum, until priced). */
export type OrderButtonProps = { isBelowMinimum: boolean; quote: CartQuote };

/**
 * The cart (spec §3, §4): lines with steppers and removal, the promotion's gifts (locked ones say
 * what is left to unlock), the voucher, the minimum-order hint and the totals the server computed.
 * « Commander » starts the order: the checkout's button, given by the route (`app/cart.tsx`),
 * since the checkout depends on the cart.
 */
export function CartScreen({ orderButton: OrderButton }: { orderButton: ComponentType<OrderButtonProps> }) {
  const cart = useAppSelector((state) => state.cart);
  const quote = useCartQuote();
  // The cart's products, its gifts and the shop's: the tiles that name and picture them.
  const tiles = useProductTiles([
    ...cart.products.map((line) => line.id),
    ...cart.gifts.map((gift) => gift.id),
    ...(quote.document?.data.attributes.gifts ?? []).map((gift) => gift.variant_id),
  ]);
  const { byId } = tiles;
  const availability = useCurrentPrices(cart);
  const totalCents = cartTotalCents(cart);
  const minimum = useMinimumOrder();
  const minimumCents = minimum.cents;
  const isShaped =
    useAnswersSettled(quote, tiles.isSettled || tiles.isError, minimum.isSettled) ||
    cart.products.length === 0;

  return (
    <Screen wide>
      <PageHead title={t('screens.cart.title')} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.cart.title')}
      </Text>
      {/* Until the saved cart is read back (always, on the server), « vide » would be untrue. */}
      {!cart.isHydrated || !isShaped ? (
        <ScreenSkeleton />
      ) : cart.products.length === 0 ? (
        <View style={styles.section}>
          <Text>{t('screens.cart.empty')}</Text>
          <Link href="/menu" style={styles.link} accessibilityRole="link">
            {t('screens.cart.browse')}
          </Link>
        </View>
      ) : (
        // On the web's desktop the code, the totals and « Commander » sit beside the lines, in
        // sight while the shopper goes through them; on a phone they follow, in the same order.
        <Columns
          main={
            <>
              <MinimumOrderHint subtotalCents={totalCents} minimumCents={minimumCents} />
              <View style={styles.section} testID="cart-lines">
                {cart.products.map((line) => (
                  <CartLine
                    key={line.id}
                    line={line}
                    tile={byId.get(line.id)}
                    quote={quote}
                    stockLeft={lineStockLeft(cart.products, line.id, byId.get(line.id), availability)}
                  />
                ))}
              </View>
              <RefreshAlerts byId={byId} />
              <GiftsSection gifts={cart.gifts} totalCents={totalCents} byId={byId} quote={quote} />
              <ShopGifts quote={quote} byId={byId} />
              <OfferedValue quote={quote} />
            </>
          }
          aside={
            <>
              <VoucherEntry quote={quote} />
              <Totals quote={quote} />
              <MinimumOrderHint subtotalCents={totalCents} minimumCents={minimumCents} place="button" />
              <OrderButton
                isBelowMinimum={missingForMinimumOrder(totalCents, minimumCents) > 0}
                quote={quote}
              />
            </>
          }
        />
      )}
    </Screen>
  );
}

/**
 * Whether the lines can take their final shape (the products' names, the order minimum above
 * them, « Si ce produit manque » under each): the server's answers came or failed. Until then the
 * placeholder keeps their place, so that no line moves under the shopper's finger. Without a
 * session (it could not start: no network), the server is not asked and nothing is awaited.
 */
function useAnswersSettled(quote: CartQuote, areTilesSettled: boolean, isMinimumSettled: boolean): boolean {
  const isSessionStarting = useAppSelector(selectIsSessionStarting);
  const hasSession = useAppSelector((state) => state.auth.user !== null);
  const isQuoteSettled = quote.document !== undefined || quote.failure !== undefined || !hasSession;
  return !isSessionStarting && isQuoteSettled && areTilesSettled && isMinimumSettled;
}

/**
 * Spec §4: when the product references arrive, the cart takes the current public prices (the
 * alerts tell what changed); a basket the server refused marks its unavailable products. A call
 * that failed or could not be read (§8 `availability_unauthorized`) is reported and changes nothing.
 */
function useCurrentPrices(cart: { products: readonly { id: string }[]; gifts: readonly { id: string }[] }) {
  const dispatch = useAppDispatch();
  const ids = tileIds([...cart.products.map((line) => line.id), ...cart.gifts.map((gift) => gift.id)]);
  const availability = cartApi.useAvailabilityQuery(ids, {
    refetchOnMountOrArgChange: true,
    skip: ids.length === 0,
  });
  useEffect(() => {
    if (!availability.data || availability.isFetching) return;
    const current = Object.fromEntries(
      Object.entries(availability.data).map(([id, product]) => [
        id,
        { available: product.available, publicPriceCents: eurosToCents(product.public_price) },
      ]),
    );
    dispatch(cartRefreshed(current));
  }, [availability.data, availability.isFetching, dispatch]);
  return availability.data;
}

/**
 * The stock a cart line stops at (spec §8), when it stops before the cap: the product's, less what
 * the cart holds of its other format (its retail variant, or the product).
 */
function lineStockLeft(
  products: readonly { id: string; quantity: number }[],
  lineId: string,
  tile: ProductTile | undefined,
  availability: AvailabilityResponse | undefined,
): number | undefined {
  const otherId = tile && otherFormatId(lineId, tile);
  const otherFormatInCart = products.find((line) => line.id === otherId)?.quantity ?? 0;
  return stockLeftForFormat(availability?.[lineId]?.stock_left, otherFormatInCart);
}

export function CartLine({
  line,
  tile,
  quote,
  stockLeft,
}: {
  line: { id: string; quantity: number; priceCents: number; available?: boolean };
  tile: ProductTile | undefined;
  /** The server's cart: the line's « Si ce produit manque » (issue 41). */
  quote?: CartQuote;
  /** The stock « + » stops at, when it stops before the cap (`lineStockLeft`). */
  stockLeft?: number | undefined;
}) {
  const dispatch = useAppDispatch();
  const name = tile?.displayName ?? line.id;
  // A line of the product's retail variant (its tile is the product's, in the variant's unit).
  const isRetail = tile !== undefined && tile.id !== line.id;
  // « + » stops at the cap or at the stock left, whichever comes first; at once for a product no
  // longer sold (« − » still takes it out).
  const ceiling =
    line.available === false ? line.quantity : quantityLeftToAdd(0, tile?.maxOrderable, stockLeft);
  // Why « + » stopped, as the tiles say it (issue 40), or the stock left.
  const limit = quantityLimitText(line.quantity, tile?.maxOrderable, stockLeft);
  return (
    <View style={styles.line} testID={`cart-line-${tile?.reference ?? line.id}${isRetail ? '-retail' : ''}`}>
      <View style={styles.lineRow}>
        {tile ? <RemoteImage path={tile.photo.url} alt="" width={56} height={56} /> : null}
        <View style={styles.lineText}>
          <Text variant="label">{name}</Text>
          <Text variant="caption" tone="muted">
            {tile?.unitLabel}
          </Text>
          <LinePrice line={line} />
        </View>
        <View style={styles.lineActions}>
          {/* As on the tiles (spec §4): « − » at one unit takes the line out. */}
          <QuantityStepper
            quantity={line.quantity}
            maxOrderable={ceiling}
            name={name}
            minimum={0}
            onChange={(next) => {
              if (next > line.quantity && tile) {
                dispatch(
                  productAdded({
                    product: {
                      id: line.id,
                      priceCents: line.priceCents,
                      maxOrderable: tile.maxOrderable,
                      available: tile.available,
                    },
                  }),
                );
              } else if (next < line.quantity) dispatch(productDecreased(line.id));
            }}
          />
          {limit ? (
            <Text variant="caption" tone="muted">
              {limit}
            </Text>
          ) : null}
          <Pressable
            accessibilityRole="button"
            accessibilityLabel={t('screens.cart.remove', { name })}
            onPress={() => dispatch(productRemoved(line.id))}
          >
            <Text variant="caption" style={styles.link}>
              {t('screens.cart.remove_short')}
            </Text>
          </Pressable>
        </View>
      </View>
      {quote ? <CartLineSubstitution quote={quote} variantId={line.id} productId={tile?.id} /> : null}
    </View>
  );
}

/**
 * What the line costs. A product no longer sold (§8) shows no price: it is left out of the total
 * until the customer takes it out, so its old price would not add up.
 */
function LinePrice({ line }: { line: { quantity: number; priceCents: number; available?: boolean } }) {
  if (line.available === false) {
    return (
      <Text variant="label" tone="error" testID="cart-line-unavailable">
        {t('screens.cart.line_unavailable')}
      </Text>
    );
  }
  return (
    <>
      {/* Several units: the line's total says how it is made (« 4 × 3,50 € »), not a dearer product. */}
      {line.quantity > 1 ? (
        <Text variant="caption" tone="muted" testID="cart-line-unit-price">
          {t('screens.cart.line_unit_price', {
            quantity: line.quantity,
            price: formatEuros(line.priceCents),
          })}
        </Text>
      ) : null}
      <Price cents={lineTotalCents(line)} variant="label" />
    </>
  );
}

/**
 * What the order minimum still asks: a banner above the lines (`top`), and beside « Commander »
 * (`button`), which it greys: on a phone the banner is screens above. There a caption, not an
 * alert: the banner already tells screen readers.
 */
export function MinimumOrderHint({
  subtotalCents,
  minimumCents,
  place = 'top',
}: {
  subtotalCents: number;
  minimumCents: number;
  place?: 'top' | 'button';
}) {
  const missing = missingForMinimumOrder(subtotalCents, minimumCents);
  if (missing === 0) return null;
  const amounts = { missing: formatEuros(missing), minimum: formatEuros(minimumCents) };
  if (place === 'button') {
    return (
      <Text variant="caption" tone="muted" testID="order-minimum-note">
        {t('screens.cart.order_minimum_note', amounts)}
      </Text>
    );
  }
  return (
    <View style={styles.banner} accessibilityRole="alert" testID="minimum-order">
      <Text variant="label">{t('screens.cart.missing_minimum', amounts)}</Text>
    </View>
  );
}

type QuotedGift = CartDocument['data']['attributes']['gifts'][number];

function GiftsSection({
  gifts,
  totalCents,
  byId,
  quote,
}: {
  gifts: readonly CartGift[];
  totalCents: number;
  byId: Map<string, ProductTile>;
  quote: CartQuote;
}) {
  const dispatch = useAppDispatch();
  const promotion = useAppSelector((state) => state.cart.preloadedPromotion);
  if (gifts.length === 0) return null;
  const quoted = quote.document?.data.attributes.gifts ?? [];
  return (
    <View style={styles.section} testID="gifts">
      <Text variant="title" role="heading" aria-level={2}>
        {promotion?.title}
      </Text>
      {promotion?.subtitle ? <Text tone="muted">{withFrenchSpacing(promotion.subtitle)}</Text> : null}
      {gifts.map((gift) => {
        const isUnlocked = isGiftUnlocked(gift, totalCents);
        const tile = byId.get(gift.id);
        const name = tile?.displayName ?? gift.id;
        const item = promotion?.items.find((candidate) => candidate.id === gift.id);
        // The server's value when priced (its price now), else the same rule on the cart's gift.
        const valueCents = offeredValueOf(
          quoted.find(
            (candidate) => candidate.variant_id === gift.id && candidate.promotion_id === promotion?.id,
          ),
          giftOfferedValueCents({ priceCents: gift.priceCents, quantity: item?.quantity ?? 1 }),
        );
        return (
          <View key={gift.id} style={styles.gift} testID={`gift-${gift.id}`}>
            <GiftPicture tile={tile} />
            <View style={styles.lineText}>
              <Text variant="label">{name}</Text>
              <Text variant="caption">
                {t('screens.cart.gift_offered', { price: formatEuros(valueCents) })}
              </Text>
              <Text variant="caption" tone={isUnlocked ? 'default' : 'muted'}>
                {isUnlocked
                  ? t(gift.active ? 'screens.cart.gift_chosen' : 'screens.cart.gift_unlocked')
                  : t('screens.cart.gift_locked', {
                      missing: formatEuros(missingToUnlockCents(gift, totalCents)),
                    })}
              </Text>
              {isUnlocked ? (
                <Button
                  label={gift.active ? t('screens.cart.gift_drop') : t('screens.cart.gift_choose')}
                  accessibilityLabel={t(
                    gift.active ? 'screens.cart.gift_drop_named' : 'screens.cart.gift_choose_named',
                    { name },
                  )}
                  variant={gift.active ? 'outline' : 'primary'}
                  onPress={() => dispatch(gift.active ? giftDropped(gift.id) : giftChosen(gift.id))}
                  testID={`gift-toggle-${gift.id}`}
                />
              ) : null}
            </View>
          </View>
        );
      })}
    </View>
  );
}

/** A gift's offered value as the server priced it, else `fallbackCents`. */
function offeredValueOf(quoted: QuotedGift | undefined, fallbackCents: number): number {
  return quoted ? parseDecimalString(quoted.offered_value) : fallbackCents;
}

/** A gift's photo, as the cart's lines show theirs. */
function GiftPicture({ tile }: { tile: ProductTile | undefined }) {
  if (!tile) return null;
  return <RemoteImage path={tile.photo.url} alt="" width={56} height={56} />;
}

/**
 * The gifts the shop adds on its own (the first orders' gift, spec §9), from the server's quote:
 * lines like the promotion's, already in the order, with nothing to choose.
 */
function ShopGifts({ quote, byId }: { quote: CartQuote; byId: Map<string, ProductTile> }) {
  const promotion = useAppSelector((state) => state.cart.preloadedPromotion);
  const gifts = (quote.document?.data.attributes.gifts ?? []).filter(
    (gift) => gift.active && gift.promotion_id !== promotion?.id,
  );
  if (gifts.length === 0) return null;
  return (
    <View style={styles.section} testID="shop-gifts">
      <Text variant="title" role="heading" aria-level={2}>
        {t('screens.cart.shop_gifts_title')}
      </Text>
      {gifts.map((gift) => {
        const tile = byId.get(gift.variant_id);
        return (
          <View key={`${gift.promotion_id}-${gift.variant_id}`} style={styles.gift}>
            <GiftPicture tile={tile} />
            <View style={styles.lineText}>
              <Text variant="label">{tile?.displayName ?? gift.variant_id}</Text>
              <Text variant="caption">
                {t('screens.cart.gift_offered', { price: formatEuros(offeredValueOf(gift, 0)) })}
              </Text>
              <Text variant="caption">{t('screens.cart.gift_in_order')}</Text>
            </View>
          </View>
        );
      })}
    </View>
  );
}

/**
 * What the order's gifts are worth, once, as the server counts them (spec §3: a gift's price
 * counts as offered value): every gift the order holds, the promotion's and the shop's. Apart
 * from the totals: nothing here is charged.
 */
function OfferedValue({ quote }: { quote: CartQuote }) {
  const attributes = quote.document?.data.attributes;
  const offeredCents = attributes ? parseDecimalString(attributes.offered_value) : 0;
  if (offeredCents <= 0) return null;
  return (
    <View style={styles.offered} testID="offered-value">
      <Text variant="label">{t('screens.cart.offered_value', { amount: formatEuros(offeredCents) })}</Text>
      <Text variant="caption">{t('screens.cart.offered_note')}</Text>
    </View>
  );
}

function VoucherEntry({ quote }: { quote: CartQuote }) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [applyCoupon, applying] = cartApi.useApplyCouponMutation();
  const [removeCoupon] = cartApi.useRemoveCouponMutation();
  const applied = quote.document?.data.attributes.coupon;
  // A refusal for the code's minimum holds for the basket it was given for: once the items' total
  // changed (the minimum now reached), it is no longer said. Any other refusal stays said.
  const itemTotal = quote.document?.data.attributes.item_total;
  const [refused, setRefused] = useState<{ message: string; forTotal: string | null | undefined } | null>(
    null,
  );
  const setError = (message: string | null, code?: string) =>
    setRefused(
      message === null
        ? null
        : { message, forTotal: code === 'voucher_minimum_subtotal_not_reached' ? itemTotal : null },
    );
  const error =
    refused && (refused.forTotal === null || refused.forTotal === itemTotal) ? refused.message : null;

  const isCustomer = useAppSelector((state) => state.auth.status === 'authenticated');
  const customerId = useAppSelector((state) => state.auth.user?.id ?? '');
  const account = useAccountPromotionsQuery(customerId, { skip: !isCustomer });
  const { tryReferral: takeReferral } = useReferralTry();
  const [notice, setNotice] = useState<string | null>(null);
  // The code applied is said applied below: not offered again beside the others.
  const vouchers = (account.data?.data.attributes.promotions ?? []).filter(
    (voucher) => !voucher.is_referrer && voucher.code !== applied?.code,
  );
  const selected = useAppSelector((state) => state.cart.voucherCode);
  // Spec §4: a referral code the cart selected is the account's to apply, never a coupon (the
  // order's start does not send it either).
  const isReferralSelected =
    !!selected &&
    !!account.data &&
    voucherCodeForOrderStart(selected, accountVouchersOf(account.data)) === undefined;
  const appliedText = applied
    ? t(applied.failure_message ? 'screens.cart.voucher_not_applied' : 'screens.cart.voucher_applied', {
        code: applied.code,
      })
    : '';
  const shownNotice =
    notice ?? (isReferralSelected && selected ? t('screens.cart.referral_saved', { code: selected }) : null);

  /**
   * A refusal names its code: one chosen in « Mes bons » or on the account's page is not in the
   * field. Its reason goes on after the colon, as French writes it: « Code X : ce n’est pas… ».
   */
  const refusal = (refusedCode: string, message: string | undefined) =>
    t('screens.cart.voucher_refused', {
      code: refusedCode,
      reason: inSentence(message ?? t('screens.error.message')),
    });

  /** Spec §4: a code that is no voucher may be a referral code, accepted for a customer's account. */
  const tryReferral = async (normalized: string): Promise<boolean> => {
    const answer = await takeReferral(normalized);
    if (!answer.ok) {
      setError(errorText(answer.code).content);
      return false;
    }
    setNotice(t('screens.cart.referral_saved', { code: normalized }));
    quote.refresh();
    return true;
  };

  const apply = async (typed: string = code) => {
    if (applying.isLoading) return;
    const normalized = normalizeVoucherCode(typed);
    setError(null);
    setNotice(null);
    // Nothing typed: no code to name in « Code X : … », nothing to ask the server.
    if (normalized === '') {
      setError(errorText('voucher_code_empty').content);
      return;
    }
    // Spec §4: the same code again clears it.
    if (applied && applied.code === normalized) {
      const removed = await removeCoupon(applied.code);
      if (removed.data) {
        quote.accept(removed.data);
        dispatch(voucherSelected(null));
        setNotice(t('screens.cart.voucher_cleared', { code: applied.code }));
      }
      setCode('');
      return;
    }
    // The selected referral code is the account's for good (its first order's discount): typed
    // again, it is said saved again, not silently taken out of a cart that never priced it.
    if (isReferralSelected && selected === normalized) {
      setNotice(t('screens.cart.referral_saved', { code: normalized }));
      setCode('');
      return;
    }
    const answer = await applyCoupon({ code: normalized });
    if (answer.data) {
      quote.accept(answer.data);
      const taken = answer.data.data.attributes.coupon?.code ?? normalized;
      dispatch(voucherSelected(taken));
      // One code an order: the one it had is gone, which the customer must not miss.
      if (applied && applied.code !== taken)
        setNotice(t('screens.cart.voucher_replaced', { code: taken, previous: applied.code }));
      setCode('');
      return;
    }
    const refused = cartFailure(answer.error);
    if (refused.code === 'voucher_invalid' && isCustomer) {
      if (await tryReferral(normalized)) {
        setCode('');
        // Spec §4 "Vouchers": the cart selects the referral code, already saved: not tried again.
        triedSelection.current = `${normalized}:${isCustomer}`;
        dispatch(referralCodeAdded(normalized));
      }
      return;
    }
    // A referral code is an account's (spec §4): a visitor's is not refused as nonexistent.
    if (refused.code === 'voucher_invalid') {
      setError(refusal(normalized, t('screens.cart.voucher_invalid_visitor')));
      return;
    }
    setError(refusal(normalized, refused.message), refused.code);
  };

  // A voucher chosen in the account (« Utiliser ») reaches the server's cart once it is priced; a
  // refused one says why here and leaves the selection.
  // A referral link's code (issue 17) is kept the same way: no voucher, it is tried as a referral
  // code, waiting for the visitor to become a customer, as a code typed here would be. Once the
  // account has it, the selected referral code is only shown.
  const triedSelection = useRef<string | null>(null);
  useEffect(() => {
    if (!quote.document || quote.isPending || !selected || selected === applied?.code) return;
    // The account says which code is a referral code: wait for it.
    if (isCustomer && account.isLoading) return;
    if (isReferralSelected) return;
    const attempt = `${selected}:${isCustomer}`;
    // A code refused for its minimum waits, selected, for the items' total to change.
    const waiting = `${attempt}:${quote.document.data.attributes.item_total}`;
    if (triedSelection.current === attempt || triedSelection.current === waiting) return;
    triedSelection.current = attempt;
    void (async () => {
      setError(null);
      const answer = await applyCoupon({ code: selected });
      if (answer.data) {
        quote.accept(answer.data);
        return;
      }
      const refused = cartFailure(answer.error);
      if (refused.code === 'voucher_invalid' && !isCustomer) {
        setNotice(t('screens.cart.referral_after_sign_in', { code: selected }));
        return;
      }
      // Saved as the account's referral code, it stays selected (spec §4 "Vouchers").
      if (refused.code === 'voucher_invalid' && (await tryReferral(selected))) return;
      setError(refusal(selected, refused.message), refused.code);
      if (refused.code === 'voucher_minimum_subtotal_not_reached') {
        triedSelection.current = waiting;
        return;
      }
      dispatch(voucherSelected(null));
    })();
    // tryReferral is made anew each render; the attempt's key keeps this to one try per code and session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    quote,
    selected,
    applied?.code,
    applyCoupon,
    dispatch,
    isCustomer,
    account.isLoading,
    isReferralSelected,
  ]);

  return (
    <View style={styles.section}>
      <TextField
        label={t('screens.cart.voucher_label')}
        value={code}
        onChangeText={(typed) => setCode(typed.toUpperCase())}
        autoCapitalize="characters"
        maxLength={VOUCHER_CODE_MAX_LENGTH}
        autoCorrect={false}
        error={error ?? undefined}
        onSubmitEditing={() => apply()}
        testID="voucher-input"
      />
      {/* Not disabled while the server answers (a disabled button drops the focus): a press then waits. */}
      <Button label={t('screens.cart.voucher_apply')} variant="outline" onPress={() => apply()} />
      {/* « Appliquer » keeps the focus: the code taken, replaced or cleared is said (a refusal is the field's alert). */}
      <Announcement message={[shownNotice, appliedText].filter(Boolean).join(' ')}>
        {shownNotice ? (
          <Text variant="label" testID="voucher-notice">
            {shownNotice}
          </Text>
        ) : null}
        {applied ? (
          <View style={styles.applied} testID="voucher-applied">
            {/* Kept on the cart while it gives nothing (used up, below its minimum): said so, with why. */}
            <Text variant="label">{appliedText}</Text>
            {applied.failure_message ? <Text tone="error">{applied.failure_message}</Text> : null}
            <Pressable
              accessibilityRole="button"
              accessibilityLabel={t('screens.cart.voucher_remove', { code: applied.code })}
              onPress={async () => {
                const removed = await removeCoupon(applied.code);
                if (removed.data) {
                  quote.accept(removed.data);
                  dispatch(voucherSelected(null));
                }
              }}
            >
              <Text variant="caption" style={styles.link}>
                {t('screens.cart.remove_short')}
              </Text>
            </Pressable>
          </View>
        ) : null}
      </Announcement>
      {vouchers.length > 0 ? (
        <View style={styles.applied} testID="account-vouchers">
          <Text variant="caption">{t('screens.cart.my_vouchers')}</Text>
          {vouchers.map((voucher) => (
            <Pressable
              key={voucher.id}
              accessibilityRole="button"
              accessibilityLabel={t('screens.cart.use_voucher', { code: voucher.code })}
              onPress={() => apply(voucher.code)}
              style={styles.chip}
            >
              <Text variant="caption">{t('screens.cart.use_voucher', { code: voucher.code })}</Text>
            </Pressable>
          ))}
        </View>
      ) : null}
    </View>
  );
}

export function Totals({ quote }: { quote: CartQuote }) {
  const attributes = quote.document?.data.attributes;
  // A refused basket has no amounts: the last ones were another basket's.
  const failure = quote.isPending ? undefined : quote.failure;
  return (
    <View style={styles.totals} testID="cart-totals">
      <Text variant="title" role="heading" aria-level={2}>
        {t('screens.cart.totals')}
      </Text>
      {failure ? <QuoteFailure failure={failure} onRetry={quote.refresh} /> : null}
      {!failure && (!attributes || quote.isPending) ? (
        <Text tone="muted">{t('screens.cart.computing')}</Text>
      ) : null}
      {attributes && !failure ? <ServerTotals attributes={attributes} /> : null}
    </View>
  );
}

/**
 * Why the server could not price the basket, and a way to ask again. Products still sold but
 * short of stock are not « plus disponibles »: the alert above the lines offers what is left.
 */
function QuoteFailure({ failure, onRetry }: { failure: CartFailure; onRetry(): void }) {
  const { code, variantIds = [], stockLeft = {} } = failure;
  const isOnlyShort =
    code === 'unavailable_products' &&
    variantIds.length > 0 &&
    variantIds.every((id) => stockLeft[id] !== undefined);
  return (
    <View accessibilityRole="alert" testID="cart-totals-failure">
      <Text tone="error">{isOnlyShort ? t('screens.cart.stock_short_totals') : errorText(code).content}</Text>
      <ErrorCodeLine code={code} />
      <Button label={t('screens.network_error.retry')} variant="outline" onPress={onRetry} />
    </View>
  );
}

/**
 * The amounts the server charges, then the delivery: its price once the checkout chose a method
 * (a subtotal), before that what it will cost (issue 36: « à partir de », or offered), so the
 * total says whether delivery is in it.
 */
function ServerTotals({ attributes }: { attributes: CartDocument['data']['attributes'] }) {
  const estimate = attributes.delivery_estimate;
  const isDeliveryExtra = estimate !== null && !estimate.offered;
  const unpayable = errorText('minimum_payable_not_reached');
  return (
    <>
      {attributes.subtotals.map((subtotal) => (
        <View key={subtotal.code} style={styles.totalRow}>
          <Text>{subtotal.label}</Text>
          <Text>{subtotal.display_amount}</Text>
        </View>
      ))}
      {estimate ? (
        <View testID="delivery-estimate">
          <View style={styles.totalRow}>
            <Text>{t('screens.cart.delivery')}</Text>
            <Text>{estimate.label}</Text>
          </View>
          <Text variant="caption" tone="muted">
            {estimate.explain}
          </Text>
        </View>
      ) : null}
      <View style={styles.totalRow}>
        <Text variant="title">
          {t(isDeliveryExtra ? 'screens.cart.total_before_delivery' : 'screens.cart.total')}
        </Text>
        <Text variant="title" testID="cart-total">
          {formatEuros(parseDecimalString(attributes.total))}
        </Text>
      </View>
      {isBelowMinimumPayable(attributes) ? (
        <Notice tone="error" title={unpayable.title} message={unpayable.content} testID="cart-unpayable" />
      ) : null}
    </>
  );
}

/**
 * Spec §5: an order with less than 1 € to pay cannot be validated (a code worth the whole basket).
 * The cart says so, and « Commander » waits, once its total is final (the delivery offered or in
 * it), rather than the card step after four others.
 */
export function isBelowMinimumPayable(attributes: CartDocument['data']['attributes'] | undefined): boolean {
  if (!attributes) return false;
  const estimate = attributes.delivery_estimate;
  if (estimate !== null && !estimate.offered) return false;
  return !checkMinimumPayable(parseDecimalString(attributes.order_total_after_store_credit)).ok;
}

const styles = StyleSheet.create({
  section: { gap: spacing.md },
  link: { color: palette.link, textDecorationLine: 'underline' },
  line: {
    gap: spacing.sm,
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    padding: spacing.md,
  },
  lineRow: { flexDirection: 'row', gap: spacing.md, alignItems: 'center' },
  lineText: { flex: 1, gap: spacing.xxs },
  lineActions: { alignItems: 'flex-end', gap: spacing.xs },
  banner: {
    backgroundColor: palette.informational,
    borderRadius: radius.md,
    padding: spacing.md,
    gap: spacing.xs,
  },
  gift: {
    flexDirection: 'row',
    gap: spacing.md,
    alignItems: 'flex-start',
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    padding: spacing.md,
  },
  offered: {
    borderWidth: 1,
    borderColor: palette.discount,
    borderRadius: radius.md,
    padding: spacing.md,
    gap: spacing.xxs,
  },
  applied: { flexDirection: 'row', gap: spacing.md, alignItems: 'center', flexWrap: 'wrap' },
  totals: { gap: spacing.sm, backgroundColor: palette.surface, borderRadius: radius.md, padding: spacing.lg },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between' },
  chip: {
    borderWidth: 1,
    borderColor: palette.primary,
    borderRadius: radius.pill,
    paddingHorizontal: spacing.md,
    paddingVertical: spacing.xs,
  },
});
