import { voucherDatesText, voucherPeriod } from './voucher-dates';

const now = new Date('2025-11-24T10:00:00Z');
const voucher = (starts_at: string | null, expires_at: string | null) => ({ starts_at, expires_at });

describe('voucherPeriod', () => {
  it.each([
    ['not valid before its start', voucher('2025-12-01T00:00:00Z', null), 'not_started'],
    ['valid from its very start', voucher('2025-11-24T10:00:00Z', null), 'valid'],
    ['valid with no dates at all', voucher(null, null), 'valid'],
    ['expiring soon within a week', voucher(null, '2025-11-30T23:00:00Z'), 'expiring_soon'],
    ['valid beyond a week', voucher(null, '2025-12-02T10:00:01Z'), 'valid'],
    ['expired at its expiry (excluded)', voucher(null, '2025-11-24T10:00:00Z'), 'expired'],
  ] as const)('is %s', (_, dates, period) => {
    expect(voucherPeriod(dates, now)).toBe(period);
  });
});

describe('voucherDatesText', () => {
  it('tells each period in French, dates in Paris time', () => {
    expect(voucherDatesText(voucher('2025-01-01T00:00:00+01:00', '2030-12-31T23:59:59+01:00'), now)).toBe(
      'Valable du 1 janvier 2025 au 31 décembre 2030',
    );
    expect(voucherDatesText(voucher('2031-06-21T00:00:00+02:00', null), now)).toBe(
      'Pas encore valable : à partir du 21 juin 2031',
    );
    expect(voucherDatesText(voucher(null, '2025-11-28T23:00:00Z'), now)).toBe(
      'Expire bientôt : valable jusqu’au 29 novembre 2025',
    );
    expect(voucherDatesText(voucher(null, '2024-01-01T00:00:00+01:00'), now)).toBe(
      'Expiré depuis le 1 janvier 2024',
    );
    expect(voucherDatesText(voucher(null, null), now)).toBe('Sans date limite');
  });
});
