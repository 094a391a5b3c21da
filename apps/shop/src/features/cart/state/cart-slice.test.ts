import { referralCodeAdded, voucherAdded, voucherChosen } from '@/features/account';
import { cartSlice, voucherSelected } from './cart-slice';

jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

const reduce = cartSlice.reducer;
const empty = reduce(undefined, { type: 'init' });

describe('the cart’s voucher, chosen from the account (spec §4 "Vouchers")', () => {
  it('selects a voucher added to the account, uppercased', () => {
    expect(reduce(empty, voucherAdded(' printemps5 ')).voucherCode).toBe('PRINTEMPS5');
  });

  it('selects a referral code added to the account, in place of the voucher it had', () => {
    const withVoucher = reduce(empty, voucherAdded('PRINTEMPS5'));
    expect(reduce(withVoucher, referralCodeAdded(' camille-7kq2m ')).voucherCode).toBe('CAMILLE-7KQ2M');
  });

  it('selects a voucher chosen with « Utiliser », and lets it go when chosen again', () => {
    const chosen = reduce(empty, voucherChosen('bienvenue10'));
    expect(chosen.voucherCode).toBe('BIENVENUE10');
    expect(reduce(chosen, voucherChosen('BIENVENUE10')).voucherCode).toBeNull();
    expect(reduce(chosen, voucherChosen('PRINTEMPS5')).voucherCode).toBe('PRINTEMPS5');
  });

  it('keeps what the server applied otherwise', () => {
    expect(reduce(empty, voucherSelected('livraisonofferte')).voucherCode).toBe('LIVRAISONOFFERTE');
  });
});
