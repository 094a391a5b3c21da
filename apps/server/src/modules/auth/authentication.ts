/**
 * Who is asking: `request.user` from `Authorization: Bearer <access token>`, for every module.
 * Routes call `requireUser` (anonymous users too), `requireCustomer` (phone-verified) or
 * `optionalUser` (public answers that differ for a signed-in user). A missing, wrong or expired
 * token answers 401 with a stable code, so the app knows to refresh or sign in again.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { AccessTokens, AuthenticatedUser } from './access-tokens';
import type { CustomerAccess } from './customer-access';

export type { AuthenticatedUser } from './access-tokens';

type AuthFailure = 'unauthenticated' | 'session_expired';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer's user when the request carried a valid access token. */
    user: AuthenticatedUser | null;
    /** Why a bearer token was refused; answered only by routes that need a user. */
    authFailure: AuthFailure | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Call on the root instance, before routes, so the hook covers every module. A customer's token is
 * refused as soon as the account is closed or deactivated (`customer-access.ts`).
 */
export function registerAuthentication(
  app: FastifyInstance,
  accessTokens: AccessTokens,
  customers: Pick<CustomerAccess, 'isOpen'>,
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authFailure', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header === undefined) return;
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) {
      request.authFailure = 'unauthenticated';
      return;
    }
    const verdict = await accessTokens.verify(token);
    if (!verdict.ok || (verdict.user.kind === 'customer' && !(await customers.isOpen(verdict.user.id)))) {
      request.authFailure = 'session_expired';
      return;
    }
    request.user = verdict.user;
  });
}

/** The signed-in user, anonymous or customer; 401 otherwise. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (request.user) return request.user;
  throw new AppError('unauthenticated', request.authFailure ?? 'unauthenticated');
}

/** The phone-verified customer (spec §6: account and checkout routes); 403 for anonymous users. */
export function requireCustomer(request: FastifyRequest): AuthenticatedUser {
  const user = requireUser(request);
  if (user.kind !== 'customer') throw new AppError('forbidden', 'customer_required');
  return user;
}

/** The user when a valid token came, null for a visitor; a bad token still answers 401. */
export function optionalUser(request: FastifyRequest): AuthenticatedUser | null {
  if (request.authFailure) throw new AppError('unauthenticated', request.authFailure);
  return request.user;
}
