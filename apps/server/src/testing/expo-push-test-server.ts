/**
 * A local stand-in for Expo's push service (https://docs.expo.dev/push-notifications/sending-notifications/):
 * `POST /--/api/v2/push/send` with a JSON array of messages answers `{ data: [ticket…] }`, one
 * ticket per message in order; `POST /--/api/v2/push/getReceipts` with `{ ids }` answers
 * `{ data: { id: receipt } }` for the tickets it gave whose receipt is ready. Tokens it was told
 * are gone answer `DeviceNotRegistered` in their ticket; others can be given an error receipt or
 * no receipt yet. It can refuse the next requests (429 as when the project sends too fast, or
 * 503), accepts gzipped bodies as the SDK sends them, and checks the access token when given one.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type ExpoPushRequest = {
  headers: IncomingMessage['headers'];
  messages: { to: string; title: string; body: string; data?: Record<string, string>; sound?: string }[];
};

type ReceiptError = 'DeviceNotRegistered' | 'MessageTooBig' | 'MessageRateExceeded' | 'InvalidCredentials';

export type ExpoPushTestServer = {
  /** The host to give the SDK (`EXPO_BASE_URL`). */
  baseUrl: string;
  /** The send requests it accepted. */
  requests: ExpoPushRequest[];
  /** The receipt ids of each receipts request it accepted. */
  receiptRequests: string[][];
  /** How many requests it refused (`refuseNext`). */
  refusals: number;
  /** These tokens answer `DeviceNotRegistered` in their ticket (the app was removed). */
  goneTokens: Set<string>;
  /** The receipt of a message to one of these tokens says this error. */
  receiptErrors: Map<string, ReceiptError>;
  /** The receipts of messages to these tokens are not ready yet. */
  lateReceipts: Set<string>;
  /** Refuses the next `count` requests (of any route) after `after` more are answered. */
  refuseNext(count: number, options?: { status?: 429 | 503; after?: number }): void;
  close(): Promise<void>;
};

const SEND_PATH = '/--/api/v2/push/send';
const RECEIPTS_PATH = '/--/api/v2/push/getReceipts';

export async function startExpoPushTestServer(
  options: { accessToken?: string } = {},
): Promise<ExpoPushTestServer> {
  const goneTokens = new Set<string>();
  const receiptErrors = new Map<string, ReceiptError>();
  const lateReceipts = new Set<string>();
  /** The token each ticket it gave was for. */
  const tickets = new Map<string, string>();
  let refusal = { count: 0, status: 503, after: 0 };

  const state: Omit<ExpoPushTestServer, 'baseUrl' | 'close'> = {
    requests: [],
    receiptRequests: [],
    refusals: 0,
    goneTokens,
    receiptErrors,
    lateReceipts,
    refuseNext: (count, { status = 503, after = 0 } = {}) => {
      refusal = { count, status, after };
    },
  };

  const send = (messages: ExpoPushRequest['messages']) =>
    messages.map((message) => {
      if (goneTokens.has(message.to))
        return {
          status: 'error',
          message: `"${message.to}" is not a registered push notification recipient`,
          details: { error: 'DeviceNotRegistered', expoPushToken: message.to },
        };
      if (!/^Expo(nent)?PushToken\[.+\]$/.test(message.to))
        return { status: 'error', message: 'not a push token', details: { error: 'InvalidCredentials' } };
      const id = randomUUID();
      tickets.set(id, message.to);
      return { status: 'ok', id };
    });

  const receipts = (ids: string[]) =>
    Object.fromEntries(
      ids.flatMap((id) => {
        const token = tickets.get(id);
        if (token === undefined || lateReceipts.has(token)) return [];
        const error = receiptErrors.get(token);
        return [
          [
            id,
            error
              ? { status: 'error', message: `the push service said ${error}`, details: { error } }
              : { status: 'ok' },
          ],
        ];
      }),
    );

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || (request.url !== SEND_PATH && request.url !== RECEIPTS_PATH))
        return answer(404, { errors: [{ code: 'NOT_FOUND', message: 'unknown route' }] });
      if (refusal.after > 0) refusal.after--;
      else if (refusal.count > 0) {
        refusal.count--;
        state.refusals++;
        return refusal.status === 429
          ? answer(429, { errors: [{ code: 'TOO_MANY_REQUESTS', message: 'slow down' }] })
          : answer(503, { errors: [{ code: 'INTERNAL_SERVER_ERROR', message: 'try again' }] });
      }
      if (options.accessToken && request.headers.authorization !== `Bearer ${options.accessToken}`)
        return answer(401, { errors: [{ code: 'UNAUTHORIZED', message: 'bad access token' }] });
      let parsed: unknown;
      try {
        const body = Buffer.concat(chunks);
        const text = request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
        parsed = JSON.parse(text.toString('utf8'));
      } catch {
        return answer(400, { errors: [{ code: 'VALIDATION_ERROR', message: 'not JSON' }] });
      }
      if (request.url === RECEIPTS_PATH) {
        const ids = (parsed as { ids?: unknown }).ids;
        if (!Array.isArray(ids) || ids.length > 300)
          return answer(400, { errors: [{ code: 'VALIDATION_ERROR', message: 'ids: up to 300' }] });
        state.receiptRequests.push(ids as string[]);
        return answer(200, { data: receipts(ids as string[]) });
      }
      const messages = (Array.isArray(parsed) ? parsed : [parsed]) as ExpoPushRequest['messages'];
      if (messages.length > 100) return answer(400, { errors: [{ code: 'PUSH_TOO_MANY_NOTIFICATIONS' }] });
      state.requests.push({ headers: request.headers, messages });
      answer(200, { data: send(messages) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
