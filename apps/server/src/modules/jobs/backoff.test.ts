import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

describe('retry backoff', () => {
  const backoff = { firstDelayMs: 30_000, maxDelayMs: 3_600_000 };

  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [50, 3_600_000],
    [10_000, 3_600_000],
  ])('waits %i failures → %i ms (doubling, up to the ceiling)', (failures, delay) => {
    expect(retryDelayMs(failures, backoff)).toBe(delay);
  });
});
