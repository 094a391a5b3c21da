/**
 * When a voucher of the account may be used, as its card says it: not valid yet, valid (soon to
 * expire or not), expired. The server's eligibility rule has the last word (start included,
 * expiry excluded, the same here); this only tells the customer in advance.
 */
import { t } from '@sillon/domain';
import { formatLongDate } from './long-date';

/** A voucher "expires soon" within this many days: a week is enough to plan one more order. */
export const EXPIRING_SOON_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type VoucherPeriod = 'not_started' | 'valid' | 'expiring_soon' | 'expired';

export function voucherPeriod(
  voucher: { starts_at: string | null; expires_at: string | null },
  now: Date,
): VoucherPeriod {
  const at = now.getTime();
  const startsAt = voucher.starts_at ? Date.parse(voucher.starts_at) : Number.NaN;
  const expiresAt = voucher.expires_at ? Date.parse(voucher.expires_at) : Number.NaN;
  if (at < startsAt) return 'not_started';
  if (at >= expiresAt) return 'expired';
  if (expiresAt - at <= EXPIRING_SOON_DAYS * DAY_MS) return 'expiring_soon';
  return 'valid';
}

/** The card's sentence about its dates. */
export function voucherDatesText(
  voucher: { starts_at: string | null; expires_at: string | null },
  now: Date,
): string {
  const start = voucher.starts_at ? formatLongDate(voucher.starts_at) : null;
  const end = voucher.expires_at ? formatLongDate(voucher.expires_at) : null;
  switch (voucherPeriod(voucher, now)) {
    case 'not_started':
      return t('screens.vouchers.not_started', { start: start ?? '' });
    case 'expired':
      return t('screens.vouchers.expired', { end: end ?? '' });
    case 'expiring_soon':
      return t('screens.vouchers.expiring_soon', { end: end ?? '' });
    case 'valid':
      if (start && end) return t('screens.vouchers.valid_between', { start, end });
      if (end) return t('screens.vouchers.valid_until', { end });
      if (start) return t('screens.vouchers.valid_from', { start });
      return t('screens.vouchers.valid_always');
  }
}
