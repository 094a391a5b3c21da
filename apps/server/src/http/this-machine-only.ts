/**
 * The development tools (the SMS outbox gives anyone the sign-in codes, the mailbox the receipts,
 * the clock moves the shop's time) answer only requests made on the server's own machine: a shop
 * started with them on a public address must not hand its accounts out. A request that came
 * through a proxy carries `X-Forwarded-For` (or `Forwarded`) and is refused even from a proxy on
 * the same machine, whose own address is the loopback.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function isFromThisMachine(request: FastifyRequest): boolean {
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/** A route's `onRequest` hook: 403 `dev_tool_this_machine_only` unless asked from this machine. */
export async function thisMachineOnly(request: FastifyRequest): Promise<void> {
  if (!isFromThisMachine(request)) throw new AppError('forbidden', 'dev_tool_this_machine_only');
}
