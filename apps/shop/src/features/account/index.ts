export { AccountScreen } from './screens/account-screen';
export { MyInfoScreen } from './screens/my-info-screen';
export { SignUpSteps } from './components/sign-up-steps';
export {
  accountApi,
  accountForgotten,
  accountLoaded,
  useAccountPromotionsQuery,
  useAccountQuery,
  useSetReferrerMutation,
  useUpdateAccountMutation,
} from './api/account-api';
