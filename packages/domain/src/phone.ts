/**
 * Phone numbers (spec §5, §9): the sign-in form wants the international form `+33XXXXXXXXX`;
 * the account and address forms show the French local form `0X XX XX XX XX`.
 */
import { ok, violation, type Result } from './result';

export type PhoneViolation = 'invalid_phone' | 'phone_not_mobile';

/** Sign-in phone length (spec §9): "+33" and 9 more digits, 12 characters, 11 digits in all. */
export const SIGN_IN_PHONE_LENGTH = 12;
/** French local phone length (spec §9): 10 digits starting with 0. */
export const LOCAL_PHONE_LENGTH = 10;

const SIGN_IN_PHONE = /^\+33\d{9}$/;
/** French mobile numbers (06, 07): the code goes by SMS, which a landline never receives. */
const MOBILE_PHONE = /^\+33[67]\d{8}$/;
const LOCAL_PHONE = /^0\d{9}$/;

/**
 * Brings what a customer types to the international form before checking it (spec §5: the sign-in
 * phone is "normalised"): separators and "(0)" removed, "0033" or a leading "0" becomes "+33".
 */
export function normalizeSignInPhone(input: string): string {
  const compact = input.replace(/\(0\)/g, '').replace(/[\s.\-()/]/g, '');
  if (compact.startsWith('+')) return compact;
  if (LOCAL_PHONE.test(compact)) return `+33${compact.slice(1)}`;
  if (compact.startsWith('0033')) return `+33${compact.slice(4)}`;
  if (compact.startsWith('33') && compact.length === 11) return `+${compact}`;
  return compact;
}

/**
 * Sign-in phone rule (spec §5): once normalised, exactly 12 characters, starting with "+33",
 * 11 digits in all; otherwise the invalid phone error. A landline's number of that form is refused
 * apart (`phone_not_mobile`): its code could never arrive. Answers the normalised number.
 */
export function validateSignInPhone(input: string): Result<string, PhoneViolation> {
  const phone = normalizeSignInPhone(input);
  if (phone.length !== SIGN_IN_PHONE_LENGTH || !SIGN_IN_PHONE.test(phone)) return violation('invalid_phone');
  return MOBILE_PHONE.test(phone) ? ok(phone) : violation('phone_not_mobile');
}

/** French local phone rule (spec §5): exactly 10 characters, all digits, starting with 0. */
export function isValidLocalPhone(phone: string): boolean {
  return LOCAL_PHONE.test(phone);
}

/**
 * Local form of a phone (spec §5): "(0)" removed, "+33" (or "0033") becomes "0", letters, spaces
 * and other separators removed, cut to 10 digits, optionally grouped in pairs ("06 12 34 56 78").
 * The spec names letters and spaces; dots and dashes go too, as customers type "06.12.34.56.78".
 */
export function formatLocalPhone(input: string, options: { grouped?: boolean } = {}): string {
  const withoutTrunk = input.replace(/\(0\)/g, '').trim();
  const allDigits = withoutTrunk.replace(/\D/g, '');
  // "0033" is the international prefix only when a full number follows; "0033 00 00 00" is local.
  // "+33 0 6…" keeps the trunk 0 typed after the country code: one 0 in the local form.
  const local = withoutTrunk.startsWith('+33')
    ? `0${allDigits.slice(2).replace(/^0/, '')}`
    : /^0033\d{9}/.test(allDigits)
      ? `0${allDigits.slice(4)}`
      : allDigits;
  const digits = local.slice(0, LOCAL_PHONE_LENGTH);
  return options.grouped === true ? pairs(digits) : digits;
}

/**
 * The sign-in field as the customer types it (spec §5): the local form in pairs, a number typed
 * with "+33" or "0033" included ("+33 6 12" and "+33 06 12" read "06 12"). The start of a prefix
 * ("+", "+3", "+33") stays as typed until a digit follows it, and another country's number keeps
 * its "+", so that nothing typed turns into another number (the check then refuses it).
 */
export function formatTypedPhone(input: string): string {
  const typed = input.replace(/\(0\)/g, '').trim();
  // "00" starts an international number as "+" does (no French number starts with it).
  if (typed.startsWith('00')) return formatTypedPhone(`+${typed.slice(2)}`);
  if (!typed.startsWith('+')) return formatLocalPhone(typed, { grouped: true });
  const digits = typed.replace(/\D/g, '');
  if (FRENCH_PREFIX.startsWith(digits)) return `+${digits}`;
  if (digits.startsWith(FRENCH_PREFIX)) return formatLocalPhone(`+${digits}`, { grouped: true });
  return `+${pairs(digits.slice(0, INTERNATIONAL_DIGITS_MAX))}`;
}

/** The country code typed after "+" for France. */
const FRENCH_PREFIX = '33';
/** The longest international number (ITU E.164): what a foreign number typed is cut to. */
const INTERNATIONAL_DIGITS_MAX = 15;

const pairs = (digits: string) => (digits.match(/\d{1,2}/g) ?? []).join(' ');

/**
 * Local form back to the international one (spec §5: "convertible back to +33"):
 * "06 12 34 56 78" → "+33612345678". A number that is not a valid local phone is returned as typed,
 * so the sign-in check can reject it with its own message.
 */
export function toInternationalPhone(local: string): string {
  const digits = local.replace(/[\s.-]/g, '');
  return isValidLocalPhone(digits) ? `+33${digits.slice(1)}` : local;
}
