/**
 * How a module declares a staff route (the back office's API, `/api/staff/...`): the permission
 * it needs and how its change is written to the audit log. The staff module's hooks read this
 * from the route's config: they refuse a request without a session (401) or without the
 * permission (403), and write the audit entry of every change. A staff route without a
 * permission, or a change without an audit, is refused when the server starts.
 */
import type { StaffPermission, StaffRole } from '@sillon/domain';
import type { FastifyRequest } from 'fastify';

export const STAFF_API_BASE = '/api/staff';

export type StaffAudit = {
  /** What was done, in the shop's words: `product.update`, `order.status`, `slot.update`… */
  action: string;
  subjectType: string;
  /** The subject's id, from the request (or from the answer, for a creation). */
  subjectId: (request: FastifyRequest, answer: unknown) => string | undefined;
  /** The subject as it stands, read before and after the change (omitted: only the request body is kept). */
  read?: (subjectId: string) => Promise<unknown>;
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
  }
}

/** The signed-in member (the access hook has checked it before any staff route's handler). */
export function staffMemberOf(request: FastifyRequest): SignedInMember {
  if (!request.staffMember) throw new Error('staff route without the access hook');
  return request.staffMember;
}

/**
 * A scripts' route (`/api/admin/...`, bearer `ADMIN_TOKEN`): the token is its guard, not a session,
 * and its change is audited like a member's, written by « ADMIN_TOKEN ».
 */
export function adminRouteAudit(audit: StaffAudit): { staff: StaffRouteConfig } {
  return { staff: { permission: 'public', audit } };
}
