/** Short-lived access tokens: ES256 JWTs naming the user and whether the phone was verified. */
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { KeyObject } from 'node:crypto';
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
      try {
        const { payload } = await jwtVerify(token, deps.publicKey, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['ES256'],
          currentDate: deps.now(),
          clockTolerance: options.expiredForUpToSeconds ?? 0,
        });
        const kind = payload['kind'];
        if (typeof payload.sub !== 'string' || (kind !== 'anonymous' && kind !== 'customer')) {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, user: { id: payload.sub, kind } };
      } catch (failure) {
        return { ok: false, reason: failure instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
