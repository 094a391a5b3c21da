import { useState } from 'react';
import { isPushOffered } from '@/features/auth';
import { NewsletterStep, NotificationsStep } from './preference-steps';
import { SignUpForm, SignUpIntro } from './sign-up-form';

/**
 * The end of the sign-in flow for a new number (spec §4): sign-up (name, email, address), then
 * newsletter and notifications (on the phone apps only: the web has none to offer). The sign-in
 * screen shows it after the code (see `app/login.tsx`).
 */
export function SignUpSteps({ onDone }: { onDone(): void }) {
  const [step, setStep] = useState<'sign-up' | 'newsletter' | 'notifications'>('sign-up');
  if (step === 'newsletter')
    return <NewsletterStep onDone={() => (isPushOffered() ? setStep('notifications') : onDone())} />;
  if (step === 'notifications') return <NotificationsStep onDone={onDone} />;
  return (
    <>
      <SignUpIntro />
      <SignUpForm onSignedUp={() => setStep('newsletter')} />
    </>
  );
}
