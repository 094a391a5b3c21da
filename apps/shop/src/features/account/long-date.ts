/** A day as the account's screens write it: "31 décembre 2030", in the shop's time (Paris). */
const longDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export function formatLongDate(instant: string): string {
  return longDate.format(new Date(instant));
}
