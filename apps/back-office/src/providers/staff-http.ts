/**
 * The one place the back office calls the server: the staff API on the same origin, with the
 * session cookie. Failures become react-admin's HttpError carrying the server's French message,
 * so every toast says what the server said.
 */
import { HttpError } from 'react-admin';

export const STAFF_API = '/api/staff';

/** The server's error body: `{ error: { code, message, details? }, requestId }`. */
export type StaffErrorBody = { error?: { code?: string; message?: string; details?: unknown } };

const NETWORK_ERROR = 'Le serveur ne répond pas. Vérifiez la connexion et réessayez.';
const UNKNOWN_ERROR = 'Une erreur est survenue. Réessayez.';

export type StaffRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Raw bytes (a picture), sent as they are with their own content type. */
  file?: Blob;
};

export function staffUrl(path: string, query: StaffRequest['query'] = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `${STAFF_API}${path}${text ? `?${text}` : ''}`;
}

export async function staffFetch<T>(path: string, request: StaffRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (request.file) {
    headers['content-type'] = request.file.type || 'application/octet-stream';
    body = request.file;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await fetch(staffUrl(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new HttpError(NETWORK_ERROR, 0, { error: { code: 'network_error', message: NETWORK_ERROR } });
  }
  const text = await response.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!response.ok) {
    const error = (json as StaffErrorBody | undefined)?.error;
    const message = refusalMessage(error);
    const errors = formErrorsOf(error, message);
    throw new HttpError(message, response.status, { ...(json ?? {}), ...(errors ? { errors } : {}) });
  }
  return json as T;
}

/**
 * The fields the server refused, as react-admin's forms show them under each input (`errors`,
 * with the message as the form's toast in `root.serverError`); none when it named no field. A
 * validation failure names each field with its own message; a refusal of the shop's rules names
 * its fields with the one message.
 */
export function formErrorsOf(
  error: StaffErrorBody['error'],
  message: string,
): Record<string, unknown> | undefined {
  const details = error?.details;
  const fields: [string, string][] = Array.isArray(details)
    ? details.flatMap((issue: unknown) => {
        const { field, message: said } = (issue ?? {}) as { field?: unknown; message?: unknown };
        return typeof field === 'string' && field !== '' && typeof said === 'string' ? [[field, said]] : [];
      })
    : Object.keys(fieldCodesOf(details)).map((field) => [field, message]);
  if (fields.length === 0) return undefined;
  return { ...Object.fromEntries(fields), root: { serverError: message } };
}

function fieldCodesOf(details: unknown): Record<string, unknown> {
  const fields =
    typeof details === 'object' && details !== null ? (details as { fields?: unknown }).fields : null;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
}

/**
 * The server's French message; when one order of several refused (a round's departure), the
 * message names it, as the refusal's details do; so are the fields a content draft lost. A
 * validation failure says what each refused field needs (« Le montant ne peut pas dépasser 1 000 € »):
 * the generic sentence alone leaves the staff guessing, and a screen without a form shows only this.
 */
export function refusalMessage(error: StaffErrorBody['error']): string {
  const message = error?.message ?? UNKNOWN_ERROR;
  const fieldMessages = fieldMessagesOf(error?.details);
  if (fieldMessages.length > 0) return [...new Set(fieldMessages)].join(' ');
  const details = (typeof error?.details === 'object' && error.details !== null ? error.details : {}) as {
    number?: unknown;
    lost?: unknown;
  };
  const { number, lost } = details;
  if (Array.isArray(lost) && lost.length > 0) return `${message} Champs : ${lost.join(', ')}.`;
  return typeof number === 'string' && !message.includes(number)
    ? `Commande ${number} : ${message}`
    : message;
}

function fieldMessagesOf(details: unknown): string[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((issue: unknown) => {
    const said = (issue ?? {}) as { message?: unknown };
    return typeof said.message === 'string' && said.message !== '' ? [said.message] : [];
  });
}

/** A refused call's messages by the field they name (`draft.gifts.1.productReference`), for a screen without a form. */
export function staffFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const refusal = (error.body as StaffErrorBody | undefined)?.error;
  const { root: _root, ...fields } = formErrorsOf(refusal, refusal?.message ?? '') ?? {};
  return fields as Record<string, string>;
}

/** The error code of a failed staff call, when the server gave one. */
export function staffErrorCode(error: unknown): string | undefined {
  if (error instanceof HttpError) return (error.body as StaffErrorBody | undefined)?.error?.code;
  return undefined;
}
