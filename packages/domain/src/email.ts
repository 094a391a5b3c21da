/** Email addresses (spec §5): the format check used by the profile, sign-up and checkout forms. */
import { ok, violation, type Result } from './result';

export type EmailViolation = 'invalid_email';

/**
 * The spec's pattern (§5): a local part of allowed characters, "@", then dot-separated labels of
 * at most 63 characters (letters, digits, inner dashes), with at least one dot.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * Email rule (spec §5, §8 "invalid email"); answers the trimmed address (a phone keyboard often
 * adds a space). The checkout saves an e-mail on the account only once it passes (spec §5).
 */
export function validateEmail(email: string): Result<string, EmailViolation> {
  const trimmed = email.trim();
  return EMAIL_PATTERN.test(trimmed) ? ok(trimmed) : violation('invalid_email');
}
