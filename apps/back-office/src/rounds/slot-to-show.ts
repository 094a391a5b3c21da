/** Which of a day's bike slots the rounds screen shows: the one chosen, else the first with orders. */
export function slotToShow(
  slots: readonly { id: string; startsAt: string; booked: number }[],
  chosenId: string | undefined,
): string | undefined {
  const sorted = [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  // The chosen one may be another day's (the day changed): then as if none was chosen.
  return (
    sorted.find((slot) => slot.id === chosenId)?.id ??
    (sorted.find((slot) => slot.booked > 0) ?? sorted[0])?.id
  );
}
