/**
 * Phone verification (spec §4 "phone entry, wait for SMS code, code check"; §8 phone auth errors):
 * sends a 6-digit code once the captcha is solved and the number's limits and the shop's SMS
 * quota allow it, then checks a confirmation. Codes are stored as an HMAC and compared in
 * constant time. How often one client may ask is the routes' request limit (`http/request-limits.ts`).
 */
import type { PhoneStartResponse } from '@sillon/contract';
import {
  checkOtpAttempt,
  OTP_BAN_MINUTES,
  decideOtpRequest,
  OTP_REQUEST_WINDOW_MS,
  OTP_VALIDITY_MINUTES,
  otpExpiresAt,
  t,
  validateOtpConfirmation,
  validateSignInPhone,
  type OtpRequestDecision,
} from '@sillon/domain';
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { AuthRepository, LockedPhone } from './auth.repository';
import type { AuthSettings } from './auth-settings';
import type { Captcha } from './captcha';
import type { SmsSender } from './sms';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MINUTE_MS = 60_000;

type Limits = Pick<AuthSettings, 'otpResendWaitSeconds' | 'otpRequestsPerHour' | 'smsQuotaPerMinute'>;

export function createPhoneVerification(deps: {
  repository: AuthRepository;
  captcha: Captcha;
  sms: SmsSender;
  limits: Limits;
  otpHmacKey: string;
  now: () => Date;
}) {
  const hashCode = (verificationId: string, code: string) =>
    createHmac('sha256', deps.otpHmacKey).update(`${verificationId}:${code}`).digest();

  /** Decides under the number's lock; a refusal is thrown after the lock, so a new ban is kept. */
  async function reserve(phone: string, verificationId: string, code: string, now: Date) {
    const refusal = await deps.repository.withPhoneLock(phone, async (locked) => {
      const decision = decideOtpRequest(
        {
          requestsInLastHour: await locked.requestsSince(new Date(now.getTime() - OTP_REQUEST_WINDOW_MS)),
          lastSentAt: locked.limits.lastSentAt,
          bannedUntil: locked.limits.bannedUntil,
        },
        now,
        {
          resendWaitSeconds: deps.limits.otpResendWaitSeconds,
          requestsPerHour: deps.limits.otpRequestsPerHour,
        },
      );
      if (decision.kind === 'ban') await locked.ban(decision.until);
      if (decision.kind !== 'send') return decision;
      await takeQuota(locked, now);
      await locked.recordCodeSent({
        id: verificationId,
        phone,
        codeHash: hashCode(verificationId, code).toString('hex'),
        createdAt: now,
        expiresAt: otpExpiresAt(now),
      });
      return null;
    });
    if (refusal) throw refusalError(refusal);
  }

  /**
   * The shop's SMS quota (spec §8 "quota exceeded"), counted on SMS actually sent: a refusal rolls
   * its increment back with the transaction, so requests that send nothing (a failed captcha, a
   * number waiting) cannot use it up for every customer.
   */
  async function takeQuota(locked: LockedPhone, now: Date) {
    const windowStart = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
    if ((await locked.countInQuota('all', windowStart)) > deps.limits.smsQuotaPerMinute) {
      throw new AppError('rate_limited', 'quota_exceeded');
    }
  }

  return {
    async start(input: { phone: string; captcha: string }): Promise<PhoneStartResponse> {
      const phone = validateSignInPhone(input.phone);
      if (!phone.ok) throw new AppError('invalid_input', phone.code);
      if (!(await deps.captcha.verifyOnce(input.captcha)))
        throw new AppError('invalid_input', 'captcha_failed');
      const verificationId = randomUUID();
      // Uniform over 000000–999999 (crypto.randomInt draws without modulo bias).
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await reserve(phone.value, verificationId, code, deps.now());
      await deps.sms.send({
        phone: phone.value,
        text: t('sms.sign_in_code', { code, minutes: OTP_VALIDITY_MINUTES }),
      });
      return {
        verificationId,
        resendWaitSeconds: deps.limits.otpResendWaitSeconds,
        expiresInSeconds: OTP_VALIDITY_MINUTES * 60,
      };
    },

    /** Checks a code; answers the verified phone number, the code being used up. */
    async confirm(input: {
      verificationId?: string | undefined;
      code?: string | undefined;
    }): Promise<string> {
      const checked = validateOtpConfirmation({ verificationId: input.verificationId, code: input.code });
      if (!checked.ok) throw new AppError('invalid_input', checked.code);
      const { verificationId, code } = checked.value;
      if (!UUID.test(verificationId)) throw new AppError('not_found', 'missing_verification_id');
      const verification = await deps.repository.countAttempt(verificationId);
      if (!verification) throw new AppError('not_found', 'missing_verification_id');
      const attempt = checkOtpAttempt(
        { expiresAt: verification.expiresAt, attempt: verification.attempts },
        deps.now(),
      );
      if (!attempt.ok) {
        throw new AppError(
          attempt.code === 'too_many_attempts' ? 'rate_limited' : 'invalid_input',
          attempt.code,
        );
      }
      const expected = Buffer.from(verification.codeHash, 'hex');
      if (!timingSafeEqual(hashCode(verificationId, code), expected)) {
        throw new AppError('invalid_input', 'invalid_code', { attemptsLeft: attempt.value.attemptsLeft });
      }
      if (!(await deps.repository.consumeVerification(verificationId, deps.now()))) {
        throw new AppError('not_found', 'missing_verification_id');
      }
      return verification.phone;
    },
  };
}

function refusalError(refusal: Exclude<OtpRequestDecision, { kind: 'send' }>): AppError {
  if (refusal.kind === 'wait')
    return new AppError('rate_limited', 'otp_resend_too_soon', { seconds: refusal.secondsLeft });
  const seconds = refusal.kind === 'ban' ? OTP_BAN_MINUTES * 60 : refusal.secondsLeft;
  return new AppError('rate_limited', 'too_many_otp_requests', { seconds });
}

export type PhoneVerification = ReturnType<typeof createPhoneVerification>;
