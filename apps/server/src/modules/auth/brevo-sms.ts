/**
 * Brevo's transactional SMS (`POST /v3/transactionalSMS/send`, key in the `api-key` header), an
 * operator that delivers to French mobiles under an alphanumeric sender. Each failure is counted
 * by reason and logged as `sms_failed` with Brevo's status and error code, never the number or
 * the text (Brevo's error message may quote the number: it is not logged either).
 */
import { AppError } from '../../http/app-error';
import type { BrevoSmsSettings } from './auth-settings';
import type { CountedSmsSender, SmsFailureReason, SmsMessage } from './sms-sender';

export const BREVO_API_URL = 'https://api.brevo.com/v3';
const SEND_PATH = '/transactionalSMS/send';
const TRY_TIMEOUT_MS = 5000;
/** Statuses where Brevo did not take the message: asking once more cannot send it twice. */
const RETRIED_STATUSES = new Set([429, 502, 503, 504]);
const RETRY_WAIT_MS = 300;

export type SmsFailureLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

type Failure = { reason: SmsFailureReason; status?: number; brevoCode?: string };

export function brevoSms(settings: BrevoSmsSettings, log: SmsFailureLog): CountedSmsSender {
  const counts: Record<SmsFailureReason, number> = {
    invalid_number: 0,
    refused: 0,
    unavailable: 0,
    timeout: 0,
  };
  const post = (message: SmsMessage) =>
    fetch(`${settings.apiUrl}${SEND_PATH}`, {
      method: 'POST',
      headers: { 'api-key': settings.apiKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        type: 'transactional',
        sender: settings.sender,
        // Brevo takes the number with its country code and without the « + ».
        recipient: message.phone.replace(/^\+/, ''),
        content: message.text,
      }),
      signal: AbortSignal.timeout(TRY_TIMEOUT_MS),
    });

  async function attempt(message: SmsMessage): Promise<Failure | null> {
    let response: Response;
    try {
      response = await post(message);
    } catch (failure) {
      const timedOut = failure instanceof DOMException && failure.name === 'TimeoutError';
      return { reason: timedOut ? 'timeout' : 'unavailable' };
    }
    if (response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      return null;
    }
    const brevoCode = await errorCodeOf(response);
    return {
      reason: reasonOf(response.status),
      status: response.status,
      ...(brevoCode ? { brevoCode } : {}),
    };
  }

  return {
    async send(message) {
      let failure = await attempt(message);
      if (failure?.status !== undefined && RETRIED_STATUSES.has(failure.status)) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS));
        failure = await attempt(message);
      }
      if (!failure) return;
      counts[failure.reason] += 1;
      // A refused key or an empty credit stops every sign-in: the operator must act.
      const level = failure.reason === 'refused' ? 'error' : 'warn';
      log[level]({ event: 'sms_failed', provider: 'brevo', ...failure }, 'SMS not sent by Brevo');
      if (failure.reason === 'invalid_number') throw new AppError('invalid_input', 'invalid_phone');
      throw new AppError('unavailable', 'sms_not_sent', {
        ...(failure.status ? { gatewayStatus: failure.status } : {}),
      });
    },
    failures: () => ({ ...counts }),
  };
}

/**
 * 400: the sender and the text are the shop's own (the sender checked at start), so what Brevo
 * refuses is the number. 401, 402 (no credits left), 403: the account. The rest: Brevo itself.
 */
function reasonOf(status: number): SmsFailureReason {
  if (status === 400) return 'invalid_number';
  if (status >= 401 && status <= 403) return 'refused';
  return 'unavailable';
}

/** Brevo's error code (`invalid_parameter`, `not_enough_credits`…), never its message. */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === 'string' && /^[a-z_]{1,64}$/.test(body.code) ? body.code : undefined;
  } catch {
    return undefined;
  }
}
