/**
 * Money inside the shop is an integer number of euro cents (ARCHITECTURE.md, "money"); euros appear
 * only at the edges: decimal strings on the Spree API, numbers on the catalogue API, `Intl` display.
 */

/** An integer amount of euro cents. A plain number, named so signatures say their unit. */
export type Cents = number;

export const CURRENCY = 'EUR';

const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: CURRENCY });

/** Thrown when an amount given to a money helper is not a valid amount; a programming error. */
export class InvalidAmountError extends RangeError {
  constructor(readonly input: unknown) {
    super(`Invalid amount: ${JSON.stringify(input)}`);
    this.name = 'InvalidAmountError';
  }
}

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function assertCents(value: number): void {
  if (!isCents(value)) throw new InvalidAmountError(value);
}

/**
 * French display of an amount in euros (spec §1: prices in EUR, site in French): 1250 → "12,50 €".
 * `Intl` puts a no-break space (U+00A0) before "€" and a narrow no-break space (U+202F) between
 * thousands ("1 234,50 €"); both keep the amount on one line, so we keep them rather than plain spaces.
 */
export function formatEuros(cents: Cents): string {
  assertCents(cents);
  // `-0` (the negation of no discount) would show as "-0,00 €". A discount takes the minus sign
  // (U+2212, « −4,26 € »), as French typography writes it, not `Intl`'s hyphen.
  return euroFormat.format(cents === 0 ? 0 : cents / 100).replace(/^-/, '\u2212');
}

/** The Spree Storefront API's decimal string (spec §7): 1250 → "12.50", -5 → "-0.05". */
export function toDecimalString(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100);
  const rest = String(absolute % 100).padStart(2, '0');
  return `${sign}${euros}.${rest}`;
}

const DECIMAL_STRING = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads a Spree decimal string into cents without going through a float: "12.50" → 1250,
 * "12.5" → 1250, "12" → 1200. Anything else ("12,50", "1e3", "12.505", "") throws
 * `InvalidAmountError`, since a malformed amount from an API must never become a price.
 */
export function parseDecimalString(text: string): Cents {
  const match = DECIMAL_STRING.exec(text);
  if (match === null) throw new InvalidAmountError(text);
  const [, sign, euros = '0', fraction = ''] = match;
  const cents = Number(euros) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new InvalidAmountError(text);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/**
 * Euros as a number (the catalogue API's `public_price`) to cents. `3.49 * 100` is
 * 349.00000000000006 and `1.005 * 100` is 100.49999999999999: rounding at 15 significant digits
 * first removes that float noise, then `Math.round` gives the nearest cent.
 */
export function eurosToCents(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new InvalidAmountError(euros);
  return Math.round(Number((euros * 100).toPrecision(15)));
}

/** Cents to a euros number for APIs that want one; exact for every amount a cart can hold. */
export function centsToEuros(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}
