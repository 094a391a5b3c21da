/**
 * The back office's rules: who among the shop's staff may do what, how long a session lasts, when
 * wrong passwords lock an account. The server enforces them on every staff route; the back office
 * reads the same table to show only what a member may use.
 */
import { ok, violation, type Result } from './result';

export const STAFF_ROLES = ['admin', 'preparer', 'support', 'courier'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles that work in the office (and the warehouse): a courier is out on the bike. */
const office: readonly StaffRole[] = ['admin', 'preparer', 'support'];

/**
 * Each permission and the roles that hold it. Preparers prepare and plan the rounds; support
 * answers customers (their orders, cancellations, e-mails, reviews); couriers ride a round and see
 * only theirs (issue 42); admins run everything, the team and its audit log included.
 */
export const STAFF_PERMISSIONS = {
  'dashboard.read': office,
  'orders.read': office,
  'orders.status': ['admin', 'preparer'],
  'orders.cancel': ['admin', 'support'],
  'orders.mail': ['admin', 'support'],
  'preparation.read': ['admin', 'preparer'],
  'preparation.write': ['admin', 'preparer'],
  'delivery.read': office,
  'delivery.write': ['admin'],
  /** The bike rounds of a slot (issue 42): seen by the office, planned and started by preparers. */
  'rounds.read': office,
  'rounds.write': ['admin', 'preparer'],
  /** The courier's API: their own round, its start and the doorstep's outcomes. */
  'rounds.ride': ['admin', 'courier'],
  'catalog.read': office,
  'catalog.write': ['admin'],
  'content.read': ['admin', 'support'],
  'content.write': ['admin'],
  'promotions.read': ['admin', 'support'],
  'promotions.write': ['admin'],
  'customers.read': ['admin', 'support'],
  'customers.write': ['admin', 'support'],
  'reviews.read': ['admin', 'support'],
  'reviews.write': ['admin', 'support'],
  'staff.read': ['admin'],
  'staff.write': ['admin'],
  'audit.read': ['admin'],
  /** The app's and the server's error reports (issue 19): technical, with user ids. */
  'errors.read': ['admin'],
  /** The background jobs that failed (issue 35): technical, with order numbers and user ids. */
  'jobs.read': ['admin'],
  'jobs.write': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}

export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission of a role, for the back office's menu. */
export function staffPermissionsOf(role: StaffRole): StaffPermission[] {
  return (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((permission) =>
    staffMay(role, permission),
  );
}

/** A working day: sessions end after it, and a member signs in again the next morning. */
export const STAFF_SESSION_HOURS = 12;
/** The longest text the staff's list searches read (orders, products, customers, vouchers). */
export const STAFF_SEARCH_MAX_LENGTH = 100;
/** Wrong passwords in a row before the account locks, and for how long. */
export const STAFF_MAX_FAILED_SIGN_INS = 5;
export const STAFF_LOCK_MINUTES = 15;
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** A staff password: long enough to resist guessing, short enough to hash (argon2 takes ≤ 4 GiB, we take 200). */
export function validateStaffPassword(password: string): Result<string> {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH || password.length > 200) {
    return violation('staff_password_too_short');
  }
  return ok(password);
}

/**
 * After a wrong password: the new count of failures in a row, and until when the account is
 * locked (the fifth failure locks it; the count starts again after the lock).
 */
export function afterWrongPassword(
  failedSignIns: number,
  now: Date,
): { failedSignIns: number; lockedUntil: Date | null } {
  const failures = failedSignIns + 1;
  if (failures < STAFF_MAX_FAILED_SIGN_INS) return { failedSignIns: failures, lockedUntil: null };
  return { failedSignIns: 0, lockedUntil: new Date(now.getTime() + STAFF_LOCK_MINUTES * 60_000) };
}

export function isStaffLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}
