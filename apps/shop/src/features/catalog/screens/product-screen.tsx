import type { ProductCard } from '@sillon/contract';
import {
  breadcrumbs,
  findProduct,
  formatEuros,
  productPath,
  quantityLeftToAdd,
  otherFormatId,
  stockLeftForFormat,
  t,
  tCount,
  violationText,
} from '@sillon/domain';
import { Link } from 'expo-router';
import { useState, type ComponentType, type ReactNode } from 'react';
import { StyleSheet, View } from 'react-native';
import { violationCleared } from '@/features/cart';
import { ListToggle } from '@/features/shopping-list';
import { productPagePath, useProductCardsQuery, useRoutingQuery } from '../api/catalog-api';
import { FoodInformationSection } from '../components/food-information';
import { useAddToCart } from '../components/regional-check';
import { productStructuredData } from '../structured-data';
import { CatalogBreadcrumbs } from '../components/catalog-breadcrumbs';
import { NotFoundPanel, QueryBoundary } from '@/features/errors';
import { SeasonsCalendarLink } from '@/features/seasons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  Button,
  Columns,
  JsonLd,
  PageHead,
  Price,
  QuantityStepper,
  RemoteImage,
  Screen,
  Skeleton,
  Text,
  layout,
  palette,
  radius,
  spacing,
} from '@/ui';

const MAX_PHOTO_SIZE = layout.maxContentWidth - 2 * spacing.lg;

/**
 * The review form the route gives the product card (the reviews feature depends on the catalogue,
 * not the reverse); a review written has the card asked again for its new average and count
 * (`productCardChanged`).
 */
export type ProductReviewForm = ComponentType<{ productId: string; productPath: string; onPosted?(): void }>;

/** The product card (spec §2 `pp/{slug-documentId}`), optionally its retail variant. */
export function ProductScreen({
  segment,
  retail = false,
  reviewForm: ReviewForm,
}: {
  segment: string;
  retail?: boolean;
  reviewForm?: ProductReviewForm;
}) {
  const routing = useRoutingQuery(productPagePath(segment));
  const route = routing.data ? findProduct(segment, routing.data.products) : undefined;
  const cards = useProductCardsQuery(route ? [route.id] : [], { skip: !route });
  const product = cards.data?.[0];
  return (
    <Screen wide>
      <QueryBoundary queries={[routing, cards]} skeleton={<ProductSkeleton />}>
        {routing.data && (!route || (cards.isSuccess && !product)) ? <NotFoundPanel /> : null}
        {product && routing.data ? (
          <ProductDetails
            product={product}
            retail={retail}
            routing={routing.data}
            reviews={
              ReviewForm ? (
                <ReviewForm productId={product.id} productPath={productPath(product, { retail })} />
              ) : null
            }
          />
        ) : null}
      </QueryBoundary>
    </Screen>
  );
}

