/**
 * The shop's staff: members, their sign-in (e-mail and password, a lock after wrong passwords),
 * sessions that expire and can be revoked, and the audit log every change is written to.
 */
import {
  STAFF_SESSION_HOURS,
  afterWrongPassword,
  isStaffLocked,
  staffPermissionsOf,
  validateStaffPassword,
  type StaffRole,
} from '@sillon/domain';
import type { StaffMember } from '@sillon/contract';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { ChangeAudit, SignedInMember } from '../../http/staff-routes';
import { hashPassword, passwordMatches } from './passwords';
import type { Transaction } from '../../db/client';
import {
  createStaffRepository,
  type AuditEntryRow,
  type StaffMemberRow,
  type StaffRepository,
} from './staff.repository';

export type StaffDeps = { repository: StaffRepository; now: () => Date };

/** Who made a change: a signed-in member, or the command line / the scripts' token. */
export type AuditAuthor = { id: string; email: string } | { id: null; email: string };

export type AuditRecord = {
  author: AuditAuthor;
  action: string;
  subjectType: string;
  subjectId: string | undefined;
  before: unknown;
  after: unknown;
};

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export function memberView(row: StaffMemberRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.deactivatedAt === null,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createStaffService({ repository, now }: StaffDeps) {
  async function memberOrFail(id: string, queries: StaffRepository = repository): Promise<StaffMemberRow> {
    const row = await queries.memberById(id);
    if (!row) throw new AppError('not_found', 'staff_member_not_found');
    return row;
  }

  async function checkedPasswordHash(password: string): Promise<string> {
    const verdict = validateStaffPassword(password);
    if (!verdict.ok) throw new AppError('invalid_input', verdict.code);
    return hashPassword(password);
  }

  return {
    async createMember(
      input: { email: string; name: string; role: StaffRole; password: string },
      audit?: ChangeAudit,
    ) {
      const row: StaffMemberRow = {
        id: randomUUID(),
        email: input.email.trim().toLowerCase(),
        name: input.name.trim(),
        role: input.role,
        passwordHash: await checkedPasswordHash(input.password),
        failedSignIns: 0,
        lockedUntil: null,
        deactivatedAt: null,
        lastSignInAt: null,
        createdAt: now(),
      };
      await repository.transaction(async (tx) => {
        if (!(await createStaffRepository(tx).insertMember(row)))
          throw new AppError('conflict', 'staff_email_taken', { fields: { email: 'staff_email_taken' } });
        await audit?.record(tx, { subjectId: row.id });
      });
      return memberView(row);
    },

    /** A member; on `tx`, as the transaction sees them. */
    async member(id: string, tx?: Transaction): Promise<StaffMember> {
      return memberView(await memberOrFail(id, tx ? createStaffRepository(tx) : repository));
    },

    async members(): Promise<StaffMember[]> {
      return (await repository.members()).map(memberView);
    },

    /** A role, password or deactivation change ends the member's sessions (they sign in again). */
    async changeMember(
      id: string,
      changes: {
        name?: string | undefined;
        role?: StaffRole | undefined;
        active?: boolean | undefined;
        password?: string | undefined;
      },
      audit?: ChangeAudit,
    ): Promise<StaffMember> {
      const passwordHash =
        changes.password === undefined ? undefined : await checkedPasswordHash(changes.password);
      // The team always keeps an active admin, or nobody could manage it from the back office.
      const mayTakeAnAdminAway =
        (changes.role !== undefined && changes.role !== 'admin') || changes.active === false;
      return repository.transaction(async (tx) => {
        const queries = createStaffRepository(tx);
        // The active admins are held before the member is read and counted: of two admins
        // demoting each other at once, the second counts after the first's change.
        const admins = mayTakeAnAdminAway ? await queries.lockActiveAdmins() : [];
        // The member held, then read: what the journal says this change replaced, even when it
        // waited for another change of the same member.
        const row = await queries.lockMember(id);
        if (!row) throw new AppError('not_found', 'staff_member_not_found');
        audit?.replacing(memberView(row));
        if (admins.includes(row.id) && admins.length <= 1) throw new AppError('conflict', 'staff_last_admin');
        const active = changes.active ?? row.deactivatedAt === null;
        const at = now();
        const updated = await queries.updateMember(id, {
          ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
          ...(changes.role === undefined ? {} : { role: changes.role }),
          ...(passwordHash === undefined ? {} : { passwordHash, failedSignIns: 0, lockedUntil: null }),
          deactivatedAt: active ? null : (row.deactivatedAt ?? at),
        });
        const endsSessions =
          (changes.role !== undefined && changes.role !== row.role) ||
          changes.password !== undefined ||
          !active;
        if (endsSessions) await queries.revokeSessionsOf(id, at);
        await audit?.record(tx);
        return memberView(updated!);
      });
    },

    async revokeSessions(id: string, audit?: ChangeAudit): Promise<number> {
      return repository.transaction(async (tx) => {
        const queries = createStaffRepository(tx);
        await memberOrFail(id, queries);
        const revoked = await queries.revokeSessionsOf(id, now());
        await audit?.record(tx);
        return revoked;
      });
    },

    /**
     * Signs a member in: a session token for the cookie. Wrong passwords count; the fifth in a row
     * locks the account for 15 minutes (a right password during the lock is refused too). An
     * unknown or deactivated e-mail, a wrong password and a locked account get the same answer
     * after the same work (one password check), so the answers do not tell who is a member; each
     * refusal is in the audit log.
     */
    async signIn(email: string, password: string) {
      const at = now();
      const row = await repository.memberByEmail(email.trim().toLowerCase());
      const member = row?.deactivatedAt === null ? row : undefined;
      const matches = await passwordMatches(member?.passwordHash, password);
      const refusal = signInRefusal(member, matches, at);
      if (!member || refusal !== null) {
        if (member && refusal === 'wrong_password')
          await repository.recordWrongPassword(member.id, (failed) => afterWrongPassword(failed, at));
        await repository.insertAudit({
          memberId: null,
          memberEmail: null,
          action: 'staff.sign_in_refused',
          subjectType: 'staff_member',
          subjectId: member?.id ?? null,
          before: null,
          after: null,
          outcome: 'refused',
          errorCode: refusal ?? 'no_active_member',
          at,
        });
        throw new AppError('unauthenticated', 'staff_credentials_invalid');
      }
      await repository.updateMember(member.id, { failedSignIns: 0, lockedUntil: null, lastSignInAt: at });
      const token = randomBytes(32).toString('base64url');
      const lifetimeSeconds = STAFF_SESSION_HOURS * 3600;
      const expiresAt = new Date(at.getTime() + lifetimeSeconds * 1000);
      const sessionId = await repository.insertSession(member.id, digest(token), at, expiresAt);
      return { token, expiresAt, lifetimeSeconds, member: memberView(member), sessionId };
    },

    /** The member behind a session cookie, or null (unknown, expired, revoked, deactivated). */
    async sessionMember(token: string): Promise<SignedInMember | null> {
      const found = await repository.sessionByDigest(digest(token), now());
      if (!found) return null;
      const { member } = found;
      return {
        id: member.id,
        email: member.email,
        name: member.name,
        role: member.role,
        sessionId: found.sessionId,
      };
    },

    async signOut(sessionId: number, audit?: ChangeAudit): Promise<void> {
      await repository.transaction(async (tx) => {
        await createStaffRepository(tx).revokeSession(sessionId, now());
        await audit?.record(tx);
      });
    },

    permissionsOf: staffPermissionsOf,

    /**
     * An erased customer's record leaves the audit log: their entries keep who changed what and
     * when, not the record before and after (inside the erasure's transaction).
     */
    forgetAuditedCustomer: (tx: Transaction, userId: string) =>
      createStaffRepository(tx).forgetAuditedSubject('customer', userId),

    /** A change already made (from the command line), written whole. */
    async record(entry: AuditRecord): Promise<void> {
      await repository.insertAudit(auditRow(entry, now()));
    },

    /** A change's entry, inside the change's transaction (the gate's writer calls it). */
    /** Waits, in the change's transaction, for the staff changes of one subject begun before it. */
    async holdAuditedSubject(tx: Transaction, subjectType: string, subjectId: string): Promise<void> {
      await createStaffRepository(tx).holdAuditedSubject(subjectType, subjectId);
    },

    async recordChange(tx: Transaction, entry: AuditRecord): Promise<void> {
      await createStaffRepository(tx).insertAudit(auditRow(entry, now()));
    },

    /** A refused change (a role without the permission, a malformed request, a rule's refusal). */
    async recordRefusal(entry: Omit<AuditRecord, 'after'>, errorCode: string): Promise<void> {
      await repository.insertAudit({
        ...auditRow({ ...entry, after: null }, now()),
        outcome: 'refused',
        errorCode,
      });
    },

    async auditLog(
      filter: {
        subjectType?: string | undefined;
        subjectId?: string | undefined;
        staffId?: string | undefined;
      },
      page: { page: number; perPage: number },
    ) {
      const found = await repository.audit(
        {
          ...(filter.subjectType ? { subjectType: filter.subjectType } : {}),
          ...(filter.subjectId ? { subjectId: filter.subjectId } : {}),
          ...(filter.staffId ? { memberId: filter.staffId } : {}),
        },
        { limit: page.perPage, offset: (page.page - 1) * page.perPage },
      );
      return {
        items: found.items.map(({ entry, memberName }) => auditView(entry, memberName)),
        total: found.total,
      };
    },
  };
}

function auditRow(entry: AuditRecord, at: Date) {
  return {
    memberId: entry.author.id,
    memberEmail: entry.author.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at,
  };
}

function auditView(entry: AuditEntryRow, memberName: string | null) {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    staff:
      entry.memberEmail === null
        ? null
        : { id: entry.memberId ?? '', email: entry.memberEmail, name: memberName },
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before,
    after: entry.after,
    outcome: entry.outcome,
    errorCode: entry.errorCode,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/** Why a sign-in is refused, or null when it is not. */
function signInRefusal(
  member: { lockedUntil: Date | null } | undefined,
  passwordMatched: boolean,
  at: Date,
): 'no_active_member' | 'account_locked' | 'wrong_password' | null {
  if (!member) return 'no_active_member';
  if (isStaffLocked(member.lockedUntil, at)) return 'account_locked';
  return passwordMatched ? null : 'wrong_password';
}
