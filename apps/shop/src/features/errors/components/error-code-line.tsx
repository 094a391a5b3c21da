import { isErrorCode, t } from '@sillon/domain';
import { Text } from '@/ui';

/**
 * Whether an error's code is quoted for the customer service (spec §8 "Backend: technical problem
 * message with optional code line"): a code this app's catalogue does not explain (a newer
 * server's), whose message is then a generic one. A code with its own French text (the network
 * error's too) says what happened already. The sign-in errors use it too.
 */
export function isQuotedErrorCode(code: string | undefined): code is string {
  return code !== undefined && code !== '' && !isErrorCode(code);
}

/** « Code erreur : … Communiquez-le au service client. » under an error's message, when quoted. */
export function ErrorCodeLine({ code }: { code: string | undefined }) {
  if (!isQuotedErrorCode(code)) return null;
  return (
    <Text variant="caption" testID="error-code-line">
      {t('errors.code_line', { code })}
    </Text>
  );
}
