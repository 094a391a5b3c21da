/**
 * How the shop sends push notifications: a provider chosen by configuration
 * (`push-provider-of-settings.ts`). The built-in outbox
 * keeps them in the database (listed by `GET /api/dev/push` outside production); the Expo adapter
 * hands them to Expo's push service, which forwards them to Apple's and Google's and tells later,
 * in a receipt, what became of each one.
 */
import type { PushChannel } from '@sillon/domain';

export type PushMessage = {
  /** The device's push token (`ExponentPushToken[…]`), as the app registered it. */
  to: string;
  userId: string;
  title: string;
  body: string;
  /** Where the notification leads when tapped (`{ path: '/my-account/orders/R…' }`). */
  data: Record<string, string>;
  /** The Android channel it is shown in, one per kind of push, which the apps create under its French name. */
  channelId: PushChannel;
  /** The app's notification category, whose actions the notification shows (`substitution`: « Accepter », « Refuser »). */
  categoryId?: string | undefined;
};

/** A refusal the shop must fix (its credentials, its message) or one of the service's own. */
export type PushFault = 'shop' | 'service';

/** What became of one message at once (its ticket) or later (its receipt). */
export type PushOutcome =
  | { status: 'sent' }
  | { status: 'device_gone'; reason: string }
  | { status: 'refused'; reason: string; fault: PushFault };

/** The answer to one message: `receiptId` when the service tells later whether it arrived. */
export type PushTicket = { to: string } & (
  { status: 'sent'; receiptId?: string | undefined } | Exclude<PushOutcome, { status: 'sent' }>
);

export type PushProvider = {
  /** The messages split into what one request to the service may carry, in order. */
  chunk(messages: readonly PushMessage[]): PushMessage[][];
  /**
   * Sends one chunk and resolves with one ticket per message, in order; throws when the service
   * took none of them (unreachable, overloaded), so the whole chunk may be tried again.
   */
  send(chunk: readonly PushMessage[]): Promise<PushTicket[]>;
  /** The receipts ready among these ids (a receipt not ready yet is absent); throws like `send`. */
  receipts(receiptIds: readonly string[]): Promise<Map<string, PushOutcome>>;
};

export type ExpoPushSettings = {
  kind: 'expo';
  /** Expo's host (`https://exp.host`); another one only for a proxy or a test stand-in. */
  baseUrl: string;
  accessToken?: string | undefined;
  /** The SDK's first wait before sending again a chunk Expo refused with a 429. */
  retryMinTimeoutMs?: number;
};

export type PushSettings = {
  provider: { kind: 'outbox' } | ExpoPushSettings;
  /** How long after sending the receipts are read (Expo: most within 15 minutes, up to 30). */
  receiptDelayMs: number;
  /**
   * How long a sent message's ticket is kept: it stops the same notification from reaching a
   * device twice while its job is tried again, and Expo keeps receipts about a day.
   */
  ticketRetentionMs: number;
  /** `GET /api/dev/push` lists the outbox (never in production unless asked for). */
  showDevOutbox: boolean;
};

/** Expo's push service (https://docs.expo.dev/push-notifications/sending-notifications/). */
export const EXPO_BASE_URL = 'https://exp.host';

export function defaultPushSettings(overrides: Partial<PushSettings> = {}): PushSettings {
  return {
    provider: { kind: 'outbox' },
    receiptDelayMs: 15 * 60_000,
    ticketRetentionMs: 24 * 3_600_000,
    showDevOutbox: false,
    ...overrides,
  };
}
