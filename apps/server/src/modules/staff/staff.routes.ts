/** The staff's own routes: signing in and out, the team (admins), the audit log. */
import fastifyCookie from '@fastify/cookie';
import {
  auditList,
  auditQuery,
  errorResponse,
  staffIdParams,
  staffMember,
  staffMemberChangeBody,
  staffMemberCreateBody,
  staffMemberList,
  staffRevokedResponse,
  staffSessionResponse,
  staffSignInBody,
} from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeAuditOf, staffMemberOf, type StaffRouteConfig } from '../../http/staff-routes';
import { STAFF_COOKIE } from './staff-access';
import type { StaffService } from './staff.service';

const tags = ['staff'];
const refusals = { 401: errorResponse, 403: errorResponse };

export function staffRoutes(service: StaffService, options: { secureCookie: boolean }) {
  const memberAudit = (action: string): StaffRouteConfig['audit'] => ({
    action,
    subjectType: 'staff_member',
    subjectId: (request) => (request.params as { id?: string }).id,
    read: (id, tx) => service.member(id, tx),
  });

  return async (app: FastifyInstance) => {
    await app.register(fastifyCookie);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/staff/session',
      {
        schema: {
          tags,
          summary: 'Signs a member in (e-mail and password); sets the session cookie',
          body: staffSignInBody,
          response: { 200: staffSessionResponse, 400: errorResponse, 429: errorResponse, ...refusals },
        },
        config: {
          requestLimit: 'staff_sign_in',
          sharedLimit: 'staff_sign_in_overall',
          staff: {
            permission: 'public',
            audit: {
              action: 'staff.sign_in',
              subjectType: 'staff_member',
              subjectId: (_request, answer) => (answer as { member?: { id: string } } | null)?.member?.id,
            },
          },
        },
      },
      async (request, reply) => {
        const session = await service.signIn(request.body.email, request.body.password);
        request.staffMember = { ...session.member, sessionId: session.sessionId };
        reply.setCookie(STAFF_COOKIE, session.token, {
          httpOnly: true,
          secure: options.secureCookie,
          sameSite: 'strict',
          path: '/api/staff',
          // A lifetime, not a date: the server checks the end by the shop's clock, which a demo may
          // move; a date by it could already be past for the browser, which would drop the cookie.
          maxAge: session.lifetimeSeconds,
        });
        return { member: session.member, permissions: service.permissionsOf(session.member.role) };
      },
    );

    routes.get(
      '/api/staff/session',
      {
        schema: {
          tags,
          summary: 'The signed-in member and what they may do',
          response: { 200: staffSessionResponse, ...refusals },
        },
        config: { staff: { permission: 'signed-in' } },
      },
      async (request) => {
        const member = await service.member(staffMemberOf(request).id);
        return { member, permissions: service.permissionsOf(member.role) };
      },
    );

    routes.delete(
      '/api/staff/session',
      {
        schema: {
          tags,
          summary: 'Signs out (the session ends on the server too)',
          response: { 204: z.undefined(), ...refusals },
        },
        config: {
          staff: {
            permission: 'signed-in',
            audit: {
              action: 'staff.sign_out',
              subjectType: 'staff_member',
              subjectId: (request) => request.staffMember?.id,
            },
          },
        },
      },
      async (request, reply) => {
        await service.signOut(staffMemberOf(request).sessionId, changeAuditOf(request));
        reply.clearCookie(STAFF_COOKIE, { path: '/api/staff' });
        return reply.code(204).send();
      },
    );

    routes.get(
      '/api/staff/members',
      {
        schema: { tags, summary: 'The team', response: { 200: staffMemberList, ...refusals } },
        config: { staff: { permission: 'staff.read' } },
      },
      async () => {
        const items = await service.members();
        return { items, total: items.length };
      },
    );

    routes.post(
      '/api/staff/members',
      {
        schema: {
          tags,
          summary: 'Adds a member to the team',
          body: staffMemberCreateBody,
          response: { 201: staffMember, 400: errorResponse, 409: errorResponse, ...refusals },
        },
        config: {
          staff: {
            permission: 'staff.write',
            audit: {
              action: 'staff_member.create',
              subjectType: 'staff_member',
              subjectId: (_request, answer) => (answer as { id?: string } | null)?.id,
              read: (id, tx) => service.member(id, tx),
            },
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createMember(request.body, changeAuditOf(request))),
    );

    routes.patch(
      '/api/staff/members/:id',
      {
        schema: {
          tags,
          summary: "Changes a member's name, role, password, or deactivates them (their sessions end)",
          params: staffIdParams,
          body: staffMemberChangeBody,
          response: {
            200: staffMember,
            400: errorResponse,
            404: errorResponse,
            409: errorResponse,
            ...refusals,
          },
        },
        config: { staff: { permission: 'staff.write', audit: memberAudit('staff_member.update') } },
      },
      async (request) => service.changeMember(request.params.id, request.body, changeAuditOf(request)),
    );

    routes.post(
      '/api/staff/members/:id/revoke-sessions',
      {
        schema: {
          tags,
          summary: "Ends a member's sessions",
          params: staffIdParams,
          response: { 200: staffRevokedResponse, 404: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'staff.write', audit: memberAudit('staff_member.revoke_sessions') } },
      },
      async (request) => ({
        revoked: await service.revokeSessions(request.params.id, changeAuditOf(request)),
      }),
    );

    routes.get(
      '/api/staff/audit',
      {
        schema: {
          tags,
          summary: 'The audit log, newest first',
          querystring: auditQuery,
          response: { 200: auditList, ...refusals },
        },
        config: { staff: { permission: 'audit.read' } },
      },
      async (request) => {
        const { page, perPage, ...filter } = request.query;
        return service.auditLog(filter, { page, perPage });
      },
    );
  };
}
