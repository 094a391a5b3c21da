/** A voucher card's sentence about its dates, from the domain's `voucherPeriod`. */
import { formatParisLongDate, t, voucherLastInstant, voucherPeriod } from '@sillon/domain';

export function voucherDatesText(
  voucher: { starts_at: string | null; expires_at: string | null },
  now: Date,
): string {
  const start = voucher.starts_at ? formatParisLongDate(voucher.starts_at) : null;
  // Valid until its last day; expired since the day its expiry came.
  const end = voucher.expires_at ? formatParisLongDate(voucherLastInstant(voucher.expires_at)) : null;
  switch (voucherPeriod(voucher, now)) {
    case 'not_started':
      return t('screens.vouchers.not_started', { start: start ?? '' });
    case 'expired':
      return t('screens.vouchers.expired', {
        end: voucher.expires_at ? formatParisLongDate(voucher.expires_at) : '',
      });
    case 'expiring_soon':
      return t('screens.vouchers.expiring_soon', { end: end ?? '' });
    case 'valid':
      if (start && end) return t('screens.vouchers.valid_between', { start, end });
      if (end) return t('screens.vouchers.valid_until', { end });
      if (start) return t('screens.vouchers.valid_from', { start });
      return t('screens.vouchers.valid_always');
  }
}
