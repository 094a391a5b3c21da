/**
 * Sign-in use cases (spec §4): anonymous sign-in, phone sign-in after the code, refresh and
 * sign-out, and merging an anonymous user into the customer who just signed in (spec §3 "User merge").
 */
import type { DevSmsResponse, MergeUsersBody } from '@sillon/contract';
import { isNewAuthUser } from '@sillon/domain';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { CustomerAccess } from './customer-access';
import type { AccessTokens, AuthenticatedUser } from './access-tokens';
import type { Transaction } from '../../db/client';
import { createAuthRepository, type AuthRepository, type UserRow } from './auth.repository';
import type { Captcha } from './captcha';
import type { PhoneVerification } from './phone-verification';
import type { Session, Sessions } from './sessions';

/**
 * Moves what an anonymous user owns (push devices, cart, orders…) to the customer. Each module
 * that keeps per-user data registers one with `onMerge`; a step must be idempotent, because a
 * merge that failed half-way is retried as a whole.
 */
export type MergeStep = (move: { fromUserId: string; toUserId: string }) => Promise<void>;

export type Identity = { id: string; kind: UserRow['kind']; phone: string | null; createdAt: Date };

const DEV_OUTBOX_SIZE = 50;

/** A sign-in may take a while (an SMS late): the anonymous token proves a merge for a day after it expired. */
const MERGE_PROOF_MAX_AGE_SECONDS = 24 * 3600;

