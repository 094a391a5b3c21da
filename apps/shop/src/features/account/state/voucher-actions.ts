/**
 * Spec §4 "Vouchers": what the account tells the cart about its vouchers. The cart (which depends
 * on the account, not the reverse) selects the code in its own reducer; the next time it shows,
 * it applies the selection to the server's cart.
 */
import { createAction } from '@reduxjs/toolkit';

/** A voucher joined the account: the cart selects it. */
export const voucherAdded = createAction<string>('account/voucherAdded');

/**
 * A friend's referral code joined the account (`set_referrer`): the cart selects it too. The
 * account applies its discount; the order's start does not send it as a coupon (spec §4).
 */
export const referralCodeAdded = createAction<string>('account/referralCodeAdded');

/** « Utiliser » on one of the account's vouchers: the cart selects it (spec §4: the same code again clears it). */
export const voucherChosen = createAction<string>('account/voucherChosen');

/** A code kept for the account was refused as a referral code (§8, said where it was tried): the cart drops it. */
export const referralCodeRefused = createAction<string>('account/referralCodeRefused');
