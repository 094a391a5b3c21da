/**
 * The development tools (the SMS outbox gives anyone the sign-in codes, the mailbox the receipts,
 * the clock moves the shop's time) and the payment sandbox's secret-key API answer only requests
 * made on the server's own machine: a shop started with them on a public address must not hand
 * its accounts out. A request that came through a proxy is refused even from a proxy on the same
 * machine, whose own address is the loopback: it carries one of the headers proxies add
 * (`X-Forwarded-For`, `Forwarded`, `X-Real-IP`, `Via`…), whichever the proxy is.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const PROXY_HEADERS = [
  'x-forwarded-for',
  'forwarded',
  'x-real-ip',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'via',
];

export function isFromThisMachine(request: FastifyRequest): boolean {
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const peer = request.socket.remoteAddress ?? '';
  // The loopback, or the server's own address when it listens on one interface (HOST).
  return LOOPBACK.test(peer) || (peer !== '' && peer === request.socket.localAddress);
}

/** A route's `onRequest` hook: 403 `dev_tool_this_machine_only` unless asked from this machine. */
export async function thisMachineOnly(request: FastifyRequest): Promise<void> {
  if (!isFromThisMachine(request)) throw new AppError('forbidden', 'dev_tool_this_machine_only');
}
