/**
 * The delivery day on the customer's order (issue 42): the courier's arrival window, narrower as
 * the round goes; the doorstep's miss when nobody could take the bags; a pickup point's code once
 * the order is ready. The server works all of it out (`delivery_day`); this only says it.
 */
import type { OrderDeliveryDay } from '@sillon/contract';
import { formatParisDay, formatParisHour, t, tCount, type OrderStatus } from '@sillon/domain';
import { Link, type Href } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { config } from '@/config';
import { Notice, Text, palette, spacing } from '@/ui';

export type DeliveryDayShown =
  | { kind: 'window'; from: string; to: string; stopsBefore: number | null; hasLeft: boolean }
  | { kind: 'absent'; at: string | null }
  | { kind: 'pickup'; code: string };

/**
 * What the order's page says of its delivery day, if anything: nothing once the order is delivered
 * or canceled (its status says it all), the window while a courier is to come, the miss after an
 * absent outcome, the code of a prepared pickup-point order until it is collected.
 */
export function deliveryDayShownOf(
  status: OrderStatus | null,
  day: OrderDeliveryDay | null | undefined,
): DeliveryDayShown | null {
  if (!day || status === 'delivered' || status === 'canceled') return null;
  // Until the round leaves, its window is a plan (stops may still move), on a day to name.
  if (day.arrival_window && day.outcome === null)
    return {
      kind: 'window',
      ...day.arrival_window,
      stopsBefore: day.stops_before,
      hasLeft: status === 'delivery',
    };
  if (day.outcome === 'absent') return { kind: 'absent', at: day.outcome_at };
  if (day.pickup_code) return { kind: 'pickup', code: day.pickup_code };
  return null;
}

export function DeliveryDay({ number, shown }: { number: string; shown: DeliveryDayShown | null }) {
  if (!shown) return null;
  if (shown.kind === 'window') return <ArrivalWindow {...shown} />;
  if (shown.kind === 'absent') return <Absent number={number} at={shown.at} />;
  return <PickupCode code={shown.code} />;
}

function ArrivalWindow({
  from,
  to,
  stopsBefore,
  hasLeft,
}: {
  from: string;
  to: string;
  stopsBefore: number | null;
  hasLeft: boolean;
}) {
  const hours = { from: formatParisHour(from), to: formatParisHour(to) };
  return (
    <Notice
      tone="info"
      title={
        hasLeft
          ? t('screens.order.delivery_day.arrival_window', hours)
          : t('screens.order.delivery_day.planned_window', { day: formatParisDay(from), ...hours })
      }
      testID="order-arrival-window"
    >
      {stopsBefore === null || !hasLeft ? null : (
        <Text variant="caption" testID="order-stops-before">
          {stopsBefore === 0
            ? t('screens.order.delivery_day.next_stop')
            : tCount('screens.order.delivery_day.stops_before', stopsBefore)}
        </Text>
      )}
    </Notice>
  );
}

/** The courier came and left with the bags: what happens next is the shop's to tell, not a promise here. */
function Absent({ number, at }: { number: string; at: string | null }) {
  const subject = encodeURIComponent(t('screens.order.delivery_day.contact_subject', { number }));
  return (
    <Notice
      tone="info"
      title={
        at
          ? t('screens.order.delivery_day.absent_at', { hour: formatParisHour(at) })
          : t('screens.order.delivery_day.absent')
      }
      testID="order-absent"
    >
      <Text variant="caption">{t('screens.order.delivery_day.absent_help')}</Text>
      <Link
        href={`mailto:${config.contactEmail}?subject=${subject}` as Href}
        style={styles.link}
        accessibilityRole="link"
        testID="order-absent-contact"
      >
        {t('screens.order.delivery_day.contact', { email: config.contactEmail })}
      </Link>
    </Notice>
  );
}

function PickupCode({ code }: { code: string }) {
  return (
    // Given once prepared, while the parcel may still be on its way to the point: its title says
    // what it is, not that the order waits there (the shop is not told when it arrives).
    <Notice tone="info" title={t('screens.order.delivery_day.pickup_code_title')} testID="order-pickup">
      <Text variant="caption">{t('screens.order.delivery_day.pickup_code_label')}</Text>
      <View style={styles.code}>
        <Text
          variant="display"
          selectable
          // Read digit by digit, as it is said at the counter.
          accessibilityLabel={t('screens.order.delivery_day.pickup_code_spoken', {
            digits: code.split('').join(' '),
          })}
          testID="order-pickup-code"
        >
          {code}
        </Text>
      </View>
    </Notice>
  );
}

const styles = StyleSheet.create({
  link: { color: palette.link, textDecorationLine: 'underline' },
  code: { alignItems: 'center', paddingVertical: spacing.sm },
});
