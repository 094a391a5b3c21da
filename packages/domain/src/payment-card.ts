/**
 * The card form (spec §5, §8): holder, number, expiry and cryptogram, each with its "invalide"
 * message. The card processor checks the card itself; these rules catch typing mistakes early.
 */
import type { ErrorCode } from './messages/fr';
import { t } from './messages/translate';
import { ok, violation, type Result } from './result';

export type CardFieldViolation =
  | 'card_field_required'
  | 'card_holder_invalid'
  | 'card_number_invalid'
  | 'card_expiry_invalid'
  | 'card_expired'
  | 'card_cryptogram_invalid';

export type CardInput = { holder: string; number: string; expiry: string; cryptogram: string };
export type Card = {
  holder: string;
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cryptogram: string;
};

/** Card numbers run from 12 (some Maestro) to 19 digits (ISO/IEC 7812). */
const CARD_NUMBER = /^\d{12,19}$/;
const HOLDER = /^[\p{L}][\p{L}' .-]*[\p{L}.]$/u;
const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;
const CRYPTOGRAM = /^\d{3,4}$/;

/** Spec §5: "card holder ... 'invalide'": at least two letters, no digits. */
export function validateCardHolder(holder: string): Result<string, CardFieldViolation> {
  const name = holder.trim().replace(/\s+/g, ' ');
  if (name === '') return violation('card_field_required');
  return HOLDER.test(name) ? ok(name) : violation('card_holder_invalid');
}

/** The Luhn checksum every payment card number satisfies. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spec §5: card number "invalide" unless 12 to 19 digits passing Luhn; spaces are ignored. */
export function validateCardNumber(number: string): Result<string, CardFieldViolation> {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === '') return violation('card_field_required');
  return CARD_NUMBER.test(digits) && isLuhnValid(digits) ? ok(digits) : violation('card_number_invalid');
}

/** Built once, on first use: making an `Intl.DateTimeFormat` costs more than a whole request's work. */
let parisMonthFormat: Intl.DateTimeFormat | null | undefined;

function parisMonth(): Intl.DateTimeFormat | null {
  if (parisMonthFormat === undefined) {
    try {
      parisMonthFormat = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/Paris',
        year: 'numeric',
        month: '2-digit',
      });
    } catch {
      parisMonthFormat = null;
    }
  }
  return parisMonthFormat;
}

/**
 * The year and month in Paris at `now`. Devices whose `Intl` lacks time zones fall back to their
 * own clock, which is Paris time for nearly every customer.
 */
function parisYearMonth(now: Date): { year: number; month: number } {
  const parts = parisMonth()?.formatToParts(now) ?? [];
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  if (Number.isInteger(year) && Number.isInteger(month)) return { year, month };
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/**
 * Spec §5: the expiry ("MM/YY" or "MM/YYYY") must not be past (a past one is said expired, not mistyped). A card is valid through the last
 * day of its month, judged in Paris time so the answer does not depend on the server's zone.
 * `now` is injected so the rule stays pure.
 */
export function validateCardExpiry(
  expiry: string,
  now: Date,
): Result<{ month: number; year: number }, CardFieldViolation> {
  const text = expiry.trim();
  if (text === '') return violation('card_field_required');
  const match = EXPIRY.exec(text);
  if (match === null) return violation('card_expiry_invalid');
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return violation('card_expiry_invalid');
  if (Number.isNaN(now.getTime())) throw new RangeError('validateCardExpiry needs a valid current date');
  const { year: currentYear, month: currentMonth } = parisYearMonth(now);
  const isPast = year < currentYear || (year === currentYear && month < currentMonth);
  return isPast ? violation('card_expired') : ok({ month, year });
}

/** Spec §5: the cryptogram (CVC) is 3 digits, or 4 on American Express. */
export function validateCardCryptogram(cryptogram: string): Result<string, CardFieldViolation> {
  const digits = cryptogram.trim();
  if (digits === '') return violation('card_field_required');
  return CRYPTOGRAM.test(digits) ? ok(digits) : violation('card_cryptogram_invalid');
}

/** The whole card form: the first field's code, and every field's in `fields`. */
export function validateCard(input: CardInput, now: Date): Result<Card, CardFieldViolation> {
  const holder = validateCardHolder(input.holder);
  const number = validateCardNumber(input.number);
  const expiry = validateCardExpiry(input.expiry, now);
  const cryptogram = validateCardCryptogram(input.cryptogram);
  if (holder.ok && number.ok && expiry.ok && cryptogram.ok) {
    return ok({
      holder: holder.value,
      number: number.value,
      expiryMonth: expiry.value.month,
      expiryYear: expiry.value.year,
      cryptogram: cryptogram.value,
    });
  }
  const fields: Record<string, ErrorCode> = {};
  if (!holder.ok) fields['holder'] = holder.code;
  if (!number.ok) fields['number'] = number.code;
  if (!expiry.ok) fields['expiry'] = expiry.code;
  if (!cryptogram.ok) fields['cryptogram'] = cryptogram.code;
  const first = [holder, number, expiry, cryptogram].find((result) => !result.ok);
  return violation(first && !first.ok ? first.code : 'card_number_invalid', { fields });
}

/** Card networks, named as card processors name them (Stripe's `card.brand`). */
export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** Issuer number ranges (IIN prefixes) of each network; the ranges do not overlap. */
const BRAND_PREFIXES: readonly [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['jcb', /^35(2[89]|[3-8]\d)/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['discover', /^(6011|64[4-9]|65)/],
  ['unionpay', /^62/],
];

/**
 * The card's network from its first digits, so the form can show the logo while the number is
 * typed and the server can store it beside the last 4 digits (spec §3: saved cards keep the
 * brand). French "CB" cards are co-badged: their network here is Visa's or Mastercard's.
 */
export function cardBrand(number: string): CardBrand {
  const digits = number.replace(/[\s-]/g, '');
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'unknown';
}

/** Spree's (ActiveMerchant's) `cc_type` of a network the processor names its own way. */
export function spreeCardType(brand: string): string {
  const names: Readonly<Record<string, string>> = {
    mastercard: 'master',
    amex: 'american_express',
    diners: 'diners_club',
  };
  return names[brand] ?? brand;
}

/** A saved card's network as customers read it ("Visa", "Mastercard"), from Spree's `cc_type`. */
export function cardTypeLabel(ccType: string): string {
  const labels: Readonly<Record<string, string>> = {
    visa: 'Visa',
    master: 'Mastercard',
    mastercard: 'Mastercard',
    american_express: 'American Express',
    amex: 'American Express',
    diners_club: 'Diners Club',
    discover: 'Discover',
    jcb: 'JCB',
    unionpay: 'UnionPay',
  };
  return (
    labels[ccType] ?? (ccType === '' || ccType === 'unknown' ? t('checkout.payment.card_generic') : ccType)
  );
}
