import type { PhoneSignInResponse } from '@sillon/contract';
import { formatLocalPhone, t } from '@sillon/domain';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { useAppDispatch } from '@/store/hooks';
import { Button, Text, spacing } from '@/ui';
import { authFailure } from '../api/auth-api';
import { phoneCodeConfirmed } from '../state/auth-thunks';
import { forgetPendingCode } from '../state/pending-code';
import { AuthError } from './auth-error';
import { CodeInput } from './code-input';
import { useCodeRequest, type CodeRequest } from './phone-step';
import { useSecondsUntil } from './use-seconds-until';

/**
 * The code sent by SMS (spec §4): 6 boxes, submitted by the sixth digit; every error of §8 with
 * its French title and content; a new code once the wait is over.
 */
export function CodeStep({
  request,
  onSignedIn,
  onChangePhone,
}: {
  request: CodeRequest;
  onSignedIn(result: PhoneSignInResponse): void;
  onChangePhone(): void;
}) {
  const dispatch = useAppDispatch();
  const [current, setCurrent] = useState(request);
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<{ code: string; details?: Record<string, unknown> } | null>(null);
  const [isChecking, setChecking] = useState(false);
  // Counted from when the code was sent: a reload on this step keeps the same wait (`sentAt`).
  const [resendAt, setResendAt] = useState(
    () => (request.sentAt ?? Date.now()) + request.resendWaitSeconds * 1000,
  );
  const secondsLeft = useSecondsUntil(resendAt);
  const { requestCode, isSending } = useCodeRequest();

  const confirm = async (code: string) => {
    setChecking(true);
    setError(null);
    const answer = await dispatch(phoneCodeConfirmed({ verificationId: current.verificationId, code }));
    setChecking(false);
    if (phoneCodeConfirmed.fulfilled.match(answer)) {
      onSignedIn(answer.payload);
      return;
    }
    // A refused code (wrong, expired, a closed account) ends what a reload would bring back.
    forgetPendingCode();
    setError(authFailure(answer.payload ?? answer.error));
    setDigits('');
  };

  const resend = async () => {
    setError(null);
    const answer = await requestCode(current.phone);
    if ('code' in answer) {
      setError(answer);
      return;
    }
    setCurrent(answer);
    setDigits('');
    setResendAt(Date.now() + answer.resendWaitSeconds * 1000);
  };

  return (
    <View style={styles.step}>
      <Text variant="title" role="heading" aria-level={1}>
        {t('screens.sign_in.code_heading')}
      </Text>
      <Text tone="muted">
        {t('screens.sign_in.code_sent', { phone: formatLocalPhone(current.phone, { grouped: true }) })}
      </Text>
      <CodeInput digits={digits} onChange={setDigits} onComplete={confirm} disabled={isChecking} />
      {isChecking ? <Text tone="muted">{t('screens.sign_in.checking_code')}</Text> : null}
      {error ? <AuthError code={error.code} details={error.details} /> : null}
      <Button
        variant="outline"
        label={
          secondsLeft > 0
            ? t('screens.sign_in.resend_code_in', { seconds: secondsLeft })
            : t('screens.sign_in.resend_code')
        }
        disabled={secondsLeft > 0 || isSending}
        onPress={resend}
      />
      <Button variant="outline" label={t('screens.sign_in.change_phone')} onPress={onChangePhone} />
    </View>
  );
}

const styles = StyleSheet.create({ step: { gap: spacing.lg } });
