/**
 * The staff API's payloads (docs/staff-api.md). The shapes come from the contract as types only
 * (zod stays on the server); those the contract does not name yet are written here.
 */
import type { StaffErrorReports } from '@sillon/contract';
import type { StaffPermission, StaffRole } from '@sillon/domain';

export type {
  AbsenceReason,
  AuditEntry,
  StaffBikeHours as BikeHours,
  StaffBikeHoursChangeBody as BikeHoursChange,
  CourierRounds,
  DeliveryRound,
  MissedDeliveries,
  MissedDelivery,
  RoundStop,
  RoundsReport,
  SlotRounds,
  StopOutcomeBody,
  Dashboard,
  PickingList,
  StaffMember as Member,
  StaffOrder,
  StaffOrderPreparedBody,
  StaffOrderRow,
  StaffOrderStop,
  StaffPromotionSettings as PromotionSettings,
  StaffPromotionSettingsBody as PromotionSettingsChange,
  StaffRebookingSlots,
  StaffSessionResponse as StaffSession,
  StaffSlot as Slot,
  StaffSubstituteCandidates,
  StaffSubstitution,
  SubstitutionReport,
} from '@sillon/contract';
export type { StaffPermission, StaffRole };

/** One error report of `GET /api/staff/error-reports`. */
export type ErrorReportRow = StaffErrorReports['reports'][number];

export type OrderStatus = 'scheduled' | 'delivery' | 'delivered' | 'canceled';

export type Booking = { orderNumber: string; customerName: string; status: string | null };

export type ListAnswer<T> = { items: T[]; total: number };
