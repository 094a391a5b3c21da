/** A member of the shop's staff, signed in to the back office's API, for tests of staff routes. */
import type { StaffRole } from '@sillon/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { createStaffModule } from '../modules/staff';

export const STAFF_TEST_PASSWORD = 'un mot de passe de test';

let memberCounter = 0;

export async function newStaffMember(database: DatabaseHandle, role: StaffRole) {
  const n = memberCounter++;
  const staff = createStaffModule({ db: database.db, now: () => new Date(), secureCookie: false });
  return staff.service.createMember({
    email: `${role}${n}-${Date.now()}@sillon.test`,
    name: `${role} ${n}`,
    role,
    password: STAFF_TEST_PASSWORD,
  });
}

/** Signs a new member of that role in; `cookie` goes in the `cookie` header of staff requests. */
export async function staffSession(
  shop: { app: FastifyInstance; database: DatabaseHandle },
  role: StaffRole,
): Promise<{ cookie: string; memberId: string; email: string }> {
  const member = await newStaffMember(shop.database, role);
  const signedIn = await shop.app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: { email: member.email, password: STAFF_TEST_PASSWORD },
  });
  if (signedIn.statusCode !== 200) throw new Error(`staff sign-in failed: ${signedIn.body}`);
  const setCookie = [signedIn.headers['set-cookie']]
    .flat()
    .find((value) => value?.startsWith('sillon_staff='));
  if (!setCookie) throw new Error('no staff session cookie');
  return { cookie: setCookie.split(';')[0]!, memberId: member.id, email: member.email };
}
