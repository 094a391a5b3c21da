/** Short-lived access tokens: ES256 JWTs naming the user and whether the phone was verified. */
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import type { KeyObject } from 'node:crypto';
import { CACHES } from '../../caches';
import type { UserKind } from './auth.tables';

export type AuthenticatedUser = { id: string; kind: UserKind };

const ISSUER = 'sillon';
const AUDIENCE = 'sillon-api';

export type AccessTokenVerdict =
  { ok: true; user: AuthenticatedUser } | { ok: false; reason: 'expired' | 'invalid' };

export function createAccessTokens(deps: {
  privateKey: KeyObject;
  publicKey: KeyObject;
  ttlSeconds: number;
  now: () => Date;
}) {
  /** Tokens whose signature was checked, with their expiry (epoch ms): `caches.ts`. */
  const checked = new LRUCache<string, { user: AuthenticatedUser; expiresAt: number }>(
    CACHES.checkedAccessTokens,
  );

  return {
    ttlSeconds: deps.ttlSeconds,
    async sign(user: AuthenticatedUser): Promise<string> {
      const issuedAt = Math.floor(deps.now().getTime() / 1000);
      return new SignJWT({ kind: user.kind })
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + deps.ttlSeconds)
        .sign(deps.privateKey);
    },
    /** `expiredForUpToSeconds`: a token expired that long ago still proves who held it (a merge). */
    async verify(
      token: string,
      options: { expiredForUpToSeconds?: number } = {},
    ): Promise<AccessTokenVerdict> {
      const tolerance = options.expiredForUpToSeconds ?? 0;
      const known = checked.get(token);
      if (known) {
        if (deps.now().getTime() <= known.expiresAt + tolerance * 1000) return { ok: true, user: known.user };
        return { ok: false, reason: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, deps.publicKey, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['ES256'],
          currentDate: deps.now(),
          clockTolerance: tolerance,
        });
        const kind = payload['kind'];
        if (typeof payload.sub !== 'string' || (kind !== 'anonymous' && kind !== 'customer')) {
          return { ok: false, reason: 'invalid' };
        }
        const user: AuthenticatedUser = { id: payload.sub, kind };
        if (typeof payload.exp === 'number') checked.set(token, { user, expiresAt: payload.exp * 1000 });
        return { ok: true, user };
      } catch (failure) {
        return { ok: false, reason: failure instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
