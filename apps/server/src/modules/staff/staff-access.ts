/**
 * The gate of every staff route (`/api/staff/...`), registered on the root instance before any
 * module's routes: a route must declare its permission (and, for a change, its audit) or the
 * server does not start; a request needs a live session cookie (401) whose member's role holds
 * the permission (403); a change that succeeded is written to the audit log with the subject as
 * it was before and after. A customer's bearer token opens nothing here.
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
import { STAFF_API_BASE, type StaffRouteConfig } from '../../http/staff-routes';
import type { StaffService } from './staff.service';

export const STAFF_COOKIE = 'sillon_staff';

export type StaffRouteEntry = { method: string; url: string; permission: StaffRouteConfig['permission'] };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every staff route with its permission (the access test walks it). */
    staffRoutes: StaffRouteEntry[];
  }
  interface FastifyRequest {
    auditBefore: unknown;
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

/** The scripts' routes (`/api/admin/...`) take `ADMIN_TOKEN`, not a member's session. */
function scriptAuthor(request: FastifyRequest) {
  return { id: null, email: request.url.startsWith('/api/admin/') ? 'ADMIN_TOKEN' : 'inconnu' };
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return fastifyCookie.parse(request.headers.cookie ?? '')[STAFF_COOKIE];
}

export function registerStaffAccess(app: FastifyInstance, service: StaffService): void {
  const routes: StaffRouteEntry[] = [];
  app.decorate('staffRoutes', routes);
  app.decorateRequest('staffMember', null);
  app.decorateRequest('auditBefore', null);

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
    if (config.permission !== 'signed-in' && !staffMay(member.role, config.permission)) {
      throw new AppError('forbidden', 'staff_forbidden');
    }
    request.staffMember = member;
  });

  app.addHook('preHandler', async (request) => {
    const audit = request.routeOptions.config.staff?.audit;
    if (!audit?.read) return;
    const subjectId = audit.subjectId(request, null);
    if (subjectId !== undefined) request.auditBefore = await audit.read(subjectId).catch(() => null);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.staff) reply.header('cache-control', 'no-store');
    const audit = request.routeOptions.config.staff?.audit;
    if (!audit || reply.statusCode >= 400) return payload;
    const answer = answerOf(payload);
    const subjectId = audit.subjectId(request, answer);
    const after =
      audit.read && subjectId !== undefined
        ? await audit.read(subjectId).catch(() => null)
        : withoutSecrets(request.body);
    const member = request.staffMember;
    await service.record({
      author: member ? { id: member.id, email: member.email } : scriptAuthor(request),
      action: audit.action,
      subjectType: audit.subjectType,
      subjectId,
      before: request.auditBefore,
      after,
    });
    return payload;
  });
}
