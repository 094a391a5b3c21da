import { describe, expect, it } from 'vitest';
import {
  STAFF_LOCK_MINUTES,
  STAFF_ROLES,
  afterWrongPassword,
  isStaffLocked,
  isStaffRole,
  staffMay,
  staffPermissionsOf,
  validateStaffPassword,
} from './staff';

describe('staff permissions', () => {
  it('gives admins every permission', () => {
    expect(staffPermissionsOf('admin')).toContain('staff.write');
    expect(staffPermissionsOf('admin')).toContain('audit.read');
  });

  it('lets preparers prepare and deliver but not cancel, change prices or see customers', () => {
    expect(staffMay('preparer', 'preparation.write')).toBe(true);
    expect(staffMay('preparer', 'orders.status')).toBe(true);
    expect(staffMay('preparer', 'orders.cancel')).toBe(false);
    expect(staffMay('preparer', 'catalog.write')).toBe(false);
    expect(staffMay('preparer', 'customers.read')).toBe(false);
  });

  it('lets support answer customers but not run the team nor see failed jobs', () => {
    expect(staffMay('support', 'orders.cancel')).toBe(true);
    expect(staffMay('support', 'jobs.read')).toBe(false);
    expect(staffMay('preparer', 'jobs.write')).toBe(false);
    expect(staffMay('admin', 'jobs.write')).toBe(true);
    expect(staffMay('support', 'reviews.write')).toBe(true);
    expect(staffMay('support', 'staff.write')).toBe(false);
    expect(staffMay('support', 'preparation.write')).toBe(false);
  });

  it('lets couriers ride their round and nothing else, not even the orders or the day', () => {
    expect(staffPermissionsOf('courier')).toEqual(['rounds.ride']);
  });

  it('lets the office see the rounds, preparers plan them, and admins ride too', () => {
    expect(staffMay('support', 'rounds.read')).toBe(true);
    expect(staffMay('support', 'rounds.write')).toBe(false);
    expect(staffMay('preparer', 'rounds.write')).toBe(true);
    expect(staffMay('preparer', 'rounds.ride')).toBe(false);
    expect(staffMay('admin', 'rounds.ride')).toBe(true);
  });

  it('keeps what every office role reads for the office roles only', () => {
    for (const permission of ['dashboard.read', 'orders.read', 'delivery.read', 'catalog.read'] as const) {
      expect(STAFF_ROLES.filter((role) => staffMay(role, permission))).toEqual([
        'admin',
        'preparer',
        'support',
      ]);
    }
  });

  it('knows the roles', () => {
    expect(isStaffRole('courier')).toBe(true);
    expect(isStaffRole('preparer')).toBe(true);
    expect(isStaffRole('customer')).toBe(false);
  });
});

describe('staff sign-in rules', () => {
  const now = new Date('2026-11-26T08:00:00Z');

  it('locks the account at the fifth wrong password in a row', () => {
    let state = { failedSignIns: 0, lockedUntil: null as Date | null };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      state = afterWrongPassword(state.failedSignIns, now);
      expect(state.lockedUntil).toBeNull();
    }
    state = afterWrongPassword(state.failedSignIns, now);
    expect(state.lockedUntil?.getTime()).toBe(now.getTime() + STAFF_LOCK_MINUTES * 60_000);
    expect(isStaffLocked(state.lockedUntil, now)).toBe(true);
    expect(isStaffLocked(state.lockedUntil, new Date(state.lockedUntil!.getTime() + 1))).toBe(false);
  });

  it('asks for twelve characters at least', () => {
    expect(validateStaffPassword('court').ok).toBe(false);
    expect(validateStaffPassword('un mot de passe long').ok).toBe(true);
  });
});
