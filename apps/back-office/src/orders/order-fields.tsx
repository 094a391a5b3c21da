/** Small pieces the order screens share: its status chip, its money, where it goes, its address. */
import { Chip, Typography } from '@mui/material';
import { t } from '@sillon/domain';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatEuros,
  modeLabel,
  orderStatusLabel,
  slotHours,
} from '../common/format';
import type { StaffOrderRow } from '../providers/staff-types';

const STATUS_COLORS: Record<string, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  scheduled: 'info',
  delivery: 'warning',
  delivered: 'success',
  canceled: 'default',
};

export function StatusChip({ status }: { status: string | null | undefined }) {
  return (
    <Chip
      size="small"
      label={orderStatusLabel(status)}
      color={STATUS_COLORS[status ?? ''] ?? 'default'}
      variant={status === 'canceled' ? 'outlined' : 'filled'}
    />
  );
}

const PAYMENT_STAGES: Record<
  NonNullable<StaffOrderRow['paymentStage']>,
  { label: string; color: 'default' | 'info' | 'success' | 'error' }
> = {
  authorized: { label: 'Autorisé', color: 'info' },
  captured: { label: 'Encaissé', color: 'success' },
  refunded: { label: 'Remboursé', color: 'default' },
  failed: { label: 'Encaissement refusé', color: 'error' },
  canceled: { label: 'Annulé', color: 'default' },
};

/** Where the order's money stands: the card authorised at the order, charged once prepared, refunded. */
export function PaymentStageChip({ stage }: { stage: StaffOrderRow['paymentStage'] }) {
  if (!stage) return null;
  const { label, color } = PAYMENT_STAGES[stage];
  return <Chip size="small" variant="outlined" label={label} color={color} />;
}

/**
 * Whether the card's money says more than the order's total: something was taken or given back,
 * and it is not simply the total taken (a prepared order with missing products, a refund).
 */
function moneyDiffersFromTotal(order: Pick<StaffOrderRow, 'totalCents' | 'capturedCents' | 'refundedCents'>) {
  if (order.capturedCents === 0 && order.refundedCents === 0) return false;
  return order.capturedCents !== order.totalCents || order.refundedCents !== 0;
}

/** The list's total, with what the card gave and got back under it when that differs (issue 37). */
export function OrderTotal({ order }: { order: StaffOrderRow }) {
  return (
    <>
      {formatEuros(order.totalCents)}
      {moneyDiffersFromTotal(order) && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          Encaissé {formatEuros(order.capturedCents)}
          {order.refundedCents > 0 ? ` · remboursé ${formatEuros(order.refundedCents)}` : ''}
        </Typography>
      )}
    </>
  );
}

/** « Litige bancaire »: the customer's bank disputes the payment (a chargeback), since that day. */
export function DisputeChip({ at }: { at: string }) {
  return <Chip color="error" size="small" label={`Litige bancaire depuis le ${formatDateTime(at)}`} />;
}

/** The pickup promise the customer chose (« Sous 3 à 5 jours ouvrés »), in a sentence's middle. */
const pickupEstimate = () => t('checkout.delivery_estimates.pickup-point').toLowerCase();

/**
 * « Vélo · jeudi 14 mars 2030 · 08:00–10:00 » or « Point relais · Épicerie du coin · retrait sous
 * 3 à 5 jours ouvrés »: a pickup order has a point, not a day.
 */
export function deliveryText(
  order: Pick<StaffOrderRow, 'shippingMode'> &
    Partial<Pick<StaffOrderRow, 'deliveryDay' | 'slot' | 'pickupPoint'>>,
) {
  const parts = [modeLabel(order.shippingMode)];
  if (order.pickupPoint) parts.push(order.pickupPoint.name);
  if (order.deliveryDay) parts.push(formatDay(order.deliveryDay));
  if (order.slot) parts.push(slotHours(order.slot));
  if (order.pickupPoint && !order.deliveryDay) parts.push(`retrait ${pickupEstimate()}`);
  return parts.join(' · ');
}

/** « À retirer sous 3 à 5 jours ouvrés après la commande du 28/11/2026. » */
export function pickupText(completedAt: string | null): string {
  return `À retirer ${pickupEstimate()} après la commande${completedAt ? ` du ${formatDate(completedAt)}` : ''}.`;
}

const ADDRESS_LINES: readonly (readonly string[])[] = [
  ['fullname'],
  ['firstname', 'lastname'],
  ['firstName', 'lastName'],
  ['company'],
  ['address1'],
  ['address2'],
  ['zipcode', 'city'],
  ['postalCode', 'city'],
  ['phone'],
];

/** The lines of a delivery address, whatever names its fields carry. */
export function addressLines(address: Record<string, unknown> | null | undefined): string[] {
  if (!address) return [];
  const lines: string[] = [];
  const used = new Set<string>();
  // A full name stands for the first and last names (the shop keeps both, alike).
  if (typeof address['fullname'] === 'string' && address['fullname'] !== '') {
    for (const field of ['firstname', 'lastname', 'firstName', 'lastName']) used.add(field);
  }
  for (const fields of ADDRESS_LINES) {
    const values = fields
      .filter((field) => !used.has(field) && typeof address[field] === 'string' && address[field] !== '')
      .map((field) => {
        used.add(field);
        return String(address[field]);
      });
    if (values.length > 0) lines.push(values.join(' '));
  }
  for (const field of ['instructions', 'comment', 'deliveryInstructions']) {
    if (typeof address[field] === 'string' && address[field])
      lines.push(`Instructions : ${String(address[field])}`);
  }
  return lines;
}