function ProductDetails({
  product,
  retail,
  routing,
  reviews,
}: {
  product: ProductCard;
  retail: boolean;
  routing: NonNullable<ReturnType<typeof useRoutingQuery>['data']>;
  reviews: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const [quantity, setQuantity] = useState(1);
  const violation = useAppSelector((state) => state.cart.lastViolation);
  const variant = retail && product.retail ? product.retail : undefined;
  const cartLineId = variant?.id ?? product.id;
  const inCart = useAppSelector(
    (state) => state.cart.products.find((line) => line.id === cartLineId)?.quantity ?? 0,
  );
  // The product's other format (its retail variant, or the product) draws on the same stock.
  const otherLineId = otherFormatId(cartLineId, product);
  const inCartOtherFormat = useAppSelector(
    (state) => state.cart.products.find((line) => line.id === otherLineId)?.quantity ?? 0,
  );
  const stockLeft = stockLeftForFormat(product.stockLeft, inCartOtherFormat);
  // The stepper chooses what to add: no more than the cap or the stock leaves beside the cart's.
  const left = quantityLeftToAdd(inCart, product.maxOrderable, stockLeft);
  const chosen = left === null || left === 0 ? quantity : Math.min(quantity, left);
  // The stock is told only when it stops an order before the cap: said once « + » stops there.
  const stockStop = left !== null && chosen >= left ? stockLeft : undefined;
  const priceCents = variant?.priceCents ?? product.priceCents;
  const unitPrice = variant ? variant.unitPrice : product.unitPrice;
  const crumbs = breadcrumbs(productPath(product, { retail: !!variant }), routing);
  const toCart = useAddToCart({ ...product, priceCents }, cartLineId);

  return (
    <View style={styles.details}>
      <PageHead title={product.displayName} description={product.description} />
      <JsonLd
        data={productStructuredData(product, {
          path: productPath(product, { retail: !!variant }),
          priceCents,
        })}
      />
      <CatalogBreadcrumbs crumbs={crumbs} />
      {/* On the web's desktop the picture and the rest side by side, « Ajouter au panier » in the
          first screen; on a phone the rest follows the picture, as before. */}
      <Columns
        main={
          <View style={styles.photo}>
            <RemoteImage
              path={product.photo.url}
              alt={product.photo.alt}
              width={MAX_PHOTO_SIZE}
              height={MAX_PHOTO_SIZE}
              priority
              fluid
            />
          </View>
        }
        aside={
          <View style={styles.details}>
            <Text variant="heading" role="heading" aria-level={1}>
              {product.displayName}
            </Text>
            <View style={styles.priceRow}>
              <Price cents={priceCents} variant="title" />
              <Text tone="muted">
                {variant?.unitLabel ?? product.unitLabel}
                {unitPrice
                  ? ` · ${t('components.product.unit_price', { price: formatEuros(unitPrice.cents), per: unitPrice.per })}`
                  : ''}
              </Text>
            </View>
            {product.retail ? (
              // The product's other format: its retail variant (`/retail`, spec §2), or the product.
              <Link
                href={productPath(product, { retail: !variant })}
                style={styles.crumbLink}
                accessibilityRole="link"
                testID="other-format"
              >
                {t('components.product.other_format', {
                  unit: variant ? product.unitLabel : product.retail.unitLabel,
                  price: formatEuros(variant ? product.priceCents : product.retail.priceCents),
                })}
              </Link>
            ) : null}
            {product.rating ? (
              <Link
                href={productPath(product, { retail: !!variant, reviews: true })}
                style={styles.crumbLink}
                accessibilityRole="link"
              >
                {tCount('components.product.rating', product.rating.totalCount, {
                  average: product.rating.averageRating.toLocaleString('fr-FR'),
                })}
              </Link>
            ) : null}
            <View style={styles.labels}>
              {product.labels.map((label) => (
                <Text key={label} variant="caption" style={styles.label}>
                  {label}
                </Text>
              ))}
            </View>
            {product.available && left === 0 ? (
              <View style={styles.buy}>
                <Button label={t('components.product.add_to_cart')} disabled style={styles.addButton} />
                {stockStop !== undefined ? null : (
                  <Text variant="caption" testID="cart-holds-max">
                    {t('components.product.cart_holds_max', { max: product.maxOrderable ?? inCart })}
                  </Text>
                )}
              </View>
            ) : product.available ? (
              <View style={styles.buy}>
                <QuantityStepper
                  quantity={chosen}
                  maxOrderable={left}
                  name={product.displayName}
                  onChange={(next) => {
                    setQuantity(next);
                    dispatch(violationCleared());
                  }}
                />
                <Button
                  label={t('components.product.add_to_cart')}
                  onPress={() => toCart.add(chosen)}
                  style={styles.addButton}
                />
              </View>
            ) : (
              <Text variant="label" tone="error">
                {t('components.product.unavailable')}
              </Text>
            )}
            {product.available && stockStop !== undefined ? (
              <Text variant="caption" testID="stock-left">
                {t('screens.cart.stock_left_line', { name: product.displayName, left: stockStop })}
              </Text>
            ) : null}
            <ListToggle productId={product.id} name={product.displayName} />
            {toCart.sheet}
            {product.regionalPostalPrefixes ? (
              <Text variant="caption" tone="muted" testID="regional-hint">
                {t('components.regional_product.hint')}
              </Text>
            ) : null}
            {product.maxOrderable ? (
              <Text variant="caption" tone="muted">
                {t('components.product.max_per_order', { max: product.maxOrderable })}
              </Text>
            ) : null}
            {product.outOfSeason ? (
              <View style={styles.season} testID="out-of-season">
                <Text variant="caption" tone="muted">
                  {t('components.product.out_of_season_hint')}
                </Text>
                <SeasonsCalendarLink />
              </View>
            ) : null}
            {violation ? (
              <Text tone="error" accessibilityRole="alert">
                {violationText(violation)}
              </Text>
            ) : null}
            {inCart > 0 ? (
              <Text variant="caption" testID="in-cart">
                {t('components.product.in_cart', { count: inCart })}
              </Text>
            ) : null}
            <Text>{product.description}</Text>
            {product.foodInformation ? (
              <FoodInformationSection information={product.foodInformation} />
            ) : null}
            <View style={styles.producer}>
              <Text variant="label">
                {t('components.product.producer', {
                  farm: product.producer.farmName,
                  region: product.producer.region,
                })}
              </Text>
              <Text variant="caption" tone="muted">
                {t('components.product.origin', { region: product.originRegion })}
              </Text>
              <Text variant="caption">{product.producer.story}</Text>
              <Text variant="label">{t('components.product.practices')}</Text>
              {product.producer.practices.map((practice) => (
                <Text key={practice} variant="caption">
                  • {practice}
                </Text>
              ))}
              <Text variant="label" style={styles.share}>
                {t('components.product.farm_share', {
                  percent: product.farmSharePercent.toLocaleString('fr-FR'),
                })}
              </Text>
            </View>
            {reviews}
          </View>
        }
      />
    </View>
  );
}

function ProductSkeleton() {
  return (
    <View style={styles.details}>
      <Skeleton width="60%" height={14} />
      <Skeleton width="100%" height={300} />
      <Skeleton width="80%" height={32} />
      <Skeleton width="40%" height={24} />
    </View>
  );
}

const styles = StyleSheet.create({
  details: { gap: spacing.md },
  crumbLink: { color: palette.link, textDecorationLine: 'underline' },
  // As wide as the picture (its corners rounded), next to the details on a desktop.
  photo: {
    borderRadius: radius.lg,
    overflow: 'hidden',
    width: '100%',
    maxWidth: MAX_PHOTO_SIZE,
    alignSelf: 'flex-end',
    alignItems: 'center',
  },
  priceRow: { flexDirection: 'row', alignItems: 'baseline', gap: spacing.md, flexWrap: 'wrap' },
  labels: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  label: {
    backgroundColor: palette.informational,
    borderRadius: radius.pill,
    paddingHorizontal: spacing.md,
    paddingVertical: spacing.xxs,
  },
  buy: { flexDirection: 'row', alignItems: 'center', gap: spacing.lg, flexWrap: 'wrap' },
  addButton: { flexGrow: 1 },
  season: { gap: spacing.xs },
  producer: {
    gap: spacing.xs,
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    padding: spacing.lg,
  },
  share: { marginTop: spacing.sm },
});
