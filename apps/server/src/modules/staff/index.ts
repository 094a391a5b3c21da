/**
 * The staff module (issue 18): the back office's members, sessions, roles and audit log, and the
 * gate every staff route of every module passes (`registerStaffAccess`).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { registerStaffAccess } from './staff-access';
import { createStaffRepository } from './staff.repository';
import { staffRoutes } from './staff.routes';
import { createStaffService } from './staff.service';

export function createStaffModule(deps: { db: Database; now: () => Date; secureCookie: boolean }) {
  const service = createStaffService({ repository: createStaffRepository(deps.db), now: deps.now });
  return {
    service,
    /** Call on the root instance before any module's routes. */
    registerAccess: (app: FastifyInstance) => registerStaffAccess(app, service),
    routes: staffRoutes(service, { secureCookie: deps.secureCookie }),
  };
}

export type { StaffService } from './staff.service';
export type StaffModule = ReturnType<typeof createStaffModule>;
