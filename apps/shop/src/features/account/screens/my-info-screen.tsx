import { t } from '@sillon/domain';
import { router } from 'expo-router';
import { RequireCustomer } from '@/features/auth';
import { PageHead, Screen } from '@/ui';
import { SignUpForm, SignUpIntro } from '../components/sign-up-form';

/** Where the "finish your sign-up" tip leads: the sign-up form for a customer who skipped it. */
export function MyInfoScreen() {
  return (
    <Screen>
      <PageHead title={t('screens.my_info.title')} />
      <RequireCustomer>
        <SignUpIntro />
        <SignUpForm onSignedUp={() => router.replace('/my-account')} />
      </RequireCustomer>
    </Screen>
  );
}
