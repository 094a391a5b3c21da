/**
 * The courier's marks waiting for the network (issue 42): each « Livrée » or « Absent » is kept
 * on the phone first, then sent in the order it was made, with its own key so a mark sent twice
 * (an answer lost on the way) is applied once. Plain functions over a list; the page keeps the
 * list in localStorage.
 */
import type { AbsenceReason, DeliveryRound, StopOutcome } from '@sillon/contract';

export type CourierMark = {
  stopId: string;
  /** The phone's own id of the mark: the server applies a key once. */
  key: string;
  outcome: StopOutcome;
  absenceReason: AbsenceReason | null;
  absenceNote: string | null;
  /** When it was marked, by the phone's clock. */
  at: string;
};

export type Outbox = readonly CourierMark[];

/**
 * The outbox with a new mark at its end. A stop has at most one mark: a second one for a stop
 * still waiting (a double tap, two tabs) is dropped, the first one being what the courier saw.
 */
export function withMark(outbox: Outbox, mark: CourierMark): Outbox {
  if (outbox.some((waiting) => waiting.stopId === mark.stopId || waiting.key === mark.key)) return outbox;
  return [...outbox, mark];
}

/** The outbox once the server has settled a mark (applied, or refused for good). */
export function withoutMark(outbox: Outbox, key: string): Outbox {
  return outbox.filter((mark) => mark.key !== key);
}

/** What a failed send means for its mark. */
export type SendFailure = { status: number; code?: string };

/**
 * Whether a mark stays in the outbox after a failed send: no network, a server down or busy, an
 * ended session (the courier signs in again) keep it, and the marks after it wait behind it so
 * the order holds. Any other refusal is final (the stop was already done, it is not theirs): the
 * mark leaves, and the page shows the round as the server has it.
 */
export function keepsMark({ status }: SendFailure): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

export type SendOutcome =
  | { kind: 'sent'; mark: CourierMark; round: DeliveryRound }
  | { kind: 'refused'; mark: CourierMark; message: string; code?: string };

/**
 * Sends the waiting marks one by one, oldest first, and stops at the first one that must wait
 * (the network is still down): the next ones never overtake it. `save` is told the outbox after
 * each settled mark, so a page closed halfway keeps exactly what was not settled.
 */
export async function sendMarks(
  outbox: Outbox,
  send: (mark: CourierMark) => Promise<DeliveryRound>,
  save: (outbox: Outbox) => void,
): Promise<{ outbox: Outbox; outcomes: SendOutcome[] }> {
  let left = outbox;
  const outcomes: SendOutcome[] = [];
  for (const mark of outbox) {
    try {
      const round = await send(mark);
      outcomes.push({ kind: 'sent', mark, round });
    } catch (error) {
      const failure = failureOf(error);
      if (keepsMark(failure)) break;
      outcomes.push({ kind: 'refused', mark, message: failure.message, code: failure.code });
    }
    left = withoutMark(left, mark.key);
    save(left);
  }
  return { outbox: left, outcomes };
}

function failureOf(error: unknown): SendFailure & { message: string } {
  const { status, body, message } = (error ?? {}) as {
    status?: unknown;
    body?: { error?: { code?: unknown } };
    message?: unknown;
  };
  const code = body?.error?.code;
  return {
    status: typeof status === 'number' ? status : 0,
    ...(typeof code === 'string' ? { code } : {}),
    message: typeof message === 'string' ? message : 'Refusé par le serveur.',
  };
}

/**
 * The round as the courier sees it: the server's round with the marks still waiting already
 * applied (a stop marked offline shows done at once).
 */
export function withWaitingMarks<R extends Pick<DeliveryRound, 'stops'>>(round: R, outbox: Outbox): R {
  const stops = round.stops.map((stop) => {
    const mark = outbox.find((waiting) => waiting.stopId === stop.stopId);
    if (!mark || stop.outcome !== null) return stop;
    return {
      ...stop,
      outcome: mark.outcome,
      absenceReason: mark.absenceReason,
      absenceNote: mark.absenceNote,
      outcomeAt: mark.at,
    };
  });
  return { ...round, stops };
}

/** The marks of a stored outbox that still look like marks (an old or hand-edited entry is dropped). */
export function parseOutbox(text: string | null): Outbox {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isMark) : [];
  } catch {
    return [];
  }
}

function isMark(value: unknown): value is CourierMark {
  const mark = value as Partial<CourierMark> | null;
  return (
    typeof mark === 'object' &&
    mark !== null &&
    typeof mark.stopId === 'string' &&
    typeof mark.key === 'string' &&
    (mark.outcome === 'delivered' || mark.outcome === 'absent') &&
    typeof mark.at === 'string'
  );
}

/**
 * A new mark's key, a UUID v4: `crypto.randomUUID` exists only on HTTPS or localhost, and a
 * courier's phone may reach a local shop over plain HTTP.
 */
export function newMarkKey(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Where a member's outbox is kept: one per member, so a phone shared by two couriers mixes nothing. */
export function outboxStorageKey(memberId: string): string {
  return `sillon.courier-outbox.${memberId}`;
}
