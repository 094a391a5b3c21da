/**
 * How many reports one client address may send per minute, and the whole copy: a crashing app
 * in a loop, or someone filling the table, is refused with 429 (and its reports are lost, which
 * is fine: the first ones tell the story). Kept in memory: each server copy counts its own.
 */
export type ReportLimits = { perClientPerMinute: number; perCopyPerMinute: number };

export const defaultReportLimits: ReportLimits = { perClientPerMinute: 30, perCopyPerMinute: 600 };

export function createReportLimiter(limits: ReportLimits, now: () => Date) {
  let windowStart = 0;
  let copyCount = 0;
  const perClient = new Map<string, number>();
  return {
    /** Counts a report from `client`; false when it goes over a limit. */
    allow(client: string): boolean {
      const minute = Math.floor(now().getTime() / 60_000);
      if (minute !== windowStart) {
        windowStart = minute;
        copyCount = 0;
        perClient.clear();
      }
      const clientCount = (perClient.get(client) ?? 0) + 1;
      if (clientCount > limits.perClientPerMinute || copyCount + 1 > limits.perCopyPerMinute) return false;
      perClient.set(client, clientCount);
      copyCount++;
      return true;
    },
  };
}
