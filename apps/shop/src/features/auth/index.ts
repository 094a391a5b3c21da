export { AccountLink } from './components/account-link';
export { AuthError } from './components/auth-error';
export { RequireCustomer } from './components/require-customer';
export { signedInDestination, unfinishedSignUpDestination } from './screens/signed-in-destination';
export { authFailure, type AuthFailure } from './api/auth-api';
export {
  accountDeletionTracked,
  pushDeviceRegistered,
  phoneCodeConfirmed,
  sessionOpened,
  sessionStartedOnLaunch,
  signedOut,
  type SessionFollowUps,
} from './state/auth-thunks';
export { PushNotifications } from './components/push-notifications';
export { isPushOffered, onPushResponse, pushPermission } from './push-token';
export {
  authRestored,
  authSlice,
  bannerDismissed,
  persistedAuth,
  selectIsCustomer,
  selectHasSessionStartFailed,
  selectIsSessionStarting,
  sessionEnded,
  storedUser,
  type AuthState,
  type PersistedAuth,
  type StoredUser,
} from './state/auth-slice';
