import type { OrderListDocument } from '@sillon/contract';
import {
  accountOrderPath,
  formatParisDay,
  mergeOrderList,
  orderStatusLabel,
  t,
  tCount,
} from '@sillon/domain';
import { Link, type Href } from 'expo-router';
import { useMemo } from 'react';
import { Pressable, StyleSheet, View } from 'react-native';
import { RequireCustomer } from '@/features/auth';
import { QueryBoundary } from '@/features/errors';
import { useAppSelector } from '@/store/hooks';
import { Button, PageHead, Screen, Skeleton, Text, palette, radius, spacing } from '@/ui';
import { useAccountOrdersInfiniteQuery } from '../api/orders-api';

type OrderSummary = {
  number: string;
  completedAt: string | null;
  status: string | null;
  itemCount: number;
  /** Once prepared, the units the customer gets of `itemCount`; null before. */
  deliveredItemCount: number | null;
  displayTotal: string;
};

const summaryOf = (order: OrderListDocument['data'][number]): OrderSummary => {
  // Once prepared, what the order comes to (the missing products are neither charged nor
  // counted); while a substitute waits for an answer, the order as ordered, the most it may be.
  const delivered = order.attributes.delivered_totals;
  const settled = delivered && !delivered.awaiting_answers ? delivered : null;
  return {
    number: order.id,
    completedAt: order.attributes.completed_at,
    status: order.attributes.status,
    itemCount: order.attributes.item_count,
    deliveredItemCount: settled?.item_count ?? null,
    displayTotal: settled?.display_total ?? order.attributes.display_total,
  };
};

/** « 4 articles », or once prepared short « 2 articles sur 4 », as the order's lines say. */
function itemCountText(order: OrderSummary): string {
  const { itemCount, deliveredItemCount } = order;
  return deliveredItemCount === null || deliveredItemCount === itemCount
    ? tCount('screens.orders.items', itemCount)
    : tCount('screens.orders.items_delivered', deliveredItemCount, { ordered: itemCount });
}

/** Spec §2 `my-account/orders`: the customer's orders, newest first, a page at a time. */
export function OrdersScreen() {
  return (
    <Screen>
      <PageHead title={t('screens.orders.title')} />
      <RequireCustomer>
        <OrderList />
      </RequireCustomer>
    </Screen>
  );
}

function OrderList() {
  const userId = useAppSelector((state) => state.auth.user?.id ?? '');
  const orders = useAccountOrdersInfiniteQuery(userId);
  // Spec §3: the list stays sorted and keeps one entry per order number across its pages.
  const list = useMemo(
    () =>
      mergeOrderList(
        [],
        (orders.data?.pages ?? []).flatMap((page) => page.data.map(summaryOf)),
      ),
    [orders.data],
  );

  return (
    <View style={styles.body}>
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.orders.title')}
      </Text>
      <QueryBoundary queries={[orders]} skeleton={<OrdersSkeleton />}>
        {list.length === 0 ? (
          <View style={styles.empty} testID="orders-empty">
            <Text>{t('screens.orders.empty')}</Text>
            <Link href="/menu" style={styles.link} accessibilityRole="link">
              {t('screens.orders.browse')}
            </Link>
          </View>
        ) : (
          <View style={styles.list} testID="orders-list">
            {list.map((order) => (
              <OrderRow key={order.number} order={order} />
            ))}
            {orders.hasNextPage ? (
              <Button
                variant="outline"
                label={t('screens.orders.more')}
                disabled={orders.isFetchingNextPage}
                onPress={() => void orders.fetchNextPage()}
              />
            ) : null}
          </View>
        )}
      </QueryBoundary>
    </View>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  return (
    <Link href={accountOrderPath(order.number) as Href} asChild>
      <Pressable style={styles.row} accessibilityRole="link" testID={`order-${order.number}`}>
        <View style={styles.grow}>
          <Text variant="label">{t('screens.orders.order', { number: order.number })}</Text>
          {order.completedAt ? (
            <Text variant="caption" tone="muted">
              {t('screens.orders.placed_on', { date: formatParisDay(order.completedAt) })}
            </Text>
          ) : null}
          <Text variant="caption" tone="muted">
            {itemCountText(order)}
          </Text>
        </View>
        <View style={styles.end}>
          <Text variant="label">{order.displayTotal}</Text>
          <Text variant="caption" testID="order-status">
            {orderStatusLabel(order.status)}
          </Text>
        </View>
      </Pressable>
    </Link>
  );
}

function OrdersSkeleton() {
  return (
    <View style={styles.list}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} width="100%" height={72} />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  body: { gap: spacing.lg },
  list: { gap: spacing.sm },
  empty: { gap: spacing.md },
  row: {
    flexDirection: 'row',
    gap: spacing.md,
    alignItems: 'center',
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    padding: spacing.lg,
  },
  grow: { flex: 1, gap: spacing.xs },
  end: { alignItems: 'flex-end', gap: spacing.xs },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
