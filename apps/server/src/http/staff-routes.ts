/**
 * How a module declares a staff route (the back office's API, `/api/staff/...`): the permission
 * it needs and how its change is written to the audit log. The staff module's hooks read this
 * from the route's config: they refuse a request without a session (401) or without the
 * permission (403), and give each change its audit entry's writer (`changeAuditOf`), which the
 * change's service calls inside the change's own transaction. A staff route without a
 * permission, or a change without an audit, is refused when the server starts.
 */
import type { StaffPermission, StaffRole } from '@sillon/domain';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../db/client';

export const STAFF_API_BASE = '/api/staff';

export type StaffAudit = {
  /** What was done, in the shop's words: `product.update`, `order.status`, `slot.update`… */
  action: string;
  subjectType: string;
  /** The subject's id, from the request (or from the answer, for a creation). */
  subjectId: (request: FastifyRequest, answer: unknown) => string | undefined;
  /**
   * The subject as it stands: read before the change, and after it on the change's transaction
   * (`tx`), so the entry holds what committed. Omitted: only the request body is kept.
   */
  read?: (subjectId: string, tx?: Transaction) => Promise<unknown>;
};

/**
 * The audit entry of one change (issue 39), written by the change's service inside the change's
 * own transaction: both commit or neither. `subjectId` names a subject known only once made (a
 * creation); `after` replaces the declared `read`.
 */
export type ChangeAudit = {
  /**
   * The subject as the change found it once it held it (under its row's lock, or at the version
   * its save checks), in the entry's shape: the entry's « before », done or refused, is the state
   * the change replaced. Without it, the subject read before the change began, which misses a
   * change that committed while this one waited for it. The change's own checks use the same
   * reading.
   */
  replacing(before: unknown): void;
  /**
   * For a change that holds no row of its own: waits, in its transaction `tx`, for the staff
   * changes of the same subject begun before it, then reads the subject there (the route's
   * `read`) as its « before ». Called first in the transaction.
   */
  hold(tx: Transaction): Promise<void>;
  record(tx: Transaction, outcome?: { subjectId?: string | undefined; after?: unknown }): Promise<void>;
};

export type StaffRouteConfig = {
  /** `signed-in`: any member; `public`: signing in itself. */
  permission: StaffPermission | 'signed-in' | 'public';
  audit?: StaffAudit;
};

export type SignedInMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffRouteConfig;
  }
  interface FastifyRequest {
    /** The member whose session came with a staff route's request. */
    staffMember: SignedInMember | null;
    /** The audit entry's writer of an audited change (the gate gives it before the handler runs). */
    staffChange: ChangeAudit | null;
  }
}

/** The signed-in member (the access hook has checked it before any staff route's handler). */
export function staffMemberOf(request: FastifyRequest): SignedInMember {
  if (!request.staffMember) throw new Error('staff route without the access hook');
  return request.staffMember;
}

/** The writer of the change's audit entry, for its service to call in the change's transaction. */
export function changeAuditOf(request: FastifyRequest): ChangeAudit {
  if (!request.staffChange) throw new Error('audited route without the access hook');
  return request.staffChange;
}

/**
 * A scripts' route (`/api/admin/...`, bearer `ADMIN_TOKEN`): the token is its guard, not a session,
 * and its change is audited like a member's, written by « ADMIN_TOKEN ».
 */
export function adminRouteAudit(audit: StaffAudit): { staff: StaffRouteConfig } {
  return { staff: { permission: 'public', audit } };
}
