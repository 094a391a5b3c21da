/**
 * The staff's operations routes (`/api/admin/...`) take one shared secret, `ADMIN_TOKEN`, as a
 * bearer: they do not exist without it (the back office brings staff accounts). Compared as
 * digests, in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A route hook refusing any request without the staff's bearer. */
export function staffTokenCheck(adminToken: string) {
  const expected = digest(adminToken);
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (token === '' || !timingSafeEqual(digest(token), expected)) {
      throw new AppError('unauthenticated', 'staff_token_invalid');
    }
  };
}
