import { voucherDatesText } from './voucher-dates';

const now = new Date('2025-11-24T10:00:00Z');
const voucher = (starts_at: string | null, expires_at: string | null) => ({ starts_at, expires_at });

describe('voucherDatesText', () => {
  it('tells each period in French, dates in Paris time', () => {
    expect(voucherDatesText(voucher('2025-01-01T00:00:00+01:00', '2030-12-31T23:59:59+01:00'), now)).toBe(
      'Valable du 1er janvier 2025 au 31 décembre 2030',
    );
    expect(voucherDatesText(voucher('2031-06-21T00:00:00+02:00', null), now)).toBe(
      'Pas encore valable : à partir du 21 juin 2031',
    );
    // Ending at midnight (Paris) on the 29th: the 28th is its last day.
    expect(voucherDatesText(voucher(null, '2025-11-28T23:00:00Z'), now)).toBe(
      'Expire bientôt : valable jusqu’au 28 novembre 2025',
    );
    expect(voucherDatesText(voucher(null, '2024-01-01T00:00:00+01:00'), now)).toBe(
      'Expiré depuis le 1er janvier 2024',
    );
    expect(voucherDatesText(voucher(null, null), now)).toBe('Sans date limite');
  });
});
