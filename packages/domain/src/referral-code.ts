/**
 * Referral codes (spec §3 "Voucher" `isReferrer`, §5, §7 "referral"): every customer has one to
 * share. It reads like the customer's first name plus a few unambiguous characters, so it can be
 * dictated, and it is uppercase like every voucher code (§9).
 */

/** No 0/O, 1/I/L: a code read aloud or copied by hand stays right. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_SUFFIX_LENGTH = 5;
const NAME_PART_MAX = 10;
const FALLBACK_NAME_PART = 'SILLON';

/** The first name without accents, spaces or punctuation, uppercased and cut to 10 letters. */
export function referralNamePart(firstName: string): string {
  const letters = firstName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, NAME_PART_MAX);
  return letters === '' ? FALLBACK_NAME_PART : letters;
}

/**
 * `CAMILLE-7KQ2M`: the name part and a suffix drawn from `randomBytes` (one byte per character,
 * the caller's source of randomness, so this rule stays pure and testable).
 */
export function referralCodeFor(firstName: string, randomBytes: Uint8Array): string {
  if (randomBytes.length < REFERRAL_CODE_SUFFIX_LENGTH) {
    throw new RangeError(`A referral code needs ${REFERRAL_CODE_SUFFIX_LENGTH} random bytes`);
  }
  const suffix = Array.from(randomBytes.subarray(0, REFERRAL_CODE_SUFFIX_LENGTH), (byte) =>
    REFERRAL_CODE_ALPHABET.charAt(byte % REFERRAL_CODE_ALPHABET.length),
  ).join('');
  return `${referralNamePart(firstName)}-${suffix}`;
}
