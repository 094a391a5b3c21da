/**
 * The French message catalogue (the shop is French only, spec §1), one file per feature of the
 * shop merged here into one typed record (a text is added in its feature's file, so changes
 * rarely meet). Two parts:
 * - `errors`: one entry per stable error code, with the title and content the spec gives (§5, §8);
 * - `ui`: dotted keys such as `components.cart.max_quantity_reached`, with `{{name}}` placeholders.
 * A code without its text fails the type-check, so no error can reach a customer untranslated:
 * every rule's `Result` only accepts a code that is a key of `errors` (see `../result.ts`).
 *
 * Error texts hold no placeholders on purpose: the server answers `errorText(code).content` as is.
 * A violation that needs numbers (the quantity cap, the order minimum) also names a `ui` key that
 * carries them, see `detailedMessageKeys` below and `violationText`.
 */
import { accountErrors, accountTexts } from './account';
import { authErrors, authTexts } from './auth';
import { cartErrors, cartTexts } from './cart';
import { catalogErrors, catalogTexts } from './catalog';
import { checkoutErrors, checkoutTexts } from './checkout';
import { commonErrors, commonTexts } from './common';
import { contentErrors, contentTexts } from './content';
import { deliveryErrors, deliveryTexts } from './delivery';
import { legalErrors, legalTexts } from './legal';
import { ordersErrors, ordersTexts } from './orders';
import { paymentsErrors, paymentsTexts } from './payments';
import { platformErrors, platformTexts } from './platform';
import { promotionsErrors, promotionsTexts } from './promotions';
import { receiptErrors, receiptTexts } from './receipt';
import { reviewsErrors, reviewsTexts } from './reviews';
import { searchErrors, searchTexts } from './search';
import { staffErrors } from './staff';

export type ErrorText = { title: string; content: string };

export const errors = {
  ...commonErrors,
  ...authErrors,
  ...accountErrors,
  ...catalogErrors,
  ...reviewsErrors,
  ...cartErrors,
  ...promotionsErrors,
  ...checkoutErrors,
  ...ordersErrors,
  ...paymentsErrors,
  ...deliveryErrors,
  ...receiptErrors,
  ...contentErrors,
  ...searchErrors,
  ...staffErrors,
  ...platformErrors,
  ...legalErrors,
} as const satisfies Record<string, ErrorText>;

export type ErrorCode = keyof typeof errors;

export const ui = {
  ...commonTexts,
  ...authTexts,
  ...accountTexts,
  ...catalogTexts,
  ...reviewsTexts,
  ...cartTexts,
  ...promotionsTexts,
  ...checkoutTexts,
  ...ordersTexts,
  ...paymentsTexts,
  ...deliveryTexts,
  ...receiptTexts,
  ...contentTexts,
  ...searchTexts,
  ...platformTexts,
  ...legalTexts,
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof ui;

/**
 * Violations whose sentence needs parameters: the rule returns the code (for the server and the
 * logs) and its `params`; the app shows this key's sentence filled with them.
 */
export const detailedMessageKeys = {
  quantity_above_limit: 'components.cart.max_quantity_reached',
  minimum_order_not_reached: 'components.cart.minimum_order_not_reached',
  voucher_minimum_subtotal_not_reached: 'components.cart.voucher_minimum_not_reached',
  voucher_not_started: 'components.cart.voucher_not_started',
  otp_resend_too_soon: 'screens.sign_in.resend_code_in',
} as const satisfies Partial<Record<ErrorCode, MessageKey>>;
