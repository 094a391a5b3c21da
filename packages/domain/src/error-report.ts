/**
 * Spec §8: a rejected action is reported "with user id, action name and argument". The argument
 * may hold what must never leave the device or reach a log: tokens, card data, codes, a phone
 * number or an e-mail address. This rule
 * filters them out by name and by look, and bounds the rest (depth, lengths), so the app and the
 * server scrub alike before anything is sent or stored.
 */

export const FILTERED = '[filtré]';

/** Names of fields whose value is a secret, a code, or card data (`refreshToken`, `cvc`, `code`…). */
const SECRET_KEY =
  /token|password|secret|code|otp|captcha|verification|card|cvc|cvv|pan$|expir|exp_|number|authorization|cookie|wallet/i;
/** Values that look like a secret whatever their field: a JWT, a card number, a push token. */
const SECRET_VALUE = [/eyJ[\w-]+\.[\w-]+\.[\w-]*/, /\b(?:\d[ -]?){12,19}\b/, /Expo(nent)?PushToken\[/];
/**
 * Personal data inside a text (a message quoting what was typed): an e-mail address, a French or
 * international phone number. Replaced where they stand, so the rest of the message stays useful.
 */
const PERSONAL_VALUE = [
  /[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g,
  /(?:\+|\b00)\d{1,3}[\s.-]?\(?\d\)?(?:[\s.-]?\d{2,3}){3,5}\b/g,
  /\b0[1-9](?:[\s.-]?\d{2}){4}\b/g,
];

const MAX_DEPTH = 4;
const MAX_ITEMS = 20;
const MAX_STRING = 300;

/** A copy of `value` fit to be reported: secrets replaced by « [filtré] », sizes bounded. */
export function scrubReportValue(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') {
    if (SECRET_VALUE.some((pattern) => pattern.test(value))) return FILTERED;
    const text = PERSONAL_VALUE.reduce((kept, pattern) => kept.replace(pattern, FILTERED), value);
    return text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}…` : text;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => scrubReportValue(item, depth + 1));
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).slice(0, MAX_ITEMS);
    return Object.fromEntries(
      entries.map(([key, item]) => [
        key,
        SECRET_KEY.test(key) ? FILTERED : scrubReportValue(item, depth + 1),
      ]),
    );
  }
  return String(typeof value);
}

/**
 * The built-in error receiver's project (the shop's own server, issue 35): the app's Sentry SDK
 * names it in its DSN unless a real Sentry project is configured, and the server accepts the
 * envelopes of that one project only.
 */
export const BUILT_IN_ERROR_PROJECT = { publicKey: 'sillon', projectId: '1' } as const;

/** The built-in project's DSN at a server's address (`http://localhost:3000` → `http://sillon@localhost:3000/1`). */
export function builtInErrorDsn(serverUrl: string): string {
  // Not `URL`: React Native's does not read a URL's parts.
  const [, protocol = 'http:', host = 'localhost'] = /^(https?:)\/\/([^/?#]+)/.exec(serverUrl) ?? [];
  return `${protocol}//${BUILT_IN_ERROR_PROJECT.publicKey}@${host}/${BUILT_IN_ERROR_PROJECT.projectId}`;
}
