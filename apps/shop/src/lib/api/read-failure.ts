/**
 * A failed call, read in one place for every feature (spec §8): by its stable code and its status,
 * never by its text. Our server answers `{ error: { code, message, details? }, requestId }`; the
 * checkout server's Spree routes answer `{ error: <French sentence>, code, errors?, action? }`.
 * Callers keep their own small mappings on top (a fallback code, the checkout server's 503).
 */

export type RequestFailure = {
  /**
   * The stable code: the server's, in either shape; `network_error` when no answer came (offline,
   * timed out). None when the answer named no code: each caller has its fallback.
   */
  code?: string;
  /** The answer's HTTP status; none when no answer came or the answer was not JSON. */
  status?: number;
  /**
   * Spree's French sentence, shown only for a code the catalogue does not know. Our shape's
   * message is not kept: it is the catalogue's text for its code, which the app has itself.
   */
  message?: string;
  /** Field name → codes: Spree's `errors` (`ship_address.zipcode`), or our `details.fields`. */
  fields?: Record<string, string[]>;
  /** The products the checkout server refused (Spree's `errors.variant_ids`). */
  variantIds?: string[];
  /** Of those, the ones still in stock, fewer than asked: how many are left (our `errors.left`). */
  stockLeft?: Record<string, number>;
  /**
   * The 3-D Secure challenge to answer before paying (Spree's `action`): the payment intent's
   * client secret, which the card processor's client authenticates.
   */
  clientSecret?: string;
  /** Our shape's details (the numbers a sentence needs, such as the seconds before a new code). */
  details?: Record<string, unknown>;
  /** The reason a voucher route names, as the original server did (spec §8: `InvalidCode`…). */
  reason?: string;
};

export const NETWORK_ERROR = 'network_error';

/**
 * Spec §8: the checkout server's 503 is the order timeout, but for the card processor out of
 * service (`payment_unavailable`), which says the order is kept and to pay again in a moment.
 */
export function isOrderTimeout(failure: RequestFailure): boolean {
  return failure.status === 503 && failure.code !== 'payment_unavailable';
}

/** RTK Query's statuses for a call that got no answer. */
const NO_ANSWER = new Set<unknown>(['FETCH_ERROR', 'TIMEOUT_ERROR']);

export function readFailure(error: unknown): RequestFailure {
  if (!isObject(error)) return {};
  if (NO_ANSWER.has(error.status)) return { code: NETWORK_ERROR };
  const failure: RequestFailure = {};
  if (typeof error.status === 'number') failure.status = error.status;
  const body = isObject(error.data) ? error.data : {};
  const ours = isObject(body.error) ? body.error : undefined;

  const code = stringOf(body.code) ?? stringOf(ours?.code);
  if (code !== undefined) failure.code = code;
  if (typeof body.error === 'string') failure.message = body.error;
  const reason = stringOf(body.reason);
  if (reason !== undefined) failure.reason = reason;

  const errors = isObject(body.errors) ? body.errors : undefined;
  const fields = errors ?? (ours && isObject(ours.details) ? fieldCodes(ours.details.fields) : undefined);
  if (fields) failure.fields = fields as Record<string, string[]>;
  if (errors && Array.isArray(errors.variant_ids)) {
    failure.variantIds = errors.variant_ids.filter((id): id is string => typeof id === 'string');
  }
  if (errors && Array.isArray(errors.left)) failure.stockLeft = stockLeftOf(errors.left);

  const action = isObject(body.action) ? body.action : undefined;
  if (action?.type === 'three_d_secure' && typeof action.client_secret === 'string') {
    failure.clientSecret = action.client_secret;
  }
  if (ours && isObject(ours.details)) failure.details = ours.details;
  return failure;
}

type Loose = Record<string, unknown>;

function stockLeftOf(left: unknown[]): Record<string, number> {
  return Object.fromEntries(
    left.flatMap((entry) =>
      isObject(entry) && typeof entry.variant_id === 'string' && Number.isInteger(entry.quantity)
        ? [[entry.variant_id, entry.quantity as number]]
        : [],
    ),
  );
}

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Our `details.fields` (field → one code) in Spree's form (field → codes). */
function fieldCodes(fields: unknown): Record<string, string[]> | undefined {
  if (!isObject(fields)) return undefined;
  const entries = Object.entries(fields).flatMap(([name, code]): [string, string[]][] =>
    typeof code === 'string' ? [[name, [code]]] : [],
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
