/**
 * The gate of every staff route (`/api/staff/...`), registered on the root instance before any
 * module's routes: a route must declare its permission (and, for a change, its audit) or the
 * server does not start; a request needs a live session cookie (401) whose member's role holds
 * the permission (403). A change gets the writer of its audit entry (`request.staffChange`), which
 * its service calls inside the change's own transaction, so the change and its entry commit
 * together or not at all (issue 39); a refused change gets a `refused` entry with its error's code,
 * written here, when its author is known. A customer's bearer token opens nothing here.
 *
 * The session is a cookie, which a browser sends whichever site asks: a change must come from the
 * back office's own page (`Sec-Fetch-Site`, else `Origin`, when the browser sends them) and with
 * none of the bodies a form of another site can post without asking (text, form fields). Scripts
 * send neither header. Staff answers are never kept by a cache.
 */
import fastifyCookie from '@fastify/cookie';
import { staffMay } from '@sillon/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import {
  STAFF_API_BASE,
  type ChangeAudit,
  type StaffAudit,
  type StaffRouteConfig,
} from '../../http/staff-routes';
import type { Transaction } from '../../db/client';
import type { AuditRecord, StaffService } from './staff.service';

export const STAFF_COOKIE = 'sillon_staff';

export type StaffRouteEntry = { method: string; url: string; permission: StaffRouteConfig['permission'] };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every staff route with its permission (the access test walks it). */
    staffRoutes: StaffRouteEntry[];
  }
}

const isChange = (method: string) => method !== 'GET' && method !== 'HEAD';

/** What a page of another site can post with no preflight (a form, `fetch` in no-cors mode). */
const FORM_BODIES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** A change made with the session cookie from somewhere else than the back office is refused. */
function refuseCrossSite(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const crossSite =
    site !== undefined
      ? site !== 'same-origin' && site !== 'none'
      : origin !== undefined && !isOwnOrigin(origin, request);
  if (crossSite) throw new AppError('forbidden', 'staff_cross_site_refused');
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (FORM_BODIES.includes(type)) throw new AppError('invalid_input', 'staff_json_only');
}

function isOwnOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** Secrets never reach the audit log. */
function withoutSecrets(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body ?? null;
  const { password: _password, ...rest } = body as Record<string, unknown>;
  return rest;
}

function answerOf(payload: unknown): unknown {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}

/** The member, or for the scripts' routes (`/api/admin/...`) `ADMIN_TOKEN`, not a member's session. */
function authorOf(request: FastifyRequest) {
  const member = request.staffMember;
  if (member) return { id: member.id, email: member.email };
  return { id: null, email: request.url.startsWith('/api/admin/') ? 'ADMIN_TOKEN' : 'inconnu' };
}

/** A member's session, or a script's route (whose token its own hook checked first). */
function hasAuthor(request: FastifyRequest): boolean {
  return request.staffMember !== null || request.url.startsWith('/api/admin/');
}

function errorCodeOf(answer: unknown): string {
  const error = (answer as { error?: { code?: unknown } } | null)?.error;
  return typeof error?.code === 'string' ? error.code : 'unknown';
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return fastifyCookie.parse(request.headers.cookie ?? '')[STAFF_COOKIE];
}

