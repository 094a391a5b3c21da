import { t } from '@sillon/domain';
import { router, useLocalSearchParams } from 'expo-router';
import { useState, useSyncExternalStore, type ComponentType } from 'react';
import { PageHead, Screen } from '@/ui';
import { CodeStep } from '../components/code-step';
import { PhoneStep, type CodeRequest } from '../components/phone-step';
import {
  forgetPendingCode,
  keepPendingCode,
  pendingCodeOf,
  pendingCodeSnapshot,
} from '../state/pending-code';
import { signedInDestination, useLeaveWhenSignedIn } from './signed-in-destination';

type Step = { name: 'phone'; phone?: string } | { name: 'code'; request: CodeRequest } | { name: 'sign-up' };

/** The kept step is read once: the screen changes it itself afterwards. */
const neverChanges = () => () => undefined;

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
  // `step`: the sign-up steps were reached (in the address, so that a reload on them finishes them).
  const { next, step: shownStep } = useLocalSearchParams<{ next?: string; step?: string }>();
  // Until the customer acts, the step is the one a reload left (the code step, while its code is
  // valid); the server, which has no tab, draws the phone step, and the app takes over from it.
  const kept = pendingCodeOf(useSyncExternalStore(neverChanges, pendingCodeSnapshot, () => null));
  const [chosen, setStep] = useState<Step | null>(null);
  const step: Step = chosen ?? (kept ? { name: 'code', request: kept } : { name: 'phone' });
  const leaveCodeStep = (to: Step) => {
    forgetPendingCode();
    setStep(to);
  };
  const finish = () => {
    forgetPendingCode();
    router.replace(signedInDestination(next));
  };
  useLeaveWhenSignedIn(next, step.name !== 'phone', shownStep === 'sign-up');

  return (
    <Screen>
      <PageHead title={t('screens.sign_in.title')} />
      {step.name === 'phone' ? (
        <PhoneStep
          initialPhone={step.phone}
          onCodeSent={(request) => {
            keepPendingCode(request);
            setStep({ name: 'code', request });
          }}
        />
      ) : null}
      {step.name === 'code' ? (
        <CodeStep
          request={step.request}
          onSignedIn={(result) => {
            if (result.accountExists) return finish();
            leaveCodeStep({ name: 'sign-up' });
            router.setParams({ step: 'sign-up' });
          }}
          onChangePhone={() => leaveCodeStep({ name: 'phone' })}
        />
      ) : null}
      {step.name === 'sign-up' ? <SignUpSteps onDone={finish} /> : null}
    </Screen>
  );
}
