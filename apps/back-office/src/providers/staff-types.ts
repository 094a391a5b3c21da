/**
 * The staff API's payloads (docs/staff-api.md). The shapes come from the contract as types only
 * (zod stays on the server); those the contract does not name yet are written here.
 */
import type { StaffPermission, StaffRole } from '@sillon/domain';

export type {
  AuditEntry,
  Dashboard,
  PickingList,
  StaffMember as Member,
  StaffOrder,
  StaffOrderRow,
  StaffSessionResponse as StaffSession,
  StaffSlot as Slot,
} from '@sillon/contract';
export type { StaffPermission, StaffRole };

export type OrderStatus = 'scheduled' | 'delivery' | 'delivered' | 'canceled';

export type Booking = { orderNumber: string; customerName: string; status: string | null };

export type ListAnswer<T> = { items: T[]; total: number };