export function registerStaffAccess(app: FastifyInstance, service: StaffService): void {
  const routes: StaffRouteEntry[] = [];
  /** The changes given a writer, with their subject before; those whose entry was recorded. */
  const changes = new WeakMap<FastifyRequest, Omit<AuditRecord, 'after'>>();
  const recorded = new WeakSet<FastifyRequest>();
  app.decorate('staffRoutes', routes);
  app.decorateRequest('staffMember', null);
  app.decorateRequest('staffChange', null);

  app.addHook('onRoute', (route) => {
    const config = route.config?.staff;
    const methods = [route.method].flat();
    // The scripts' changes (ADMIN_TOKEN) are audited like a member's.
    if (route.url.startsWith('/api/admin/') && methods.some(isChange) && !config?.audit) {
      throw new Error(`${methods.join(',')} ${route.url}: a scripts' change declares its audit entry`);
    }
    if (!route.url.startsWith(`${STAFF_API_BASE}/`)) return;
    if (!config) throw new Error(`${methods.join(',')} ${route.url}: a staff route declares its permission`);
    if (methods.some(isChange) && !config.audit) {
      throw new Error(`${methods.join(',')} ${route.url}: a staff change declares its audit entry`);
    }
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission: config.permission });
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config.staff;
    if (!config) return;
    // The scripts' routes take a token in a header, which no other site can make a browser send.
    if (isChange(request.method) && !request.url.startsWith('/api/admin/')) refuseCrossSite(request);
    if (config.permission === 'public') return;
    const token = sessionToken(request);
    const member = token ? await service.sessionMember(token) : null;
    if (!member) throw new AppError('unauthenticated', 'staff_session_required');
    // Known before the permission is checked, so a refused change is audited under its author.
    request.staffMember = member;
    if (config.permission !== 'signed-in' && !staffMay(member.role, config.permission)) {
      throw new AppError('forbidden', 'staff_forbidden');
    }
  });

  // The writer of the change's entry, with its subject as read before the change began, until the
  // change says what it found once it held the subject (`replacing`): the entry's « before », done
  // or refused. The change's service calls it inside its transaction. Signing in has no author
  // yet: its entry is written once it succeeded (its refusals are the sign-in's own entries).
  app.addHook('preHandler', async (request) => {
    const audit = request.routeOptions.config.staff?.audit;
    if (!audit || !hasAuthor(request)) return;
    const subjectId = audit.subjectId(request, null);
    const before =
      audit.read && subjectId !== undefined ? await audit.read(subjectId).catch(() => null) : null;
    const change = { author: authorOf(request), action: audit.action, subjectType: audit.subjectType };
    const began = { ...change, subjectId, before };
    const writer: ChangeAudit = {
      replacing(found) {
        began.before = found;
      },
      async hold(tx) {
        if (subjectId === undefined) return;
        await service.holdAuditedSubject(tx, audit.subjectType, subjectId);
        if (audit.read) began.before = await audit.read(subjectId, tx).catch(() => null);
      },
      async record(tx, outcome = {}) {
        const id = outcome.subjectId ?? subjectId;
        const after = 'after' in outcome ? outcome.after : await afterChange(request, audit, id, tx);
        await service.recordChange(tx, { ...change, subjectId: id, before: began.before, after });
        recorded.add(request);
      },
    };
    request.staffChange = writer;
    changes.set(request, began);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.staff) reply.header('cache-control', 'no-store');
    const audit = request.routeOptions.config.staff?.audit;
    if (!audit) return payload;
    const answer = answerOf(payload);
    if (reply.statusCode >= 400) {
      await recordRefusal(request, reply.statusCode, errorCodeOf(answer));
      return payload;
    }
    if (recorded.has(request)) return payload;
    // Answered without its entry: signing in (no author before it), or a route whose service does
    // not record its change, a mistake the log reports; its entry is still written, after it.
    const subjectId = audit.subjectId(request, answer);
    const after = await afterChange(request, audit, subjectId).catch(() => null);
    if (changes.has(request)) {
      request.log.error({ action: audit.action }, 'staff change answered without its audit entry');
    }
    const entry = { action: audit.action, subjectType: audit.subjectType, subjectId };
    await service.record({
      author: authorOf(request),
      ...entry,
      before: changes.get(request)?.before,
      after,
    });
    return payload;
  });

  /**
   * A refused change: a `refused` entry when its author is known (a member whose role lacks the
   * permission, a malformed request: the subject of a change refused before it began is not read
   * from a request that may not have one); a request with no valid session or token is no one's,
   * and leaves none. No change happened, so no transaction holds the entry.
   */
  async function recordRefusal(request: FastifyRequest, status: number, errorCode: string) {
    const audit = request.routeOptions.config.staff!.audit!;
    const began = changes.get(request);
    if (began) {
      await service.recordRefusal(began, errorCode);
    } else if (status !== 401 && hasAuthor(request)) {
      const entry = {
        action: audit.action,
        subjectType: audit.subjectType,
        subjectId: undefined,
        before: null,
      };
      await service.recordRefusal({ author: authorOf(request), ...entry }, errorCode);
    }
  }
}

/** The subject after the change, read on its transaction; without a `read`, what was asked. */
function afterChange(
  request: FastifyRequest,
  audit: StaffAudit,
  subjectId: string | undefined,
  tx?: Transaction,
): Promise<unknown> {
  if (!audit.read) return Promise.resolve(withoutSecrets(request.body));
  return subjectId === undefined ? Promise.resolve(null) : audit.read(subjectId, tx);
}
