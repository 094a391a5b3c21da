/**
 * Which staff permission each screen and action needs (the permission names of
 * packages/domain/src/staff.ts). The server refuses anyway; the back office only hides what a
 * member's role may not use.
 */
import type { StaffPermission } from './staff-types';

type ResourceAccess = {
  read: StaffPermission;
  write?: StaffPermission;
  /** Its edit screen shows a reader the record, every field read-only, nothing to save (a product, a voucher). */
  readableEdit?: true;
};

export const RESOURCE_ACCESS: Record<string, ResourceAccess> = {
  orders: { read: 'orders.read' },
  slots: { read: 'delivery.read', write: 'delivery.write' },
  products: { read: 'catalog.read', write: 'catalog.write', readableEdit: true },
  racks: { read: 'catalog.read', write: 'catalog.write' },
  documents: { read: 'content.read', write: 'content.write' },
  vouchers: { read: 'promotions.read', write: 'promotions.write', readableEdit: true },
  banners: { read: 'promotions.read', write: 'promotions.write' },
  customers: { read: 'customers.read', write: 'customers.write' },
  reviews: { read: 'reviews.read', write: 'reviews.write' },
  members: { read: 'staff.read', write: 'staff.write' },
  audit: { read: 'audit.read' },
  'failed-jobs': { read: 'jobs.read', write: 'jobs.write' },
  'error-reports': { read: 'errors.read' },
};

const READ_ACTIONS = new Set(['list', 'show', 'export']);

/** The permission an action on a resource needs, or undefined when no member may do it here. */
export function permissionFor(resource: string, action: string): StaffPermission | undefined {
  const access = RESOURCE_ACCESS[resource];
  if (!access) return undefined;
  if (action === 'edit' && access.readableEdit) return access.read;
  return READ_ACTIONS.has(action) ? access.read : access.write;
}

export function hasPermission(
  permissions: readonly string[] | undefined,
  permission: StaffPermission,
): boolean {
  return permissions?.includes(permission) ?? false;
}

/**
 * Where a member lands after signing in: the day's dashboard for the office, their round for a
 * courier (who sees nothing else).
 */
export function landingPageOf(permissions: readonly string[] | undefined): string {
  if (!hasPermission(permissions, 'dashboard.read') && hasPermission(permissions, 'rounds.ride')) {
    return '/courier';
  }
  return '/';
}
