/**
 * A local stand-in for Expo's push service (https://docs.expo.dev/push-notifications/sending-notifications/):
 * `POST /--/api/v2/push/send` with a JSON array of messages answers `{ data: [ticket…] }`, one
 * ticket per message in order. Tokens it was told are gone answer `DeviceNotRegistered`; it can
 * refuse the next requests with a 503, and checks the access token when given one.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ExpoPushRequest = {
  headers: IncomingMessage['headers'];
  messages: { to: string; title: string; body: string; data?: Record<string, string>; sound?: string }[];
};

export type ExpoPushTestServer = {
  url: string;
  requests: ExpoPushRequest[];
  /** These tokens answer `DeviceNotRegistered` (the app was removed). */
  goneTokens: Set<string>;
  refuseNext(count: number): void;
  close(): Promise<void>;
};

export async function startExpoPushTestServer(
  options: { accessToken?: string } = {},
): Promise<ExpoPushTestServer> {
  const requests: ExpoPushRequest[] = [];
  const goneTokens = new Set<string>();
  let refusals = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/--/api/v2/push/send')
        return answer(404, { errors: [{ code: 'NOT_FOUND', message: 'unknown route' }] });
      if (refusals > 0) {
        refusals--;
        return answer(503, { errors: [{ code: 'INTERNAL_SERVER_ERROR', message: 'try again' }] });
      }
      if (options.accessToken && request.headers.authorization !== `Bearer ${options.accessToken}`)
        return answer(401, { errors: [{ code: 'UNAUTHORIZED', message: 'bad access token' }] });
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(400, { errors: [{ code: 'VALIDATION_ERROR', message: 'not JSON' }] });
      }
      const messages = (Array.isArray(parsed) ? parsed : [parsed]) as ExpoPushRequest['messages'];
      if (messages.length > 100) return answer(400, { errors: [{ code: 'PUSH_TOO_MANY_NOTIFICATIONS' }] });
      requests.push({ headers: request.headers, messages });
      answer(200, {
        data: messages.map((message, index) =>
          goneTokens.has(message.to)
            ? {
                status: 'error',
                message: `"${message.to}" is not a registered push notification recipient`,
                details: { error: 'DeviceNotRegistered', expoPushToken: message.to },
              }
            : /^Expo(nent)?PushToken\[.+\]$/.test(message.to)
              ? { status: 'ok', id: `ticket-${requests.length}-${index}` }
              : { status: 'error', message: 'not a push token', details: { error: 'InvalidCredentials' } },
        ),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/--/api/v2/push/send`,
    requests,
    goneTokens,
    refuseNext: (count) => {
      refusals = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
