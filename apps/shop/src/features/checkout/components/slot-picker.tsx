import { formatSlotHours, groupSlotsByParisDay, t } from '@sillon/domain';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { Chip, RadioRow, ScrollRow, Text, spacing } from '@/ui';

export type PickableSlot = { id: string; start: string; end: string; isFull: boolean };

/**
 * Spec §3 delivery slots: the days first (Paris time, "mardi 25 novembre"), then the chosen
 * day's slots ("10:00 – 12:00"); a full slot stays visible, disabled, marked « Complet ».
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
  const firstOpen = days.find((day) => day.slots.some((slot) => !slot.isFull));
  const [dayKey, setDayKey] = useState<string | undefined>(dayOfSelected?.key ?? firstOpen?.key);
  const day = days.find((candidate) => candidate.key === dayKey) ?? days[0];

  if (days.length === 0) return <Text>{t('checkout.timeslot.none')}</Text>;
  return (
    <View style={styles.picker}>
      <ScrollRow contentContainerStyle={styles.days}>
        {days.map((candidate) => (
          <Chip
            key={candidate.key}
            label={candidate.label}
            selected={candidate.key === day?.key}
            onPress={() => setDayKey(candidate.key)}
            testID={`slot-day-${candidate.key}`}
          />
        ))}
      </ScrollRow>
      <View style={styles.slots} role="radiogroup" aria-label={day?.label}>
        {(day?.slots ?? []).map((slot) => {
          const hours = formatSlotHours(slot);
          return (
            <RadioRow
              key={slot.id}
              label={hours}
              trailing={slot.isFull ? t('checkout.timeslot.full') : undefined}
              accessibilityLabel={t(
                slot.isFull ? 'checkout.timeslot.slot_full_label' : 'checkout.timeslot.slot_label',
                { day: day?.label ?? '', hours },
              )}
              checked={slot.id === selectedId}
              disabled={slot.isFull}
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
  days: { gap: spacing.sm, paddingVertical: spacing.xxs },
  slots: { gap: spacing.sm },
});
