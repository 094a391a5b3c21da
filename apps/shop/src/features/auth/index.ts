export { AccountLink } from './components/account-link';
export { RequireCustomer } from './components/require-customer';
export { AccountScreen } from './screens/account-screen';
export { LoginScreen } from './screens/login-screen';
export { MyInfoScreen } from './screens/my-info-screen';
export { PreLoginScreen } from './screens/pre-login-screen';
export { sessionStartedOnLaunch, signedOut } from './state/auth-thunks';
