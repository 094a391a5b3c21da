/**
 * The shop's clock, as the server's answers date them (`Date`, the shop's own clock): an order's
 * countdown, the slots offered and the vouchers' dates follow it, not a device's clock, which a
 * phone may have wrong. A gap under a minute is the header's whole seconds and the network's:
 * the device's clock is kept then.
 */
const NEGLIGIBLE_GAP_MS = 60_000;

let gapMs = 0;

/** Now, by the shop's clock. */
export function shopNow(): Date {
  return new Date(Date.now() + gapMs);
}

/**
 * Learns the gap from an answer sent at `sentAt` and received at `receivedAt` (device times). Only
 * an answer no cache kept (`no-store`) says the time now.
 */
export function learnShopTime(headers: Headers, sentAt: number, receivedAt: number): void {
  if (!/\bno-store\b/.test(headers.get('cache-control') ?? '')) return;
  const dated = Date.parse(headers.get('date') ?? '');
  if (Number.isNaN(dated)) return;
  // The header's whole second: the answer was written within [dated, dated + 1 s).
  const gap = dated + 500 - (sentAt + receivedAt) / 2;
  gapMs = Math.abs(gap) < NEGLIGIBLE_GAP_MS ? 0 : gap;
}
