/**
 * Sessions: a short-lived access token plus an opaque refresh token, stored as its SHA-256 and
 * rotated on every use. Tokens of one sign-in form a family; presenting a token that was already
 * rotated means it leaked (or was replayed), so the whole family is revoked — except within a few
 * seconds of its rotation: two tabs of one browser refreshing at once send the same token, and
 * the second must get a session too.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { AccessTokens, AuthenticatedUser } from './access-tokens';
import type { AuthRepository, RefreshTokenRow } from './auth.repository';

export type Session = {
  user: AuthenticatedUser;
  userToken: string;
  refreshToken: string;
  expiresInSeconds: number;
};

const DAY_MS = 24 * 3600_000;
/** How long a just-rotated token still opens a session (two tabs at once), not a replay. */
export const ROTATION_GRACE_MS = 30_000;

const justRotated = (row: RefreshTokenRow, now: Date) =>
  row.rotatedAt !== null && now.getTime() - row.rotatedAt.getTime() < ROTATION_GRACE_MS;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessions(deps: {
  repository: AuthRepository;
  accessTokens: AccessTokens;
  refreshTokenTtlDays: number;
  now: () => Date;
}) {
  async function issue(user: AuthenticatedUser, familyId: string): Promise<Session> {
    const now = deps.now();
    const refreshToken = randomBytes(32).toString('base64url');
    await deps.repository.insertRefreshToken({
      id: randomUUID(),
      tokenHash: hashToken(refreshToken),
      familyId,
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deps.refreshTokenTtlDays * DAY_MS),
    });
    return {
      user,
      userToken: await deps.accessTokens.sign(user),
      refreshToken,
      expiresInSeconds: deps.accessTokens.ttlSeconds,
    };
  }

  /** A usable token's row; a replayed one revokes its family first. */
  async function usableToken(refreshToken: string | undefined): Promise<RefreshTokenRow> {
    const row = refreshToken ? await deps.repository.refreshTokenByHash(hashToken(refreshToken)) : undefined;
    if (!row) throw new AppError('unauthenticated', 'session_expired');
    const now = deps.now();
    const replayed = row.rotatedAt !== null && !justRotated(row, now);
    if (replayed) await deps.repository.revokeFamily(row.familyId, now);
    if (replayed || row.revokedAt !== null || row.expiresAt <= now) {
      throw new AppError('unauthenticated', 'session_expired');
    }
    return row;
  }

  return {
    refreshTokenTtlDays: deps.refreshTokenTtlDays,

    start: (user: AuthenticatedUser) => issue(user, randomUUID()),

    async refresh(refreshToken: string | undefined): Promise<Session> {
      const row = await usableToken(refreshToken);
      const now = deps.now();
      const user = await deps.repository.userById(row.userId);
      if (!user || user.disabled) {
        await deps.repository.revokeFamily(row.familyId, now);
        throw new AppError('forbidden', user?.closedAt ? 'account_closed' : 'user_disabled');
      }
      // Two requests racing with the same token: one rotates it, the other finds it just rotated.
      if (row.rotatedAt === null && !(await deps.repository.rotateRefreshToken(row.id, now))) {
        await usableToken(refreshToken);
      }
      return issue({ id: user.id, kind: user.kind }, row.familyId);
    },

    /** Signing out ends the sign-in the token belongs to; an unknown token changes nothing. */
    async end(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await deps.repository.refreshTokenByHash(hashToken(refreshToken));
      if (row) await deps.repository.revokeFamily(row.familyId, deps.now());
    },

    endAllOf: (userId: string) => deps.repository.revokeUserTokens(userId, deps.now()),
  };
}

export type Sessions = ReturnType<typeof createSessions>;
