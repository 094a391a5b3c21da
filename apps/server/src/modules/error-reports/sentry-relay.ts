/**
 * With `SENTRY_DSN` set, every envelope the receiver accepted goes on to that Sentry project, as
 * it came (the tunnel pattern: Sentry sees the SDK's own events, sessions and attachments). It
 * goes only there, whatever the envelope names, so the receiver is no open relay. Fire and
 * forget: Sentry being slow or down never delays an answer; a refusal is logged.
 */
import { getEnvelopeEndpointWithUrlEncodedAuth, makeDsn, suppressTracing } from '@sentry/core';
import type { EnvelopeIdentity } from './envelope-reader';

const SEND_TIMEOUT_MS = 5000;

export type SentryRelay = {
  /** The project whose envelopes are accepted. */
  identity: EnvelopeIdentity;
  forward(envelope: Uint8Array): void;
  /** Resolves once every envelope on its way has arrived or failed (tests, the server's stop). */
  pending(): Promise<void>;
};

/** A DSN Sentry's SDKs accept (`https://key@host/42`); undefined otherwise. */
export function sentryProjectOf(dsn: string): EnvelopeIdentity | undefined {
  const parsed = /^https?:\/\/\w+@/.test(dsn) ? makeDsn(dsn) : undefined;
  return parsed?.publicKey && /^\d+$/.test(parsed.projectId)
    ? { publicKey: parsed.publicKey, projectId: parsed.projectId }
    : undefined;
}

export function createSentryRelay(
  dsn: string,
  deps: { log: { warn(details: object, message: string): void } },
): SentryRelay {
  const components = makeDsn(dsn);
  const identity = sentryProjectOf(dsn);
  if (!components || !identity) throw new Error('SENTRY_DSN is not a Sentry DSN');
  // The project's envelope address with the DSN's key in its query, as Sentry's own transports post.
  const url = getEnvelopeEndpointWithUrlEncodedAuth(components);
  const inFlight = new Set<Promise<void>>();

  async function send(envelope: Uint8Array): Promise<void> {
    // Untraced: with traces on, this call's span would reach Sentry in an envelope, whose
    // forwarding would make another span, and so on.
    const response = await suppressTracing(() =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: new Uint8Array(envelope),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      }),
    );
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`Sentry answered ${response.status}`);
  }

  return {
    identity,
    forward(envelope) {
      const sending = send(envelope)
        .catch((failure: unknown) =>
          deps.log.warn({ err: failure }, 'an error report could not reach Sentry'),
        )
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async pending() {
      await Promise.all([...inFlight]);
    },
  };
}
