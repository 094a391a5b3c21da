import { errorText, isErrorCode, violationText, type MessageParams } from '@sillon/domain';
import { useEffect, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { Text, palette, radius, spacing } from '@/ui';
import { ErrorCodeLine } from '@/features/errors';
import { useSecondsUntil } from './use-seconds-until';

/**
 * An error of spec §8 "Phone auth" with its French title and content. A code the catalogue does
 * not know is the "unknown error" with its code, so the customer can quote it. A wait the server
 * gave (`details.seconds`: « Renvoyer le code dans 5 s ») counts down, and is over at 0 (`onWaitOver`).
 */
export function AuthError({
  code,
  details,
  onWaitOver,
}: {
  code: string;
  details?: Record<string, unknown>;
  onWaitOver?(): void;
}) {
  const [waitEndsAt] = useState(() =>
    typeof details?.['seconds'] === 'number' ? Date.now() + details['seconds'] * 1000 : null,
  );
  const secondsLeft = useSecondsUntil(waitEndsAt ?? 0);
  useEffect(() => {
    if (waitEndsAt !== null && secondsLeft <= 0) onWaitOver?.();
  }, [waitEndsAt, secondsLeft, onWaitOver]);
  const params = { ...numbersOf(details), ...(waitEndsAt !== null ? { seconds: secondsLeft } : {}) };
  const text = isErrorCode(code) ? errorText(code) : errorText('auth_unknown_error');
  const content = isErrorCode(code) ? violationText({ code, params }) : text.content;
  return (
    <View style={styles.box} accessibilityRole="alert" testID="auth-error">
      <Text variant="label" tone="error">
        {text.title}
      </Text>
      <Text variant="caption">{content}</Text>
      <ErrorCodeLine code={code} />
    </View>
  );
}

const styles = StyleSheet.create({
  box: {
    gap: spacing.xxs,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: palette.error,
    padding: spacing.md,
    backgroundColor: palette.white,
  },
});

/** The numbers a sentence may need (the seconds before a new code), from the error's details. */
function numbersOf(details: Record<string, unknown> | undefined): MessageParams | undefined {
  const numbers = Object.entries(details ?? {}).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number',
  );
  return numbers.length > 0 ? Object.fromEntries(numbers) : undefined;
}
