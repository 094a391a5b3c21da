/** What the auth module can be told by configuration (see `config.ts` and the README's table). */
import { DEFAULT_OTP_RESEND_WAIT_SECONDS, OTP_REQUESTS_PER_HOUR } from '@sillon/domain';

/** Brevo's transactional SMS: the account's key, the sender shown on phones, its API's base URL. */
export type BrevoSmsSettings = { kind: 'brevo'; apiKey: string; sender: string; apiUrl: string };

export type SmsProviderSettings = { kind: 'outbox' } | BrevoSmsSettings;

export type AuthSettings = {
  /** PKCS #8 PEM of the P-256 key signing access tokens (ES256); generated when unset. */
  jwtPrivateKeyPem: string | undefined;
  /** Secret of the one-time codes' HMAC; generated when unset. */
  otpHmacKey: string | undefined;
  /** Secret signing captcha challenges; generated when unset. */
  captchaHmacKey: string | undefined;
  /** Where generated secrets go: `DATA_DIR/keys` (kept across restarts) or memory (tests). */
  keyStore: 'data-dir' | 'memory';
  /** Proof-of-work difficulty: the solver tries up to this many numbers (half on average). */
  captchaMaxNumber: number;
  sms: SmsProviderSettings;
  /** `GET /api/dev/sms` lists the outbox (never in production unless asked for). */
  showDevOutbox: boolean;
  otpResendWaitSeconds: number;
  otpRequestsPerHour: number;
  /** SMS the whole shop may send per minute (then `quota_exceeded`): the SMS bill's ceiling. */
  smsQuotaPerMinute: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
};

export function defaultAuthSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return {
    jwtPrivateKeyPem: undefined,
    otpHmacKey: undefined,
    captchaHmacKey: undefined,
    keyStore: 'data-dir',
    captchaMaxNumber: 100_000,
    sms: { kind: 'outbox' },
    showDevOutbox: false,
    otpResendWaitSeconds: DEFAULT_OTP_RESEND_WAIT_SECONDS,
    otpRequestsPerHour: OTP_REQUESTS_PER_HOUR,
    smsQuotaPerMinute: 200,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 60,
    ...overrides,
  };
}
