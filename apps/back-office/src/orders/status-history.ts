/** An order's history as the team reads it: its statuses, and its preparation marks among them. */
import { orderStatusLabel } from '../common/format';
import type { StaffOrder } from '../providers/staff-types';

type HistoryChange = StaffOrder['statusHistory'][number];

/** What happened: « En cours → En livraison », or the order marked prepared or taken back. */
export function historyChangeText(change: HistoryChange): string {
  if (change.kind === 'preparation') return change.prepared ? 'Préparée' : 'Remise à préparer';
  return `${change.from ? `${orderStatusLabel(change.from)} → ` : ''}${orderStatusLabel(change.to)}`;
}

/** A row's key: a status and a mark may share their instant. */
export const historyChangeKey = (change: HistoryChange) =>
  `${change.at}-${change.kind === 'status' ? change.to : String(change.prepared)}`;
