/** Short-lived access tokens: ES256 JWTs naming the user and whether the phone was verified. */
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { KeyObject } from 'node:crypto';
import type { UserKind } from './auth.tables';

export type AuthenticatedUser = { id: string; kind: UserKind };

const ISSUER = 'sillon';
const AUDIENCE = 'sillon-api';
/**
 * Tokens whose signature was checked, until they expire: an app sends the same token with every
 * call for its quarter of an hour, and checking an ES256 signature costs more than the rest of a
 * light request. Bounded: the oldest go first.
 */
const CHECKED_TOKENS_KEPT = 20_000;

export type AccessTokenVerdict =
  { ok: true; user: AuthenticatedUser } | { ok: false; reason: 'expired' | 'invalid' };

export function createAccessTokens(deps: {
  privateKey: KeyObject;
  publicKey: KeyObject;
  ttlSeconds: number;
  now: () => Date;
}) {
  const checked = new Map<string, { user: AuthenticatedUser; expiresAt: number }>();

  function remember(token: string, user: AuthenticatedUser, expiresAt: number): void {
    if (checked.size >= CHECKED_TOKENS_KEPT) checked.delete(checked.keys().next().value!);
    checked.set(token, { user, expiresAt });
  }

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
        if (typeof payload.exp === 'number') remember(token, user, payload.exp * 1000);
        return { ok: true, user };
      } catch (failure) {
        return { ok: false, reason: failure instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
