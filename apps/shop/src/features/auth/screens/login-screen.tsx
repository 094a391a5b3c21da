import { t } from '@sillon/domain';
import { router, useLocalSearchParams } from 'expo-router';
import { useState, type ComponentType } from 'react';
import { PageHead, Screen } from '@/ui';
import { CodeStep } from '../components/code-step';
import { PhoneStep, type CodeRequest } from '../components/phone-step';
import { signedInDestination, useLeaveWhenSignedIn } from './signed-in-destination';

type Step = { name: 'phone'; phone?: string } | { name: 'code'; request: CodeRequest } | { name: 'sign-up' };

/**
 * The sign-in flow of spec §4: phone, SMS code, then for a new number the account's sign-up
 * steps (name, email, address, newsletter, notifications: `signUpSteps`, given by the route, since
 * the account feature depends on this one). It ends where the customer was going (`next`), else on
 * the account.
 */
export function LoginScreen({
  signUpSteps: SignUpSteps,
}: {
  signUpSteps: ComponentType<{ onDone(): void }>;
}) {
  const { next } = useLocalSearchParams<{ next?: string }>();
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const finish = () => router.replace(signedInDestination(next));
  useLeaveWhenSignedIn(next, step.name !== 'phone');

  return (
    <Screen>
      <PageHead title={t('screens.sign_in.title')} />
      {step.name === 'phone' ? (
        <PhoneStep initialPhone={step.phone} onCodeSent={(request) => setStep({ name: 'code', request })} />
      ) : null}
      {step.name === 'code' ? (
        <CodeStep
          request={step.request}
          onSignedIn={(result) => (result.accountExists ? finish() : setStep({ name: 'sign-up' }))}
          onChangePhone={() => setStep({ name: 'phone' })}
        />
      ) : null}
      {step.name === 'sign-up' ? <SignUpSteps onDone={finish} /> : null}
    </Screen>
  );
}
