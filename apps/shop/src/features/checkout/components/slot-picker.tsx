import { formatSlotHours, groupSlotsByParisDay, t } from '@sillon/domain';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { Chip, RadioRow, Text, spacing } from '@/ui';

/** `isFull`: every place taken; `isClosed`: the shop closed it. Both as the server says. */
export type PickableSlot = { id: string; start: string; end: string; isFull: boolean; isClosed: boolean };

/** A slot no order may book now: closed by the shop, or full. */
export const isSlotUnavailable = (slot: Pick<PickableSlot, 'isFull' | 'isClosed'>): boolean =>
  slot.isClosed || slot.isFull;

/** What a disabled slot says of itself (closed first: a closed slot would not open with a place freed). */
function unavailableTexts(slot: PickableSlot) {
  if (slot.isClosed)
    return { mark: 'checkout.timeslot.closed', label: 'checkout.timeslot.slot_closed_label' } as const;
  if (slot.isFull)
    return { mark: 'checkout.timeslot.full', label: 'checkout.timeslot.slot_full_label' } as const;
  return undefined;
}

/**
 * Spec §3 delivery slots: the days first (Paris time, "mardi 25 novembre"), then the chosen
 * day's slots ("10 h – 12 h"); a full slot stays visible, disabled, marked « Complet », and a
 * slot the shop closed likewise, marked « Fermé ».
 */
export function SlotPicker({
  slots,
  selectedId,
  onSelect,
}: {
  slots: readonly PickableSlot[];
  selectedId: string | null;
  onSelect(slot: PickableSlot): void;
}) {
  const days = groupSlotsByParisDay(slots);
  const dayOfSelected = days.find((day) => day.slots.some((slot) => slot.id === selectedId));
  const firstOpen = days.find((day) => day.slots.some((slot) => !isSlotUnavailable(slot)));
  const [dayKey, setDayKey] = useState<string | undefined>(dayOfSelected?.key ?? firstOpen?.key);
  const day = days.find((candidate) => candidate.key === dayKey) ?? days[0];

  if (days.length === 0) return <Text>{t('checkout.timeslot.none')}</Text>;
  return (
    <View style={styles.picker}>
      {/* The days wrap rather than scroll: a mouse has no swipe, and a week of appointments fits. */}
      <View style={styles.days} testID="slot-days">
        {days.map((candidate) => (
          <Chip
            key={candidate.key}
            label={candidate.label}
            selected={candidate.key === day?.key}
            onPress={() => setDayKey(candidate.key)}
            testID={`slot-day-${candidate.key}`}
          />
        ))}
      </View>
      <View style={styles.slots} role="radiogroup" aria-label={day?.label}>
        {(day?.slots ?? []).map((slot) => {
          const hours = formatSlotHours(slot);
          const unavailable = unavailableTexts(slot);
          return (
            <RadioRow
              key={slot.id}
              label={hours}
              trailing={unavailable ? t(unavailable.mark) : undefined}
              accessibilityLabel={t(unavailable?.label ?? 'checkout.timeslot.slot_label', {
                day: day?.label ?? '',
                hours,
              })}
              checked={slot.id === selectedId}
              disabled={unavailable !== undefined}
              onPress={() => onSelect(slot)}
              testID={`slot-${slot.id}`}
            />
          );
        })}
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  picker: { gap: spacing.md },
  days: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm, paddingVertical: spacing.xxs },
  slots: { gap: spacing.sm },
});
