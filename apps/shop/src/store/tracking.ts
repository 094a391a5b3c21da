/**
 * Spec §1, §4, §9: the shop's tracking events, names only, never personal data:
 * - an anonymous user who signs in: the queue is flushed, the anonymous and the authenticated
 *   users are merged in the CRM, then « Signed Up » (the sign-in result's `isNew`: the number's
 *   first sign-in) or « Signed In » is sent;
 * - logout resets the tracker (the next visitor is someone else);
 * - « Account Deleted » before an account's deletion starts.
 * Tracking is off while the shop is at its end of life (`isEOL`, the default): the store then gets
 * the silent tracker and nothing leaves the app. Otherwise events go to the configured adapter:
 * a Segment-compatible HTTP batch API (`EXPO_PUBLIC_TRACKING_URL`, `EXPO_PUBLIC_TRACKING_KEY`).
 */
export type TrackingEvent = 'Signed Up' | 'Signed In' | 'Account Deleted';

export type Tracker = {
  /** Sends what is queued; resolves once it is sent (or dropped). */
  flush(): Promise<void>;
  track(event: TrackingEvent): void;
  /** The CRM's merge: the anonymous user's history becomes the customer's. */
  merge(anonymousUserId: string, userId: string): void;
  /** Forgets who is tracked (logout). */
  reset(): void;
};

export const silentTracker: Tracker = {
  flush: async () => undefined,
  track: () => undefined,
  merge: () => undefined,
  reset: () => undefined,
};

type TrackingSettings = { isEOL: boolean; url?: string | undefined; writeKey?: string | undefined };

type Message =
  | { type: 'track'; event: TrackingEvent; userId?: string; anonymousId: string; timestamp: string }
  | { type: 'alias'; previousId: string; userId: string; timestamp: string };

/** Events wait this long for others, so a burst leaves as one request. */
const FLUSH_DELAY_MS = 5000;

/** The tracker the configuration asks for: silent at the end of life or without an address. */
export function trackerFromConfig(
  settings: TrackingSettings,
  deps: { fetch?: typeof fetch; now?: () => Date } = {},
): Tracker {
  if (settings.isEOL || !settings.url) return silentTracker;
  return createHttpTracker({ url: settings.url, writeKey: settings.writeKey ?? '' }, deps);
}

/** A Segment-compatible batch API (`POST {url}` `{ batch: [...] }`, the write key as Basic auth). */
export function createHttpTracker(
  target: { url: string; writeKey: string },
  options: { fetch?: typeof fetch; now?: () => Date } = {},
): Tracker {
  // Tracking goes to its own service, never through the shop's API.
  // eslint-disable-next-line no-restricted-globals
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? (() => new Date());
  let queue: Message[] = [];
  let userId: string | undefined;
  let anonymousId = newAnonymousId();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    try {
      await send(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${base64(`${target.writeKey}:`)}`,
        },
        body: JSON.stringify({ batch }),
      });
    } catch {
      // Tracking never disturbs the customer: a lost batch stays lost.
    }
  }

  return {
    flush,
    track(event) {
      queue.push({
        type: 'track',
        event,
        ...(userId ? { userId } : {}),
        anonymousId,
        timestamp: now().toISOString(),
      });
      timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS);
    },
    merge(previousId, customerId) {
      userId = customerId;
      queue.push({ type: 'alias', previousId, userId: customerId, timestamp: now().toISOString() });
    },
    reset() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      queue = [];
      userId = undefined;
      anonymousId = newAnonymousId();
    },
  };
}

function newAnonymousId(): string {
  return `anon-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function base64(text: string): string {
  return typeof btoa === 'function' ? btoa(text) : text;
}
