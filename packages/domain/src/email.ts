/**
 * Email addresses (spec §5): the format check used by the profile, sign-up and checkout forms; and
 * the first name beside it in those forms.
 */
import { ok, violation, type Result } from './result';

export type EmailViolation = 'field_required' | 'invalid_email' | 'email_too_long';

/** The longest address the account keeps (the longest a mail server takes; the server's schemas hold it too). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The spec's pattern (§5): a local part of allowed characters, "@", then dot-separated labels of
 * at most 63 characters (letters, digits, inner dashes), with at least one dot.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * Email rule (spec §5, §8 "invalid email"); answers the trimmed address (a phone keyboard often
 * adds a space). None at all is missing, not invalid. The checkout saves an e-mail on the account
 * only once it passes (spec §5).
 */
export function validateEmail(email: string): Result<string, EmailViolation> {
  const trimmed = email.trim();
  if (trimmed === '') return violation('field_required');
  if (trimmed.length > EMAIL_MAX_LENGTH) return violation('email_too_long');
  return EMAIL_PATTERN.test(trimmed) ? ok(trimmed) : violation('invalid_email');
}

/**
 * An address as a message to someone else may show it: its first letter and its domain
 * (« a•••@exemple.fr »), enough for its owner to know it, too little for anyone else to use it.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** Two addresses are one when they differ only by their case (the account's unique index says so). */
export const isSameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The longest first name the account keeps (the server's schema holds it too). */
export const FIRST_NAME_MAX_LENGTH = 100;

/**
 * A first name: given, short enough, and with a letter in it (any alphabet's), since the shop
 * greets the customer by it (« Bonjour … », the e-mails, the reviews' signature): signs, digits
 * or emoji alone are no name. Answers it trimmed.
 */
export function validateFirstName(
  firstName: string,
): Result<string, 'field_required' | 'first_name_too_long' | 'first_name_invalid'> {
  const trimmed = firstName.trim();
  if (trimmed === '') return violation('field_required');
  if (trimmed.length > FIRST_NAME_MAX_LENGTH) return violation('first_name_too_long');
  return /\p{L}/u.test(trimmed) ? ok(trimmed) : violation('first_name_invalid');
}

/** Spec §8 "Email": why the server did not take an email, as the customer is told. */
export type EmailRefusal = 'invalid_email' | 'email_already_used' | 'email_unknown_error';

const TOLD_APART: readonly string[] = ['invalid_email', 'email_already_used'];

/**
 * Spec §8: the email's part in a refused call (its code, and the codes it names per field). An
 * email the server refused is invalid, already used by another account, or refused for a reason
 * the shop does not tell apart (the unknown error); none when the refusal is not about the email.
 */
export function emailRefusalOf(failure: {
  code: string;
  fields?: Readonly<Record<string, readonly string[]>> | undefined;
}): EmailRefusal | undefined {
  const code =
    failure.fields?.['email']?.[0] ?? (TOLD_APART.includes(failure.code) ? failure.code : undefined);
  if (code === undefined) return undefined;
  return TOLD_APART.includes(code) ? (code as EmailRefusal) : 'email_unknown_error';
}
