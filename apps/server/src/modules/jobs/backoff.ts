/** When a failed job is tried again: the wait doubles after each failure, up to a ceiling. */
export type Backoff = {
  /** The wait after the first failure. */
  firstDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs: number;
};

/** The wait before the next try, after `failedAttempts` (1, 2, …) failures in a row. */
export function retryDelayMs(failedAttempts: number, backoff: Backoff): number {
  const doublings = Math.max(0, failedAttempts - 1);
  // 2^31 already exceeds any ceiling; capping the exponent keeps the product finite.
  return Math.min(backoff.firstDelayMs * 2 ** Math.min(doublings, 31), backoff.maxDelayMs);
}
