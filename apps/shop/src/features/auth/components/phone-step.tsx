import type { PhoneStartResponse } from '@sillon/contract';
import {
  formatLocalPhone,
  formatTypedPhone,
  t,
  toInternationalPhone,
  validateSignInPhone,
} from '@sillon/domain';
import { useEffect, useRef, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { Button, Text, TextField, spacing } from '@/ui';
import { authApi, authFailure, usePhoneStartMutation } from '../api/auth-api';
import { solveCaptcha } from '../captcha';
import { AuthError } from './auth-error';
import { useAppDispatch } from '@/store/hooks';

/** A code sent; `sentAt` when a reload brought the code step back (its waits count from then). */
export type CodeRequest = PhoneStartResponse & { phone: string; sentAt?: number };

/**
 * Asks for a code (spec §4 phone entry): the number is formatted as typed ("06 12 34 56 78"),
 * checked by the domain rule, and the captcha is solved in the background meanwhile.
 */
export function PhoneStep({
  initialPhone = '',
  onCodeSent,
}: {
  initialPhone?: string;
  onCodeSent(request: CodeRequest): void;
}) {
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<{ code: string; details?: Record<string, unknown> } | null>(null);
  const { requestCode, isSending } = useCodeRequest();

  const submit = async () => {
    // « Entrée » in the field while the code is asked asks nothing more.
    if (isSending) return;
    // An empty field is not a wrong number: the form's usual word for a field left blank.
    if (phone.trim() === '') {
      setError({ code: 'field_required' });
      return;
    }
    const checked = validateSignInPhone(toInternationalPhone(formatLocalPhone(phone)));
    if (!checked.ok) {
      setError({ code: checked.code });
      return;
    }
    setError(null);
    const answer = await requestCode(checked.value);
    if ('code' in answer) setError(answer);
    else onCodeSent(answer);
  };

  return (
    <View style={styles.step}>
      <Text variant="title" role="heading" aria-level={1}>
        {t('screens.sign_in.phone_heading')}
      </Text>
      <TextField
        label={t('screens.sign_in.phone_label')}
        value={phone}
        onChangeText={(typed) => setPhone(formatTypedPhone(typed))}
        placeholder={t('screens.sign_in.phone_placeholder')}
        keyboardType="phone-pad"
        inputMode="tel"
        autoComplete="tel"
        textContentType="telephoneNumber"
        onSubmitEditing={submit}
        testID="phone-input"
      />
      {error ? (
        <AuthError code={error.code} details={error.details} onWaitOver={() => setError(null)} />
      ) : null}
      <Button
        label={isSending ? t('screens.sign_in.sending_code') : t('screens.sign_in.send_code')}
        onPress={submit}
        busy={isSending}
      />
    </View>
  );
}

/**
 * Sends a code request with a solved captcha. The first challenge is fetched and solved as soon
 * as the form shows; each request uses a fresh one (a solution is single use).
 */
export function useCodeRequest() {
  const dispatch = useAppDispatch();
  const [phoneStart, { isLoading }] = usePhoneStartMutation();
  const [isSolving, setSolving] = useState(false);
  const solution = useRef<Promise<string | undefined> | null>(null);

  const prepare = () => {
    solution.current = dispatch(
      authApi.endpoints.captcha.initiate(undefined, { subscribe: false, forceRefetch: true }),
    )
      .unwrap()
      .then(solveCaptcha)
      .catch(() => undefined);
  };
  useEffect(prepare, [dispatch]);

  const requestCode = async (
    phone: string,
  ): Promise<CodeRequest | { code: string; details?: Record<string, unknown> }> => {
    setSolving(true);
    const captcha = await (solution.current ?? Promise.resolve(undefined));
    setSolving(false);
    prepare();
    if (!captcha) return { code: 'captcha_failed' };
    const answer = await phoneStart({ phone, captcha });
    return answer.data ? { ...answer.data, phone } : authFailure(answer.error);
  };
  return { requestCode, isSending: isLoading || isSolving };
}

const styles = StyleSheet.create({ step: { gap: spacing.lg } });
