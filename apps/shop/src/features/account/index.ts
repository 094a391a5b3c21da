export { SignUpSteps } from './components/sign-up-steps';
export { AccountBanner } from './components/account-banner';
export { PushPrompt } from './components/push-prompt';
export { AddressFields } from './components/address-fields';
export { addressValuesOf, useAddressForm, type AddressValues } from './components/address-form';
export { referralCodeAdded, referralCodeRefused, voucherAdded, voucherChosen } from './state/voucher-actions';
export { accountVouchersOf, useReferralTry } from './api/use-add-voucher';
export {
  accountApi,
  accountForgotten,
  accountLoaded,
  useAccountPromotionsQuery,
  useAccountQuery,
  useStorefrontAccountQuery,
  useUpdateAccountMutation,
} from './api/account-api';
