import { t } from '@sillon/domain';
import { SignUpSteps } from '@/features/account';
import { LoginScreen } from '@/features/auth/screens/login-screen';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.sign_in.title') });

/** Sign-in; a new number goes on with the account's sign-up steps (the account depends on auth). */
export default function LoginRoute() {
  return <LoginScreen signUpSteps={SignUpSteps} />;
}
