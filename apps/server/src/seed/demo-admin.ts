/**
 * The demo shop's first back-office admin, so that a new shop opens `/back-office/` at once, and a
 * courier (« Livreur », issue 42) to ride its bike rounds on a phone: made with the demo shop when
 * the team is empty (never in production), with random passwords shown once on the console.
 * `npm run staff:create` makes real members.
 */
import { count } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { createStaffModule } from '../modules/staff';
import { staffMembers } from '../modules/staff/staff.tables';

export const DEMO_ADMIN_EMAIL = 'admin@sillon.localhost';
export const DEMO_COURIER_EMAIL = 'livreur@sillon.localhost';

export async function seedDemoAdmin(db: Database, log: { info(message: string): void }): Promise<void> {
  const [team] = await db.select({ members: count() }).from(staffMembers);
  if ((team?.members ?? 0) > 0) return;
  const password = randomBytes(12).toString('base64url');
  const staff = createStaffModule({ db, now: () => new Date(), secureCookie: true });
  await staff.service.createMember({
    email: DEMO_ADMIN_EMAIL,
    name: 'Admin de démonstration',
    role: 'admin',
    password,
  });
  const courierPassword = randomBytes(12).toString('base64url');
  await staff.service.createMember({
    email: DEMO_COURIER_EMAIL,
    name: 'Livreur',
    role: 'courier',
    password: courierPassword,
  });
  log.info(
    `Back office (/back-office/): ${DEMO_ADMIN_EMAIL} / ${password} — shown once; add your team in « Équipe ».`,
  );
  log.info(
    `Courier's round (/back-office/ on a phone): ${DEMO_COURIER_EMAIL} / ${courierPassword} — shown once.`,
  );
}
