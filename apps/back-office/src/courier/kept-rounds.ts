/**
 * The courier's rounds as the server last answered them, kept on the phone so that the page,
 * reopened without network, still shows the day's stops (a phone closes a tab in the background).
 * Only the shop's day they were read on: a round of another day is never shown, and is dropped.
 * Signing out drops them (they hold customers' addresses and phone numbers).
 */
import { parisDay } from '../common/format';
import type { CourierRounds } from '../providers/staff-types';

export type ShownRounds = CourierRounds & { clockOffsetMs: number };
export type KeptRounds = ShownRounds & { keptAt: number };

const PREFIX = 'sillon.courier.rounds.';

export function keptRoundsKey(memberId: string): string {
  return `${PREFIX}${memberId}`;
}

/** Keeps the rounds as read at `at` (the phone's clock); a full or refused storage keeps nothing. */
export function keepRounds(memberId: string, rounds: ShownRounds, at: number): void {
  try {
    localStorage.setItem(keptRoundsKey(memberId), JSON.stringify({ ...rounds, keptAt: at }));
  } catch {
    // The page then needs the network when reopened, as before.
  }
}

/**
 * The rounds kept for this member if they are of the shop's day at `now` (the phone's clock moved
 * by the shop's offset, as the server gave it); anything else is dropped.
 */
export function keptRoundsOf(memberId: string, now: number): KeptRounds | undefined {
  const key = keptRoundsKey(memberId);
  const kept = readKept(localStorage.getItem(key));
  if (kept && kept.day === parisDay(new Date(now + kept.clockOffsetMs))) return kept;
  localStorage.removeItem(key);
  return undefined;
}

/**
 * What storage holds, if it has the kept rounds' shape: only this page writes it, but a page of an
 * older version may have left another one (the contract's schemas stay off the back office's bundle).
 */
function readKept(text: string | null): KeptRounds | undefined {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<Record<keyof KeptRounds, unknown>> | null;
    const isKept =
      typeof value?.day === 'string' &&
      typeof value.now === 'string' &&
      Array.isArray(value.rounds) &&
      value.rounds.every((round: unknown) => Array.isArray((round as { stops?: unknown } | null)?.stops)) &&
      typeof value.clockOffsetMs === 'number' &&
      typeof value.keptAt === 'number';
    return isKept ? (value as KeptRounds) : undefined;
  } catch {
    return undefined;
  }
}

/** Every member's kept rounds gone (signing out). */
export function forgetKeptRounds(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
}
