/**
 * The shop's clock, as the server's answers date them (`Date`, the shop's own clock): an order's
 * countdown, the slots offered and the vouchers' dates follow it, not a device's clock, which a
 * phone may have wrong. A gap under a minute is the header's whole seconds and the network's:
 * the device's clock is kept then.
 */
const NEGLIGIBLE_GAP_MS = 60_000;
/**
 * An answer that took longer to come (an app suspended while it waited, a stalled network) was
 * written at an unknown instant of its round trip: it says nothing of the gap.
 */
const LONGEST_ROUND_TRIP_MS = 5_000;

let gapMs = 0;

/** Now, by the shop's clock. */
export function shopNow(): Date {
  return new Date(Date.now() + gapMs);
}

/**
 * Learns the gap from an answer sent at `sentAt` and received at `receivedAt` (device times). Only
 * an answer no cache kept (`no-store`), and one that came back quickly, says the time now.
 */
export function learnShopTime(headers: Headers, sentAt: number, receivedAt: number): void {
  // A device clock set back meanwhile makes it negative: as little known.
  const roundTripMs = receivedAt - sentAt;
  if (roundTripMs < 0 || roundTripMs > LONGEST_ROUND_TRIP_MS) return;
  if (!/\bno-store\b/.test(headers.get('cache-control') ?? '')) return;
  const dated = Date.parse(headers.get('date') ?? '');
  if (Number.isNaN(dated)) return;
  // The header's whole second: the answer was written within [dated, dated + 1 s).
  const gap = dated + 500 - (sentAt + receivedAt) / 2;
  gapMs = Math.abs(gap) < NEGLIGIBLE_GAP_MS ? 0 : gap;
}