export function createAuthService(deps: {
  repository: AuthRepository;
  captcha: Captcha;
  phoneVerification: PhoneVerification;
  sessions: Sessions;
  /** Checks the anonymous session's token a merge brings as its proof. */
  accessTokens: Pick<AccessTokens, 'verify'>;
  /** Whether the customer already has an account (the account module answers). */
  accountExists: (userId: string) => Promise<boolean>;
  /** Whether a customer's tokens are still answered, kept a few seconds by each copy. */
  customerAccess: Pick<CustomerAccess, 'forget'>;
  now: () => Date;
}) {
  const mergeSteps: MergeStep[] = [];
  let lastPruneAt = 0;

  /** Housekeeping rides on sign-ins, at most every 10 minutes per copy: no scheduler needed. */
  function pruneNowAndThen(): void {
    const now = deps.now();
    if (now.getTime() - lastPruneAt < 600_000) return;
    lastPruneAt = now.getTime();
    void deps.repository.pruneExpired(now).catch(() => undefined);
  }

  async function checkMerge(requester: AuthenticatedUser, body: MergeUsersBody): Promise<void> {
    if (requester.kind !== 'customer') throw new AppError('forbidden', 'customer_required');
    if (requester.id !== body.authenticatedUserId) throw new AppError('forbidden', 'forbidden');
    if (body.anonymousUserId === body.authenticatedUserId) throw new AppError('conflict', 'merge_refused');
    // Only who held the anonymous session may take its data (its cart, its list): its token says so.
    const proof = await deps.accessTokens.verify(body.anonymousUserToken, {
      expiredForUpToSeconds: MERGE_PROOF_MAX_AGE_SECONDS,
    });
    if (!proof.ok || proof.user.id !== body.anonymousUserId || proof.user.kind !== 'anonymous') {
      throw new AppError('forbidden', 'merge_refused');
    }
    const anonymous = await deps.repository.userById(body.anonymousUserId);
    if (!anonymous) throw new AppError('not_found', 'not_found');
    const mergedElsewhere =
      anonymous.mergedInto !== null && anonymous.mergedInto !== body.authenticatedUserId;
    if (anonymous.kind !== 'anonymous' || mergedElsewhere) throw new AppError('conflict', 'merge_refused');
  }

  return {
    onMerge(step: MergeStep): void {
      mergeSteps.push(step);
    },

    /** A proof-of-work challenge for the phone form. */
    captchaChallenge: () => deps.captcha.challenge(),

    /** Sends the code once the captcha is solved and the number's limits allow it (spec §4). */
    startPhoneSignIn: (input: { phone: string; captcha: string }) => deps.phoneVerification.start(input),

    async signInAnonymously(): Promise<Session & { isNew: boolean }> {
      pruneNowAndThen();
      const user = await deps.repository.createUser({
        id: randomUUID(),
        kind: 'anonymous',
        phone: null,
        now: deps.now(),
      });
      return { ...(await deps.sessions.start({ id: user.id, kind: user.kind })), isNew: true };
    },

    /** After the code: the number's customer, created on first sign-in (spec §4 "account search"). */
    async signInWithPhone(input: {
      verificationId?: string | undefined;
      code?: string | undefined;
    }): Promise<Session & { isNew: boolean; accountExists: boolean }> {
      pruneNowAndThen();
      const phone = await deps.phoneVerification.confirm(input);
      const found = await deps.repository.findOrCreateCustomer(phone, randomUUID(), deps.now());
      if (found.user.closedAt) throw new AppError('forbidden', 'account_closed');
      if (found.user.disabled) throw new AppError('forbidden', 'user_disabled');
      const user = found.isCreated
        ? found.user
        : await deps.repository.recordSignIn(found.user.id, deps.now());
      const session = await deps.sessions.start({ id: user.id, kind: user.kind });
      return {
        ...session,
        isNew: isNewAuthUser({
          creationTime: user.createdAt.toISOString(),
          lastSignInTime: user.lastSignInAt.toISOString(),
        }),
        accountExists: await deps.accountExists(user.id),
      };
    },

    refresh: (refreshToken: string | undefined) => deps.sessions.refresh(refreshToken),
    signOut: (refreshToken: string | undefined) => deps.sessions.end(refreshToken),

    /** Idempotent: merging again into the same customer succeeds and changes nothing. */
    async mergeUsers(requester: AuthenticatedUser, body: MergeUsersBody): Promise<void> {
      await checkMerge(requester, body);
      const move = { fromUserId: body.anonymousUserId, toUserId: body.authenticatedUserId };
      for (const step of mergeSteps) await step(move);
      if (!(await deps.repository.markMerged(body.anonymousUserId, body.authenticatedUserId))) {
        throw new AppError('conflict', 'merge_refused');
      }
      await deps.sessions.endAllOf(body.anonymousUserId);
    },

    /** Issue 15: the customer closed the account, inside the closing transaction. */
    closeAccount: (tx: Transaction, userId: string) => createAuthRepository(tx).closeUser(userId, deps.now()),

    /**
     * A customer was closed or deactivated (or reactivated), once the change's transaction is
     * committed: this copy answers their tokens accordingly from now on.
     */
    accessChanged(userId: string): void {
      deps.customerAccess.forget(userId);
    },

    /** Issue 15: the closed account's erasure, inside the erasing transaction. */
    forgetCustomer: (tx: Transaction, userId: string) => createAuthRepository(tx).forgetUser(userId),

    /**
     * The staff's search by phone (the back office): customers whose number holds the digits
     * typed, in any form (`06 12…`, `+33 6 12…`, `612…`); none for fewer than 4 digits.
     */
    async customerIdsByPhone(text: string, limit: number): Promise<string[]> {
      const typed = text.replace(/\D/g, '');
      // Stored numbers are +33…: the national prefix and the trunk 0 are left out of the search.
      const digits = text.trim().startsWith('+33') ? typed.slice(2) : typed.replace(/^(0033|0)/, '');
      return digits.length >= 4 ? deps.repository.customerIdsByPhoneDigits(digits, limit) : [];
    },

    /** Phone, closing and deactivation of customers, for the staff's lists. */
    async customerAccess(
      userIds: readonly string[],
      tx?: Transaction,
    ): Promise<Map<string, { phone: string | null; closedAt: Date | null; disabled: boolean }>> {
      const rows = await (tx ? createAuthRepository(tx) : deps.repository).usersByIds(userIds);
      return new Map(
        rows.map((row) => [row.id, { phone: row.phone, closedAt: row.closedAt, disabled: row.disabled }]),
      );
    },

    /**
     * The staff deactivate a customer: no sign-in (`user_disabled`), their sign-ins ended (their
     * tokens refused, `customer-access.ts`); reactivated, they sign in again. A closed account stays
     * closed. Call `accessChanged` once the transaction is committed.
     */
    async setCustomerActive(userId: string, active: boolean, tx?: Transaction): Promise<void> {
      const queries = tx ? createAuthRepository(tx) : deps.repository;
      const user = await queries.userById(userId);
      if (!user || user.kind !== 'customer') throw new AppError('not_found', 'account_not_found');
      if (user.closedAt) throw new AppError('conflict', 'account_closed');
      if (!(await queries.setCustomerDisabled(userId, !active, deps.now()))) {
        throw new AppError('conflict', 'user_disabled');
      }
    },

    async identity(userId: string): Promise<Identity | undefined> {
      const user = await deps.repository.userById(userId);
      return user && { id: user.id, kind: user.kind, phone: user.phone, createdAt: user.createdAt };
    },

    async devOutbox(): Promise<DevSmsResponse> {
      const rows = await deps.repository.latestSms(DEV_OUTBOX_SIZE);
      return { messages: rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
