/**
 * The auth module: users, phone sign-in, sessions and the captcha. Other modules use
 * `requireUser` / `requireCustomer` / `optionalUser` on their requests and `service.onMerge` to
 * take over an anonymous user's data.
 */
import type { Database } from '../../db/client';
import { createAccessTokens } from './access-tokens';
import { createCustomerAccess } from './customer-access';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { loadAuthSecrets, type AuthSecrets } from './auth-secrets';
import type { AuthSettings } from './auth-settings';
import { createCaptcha } from './captcha';
import { createPhoneVerification } from './phone-verification';
import { createSessions } from './sessions';
import type { SmsFailureLog } from './brevo-sms';
import { createSmsSender, type SmsSender } from './sms';

export type { AuthenticatedUser } from './access-tokens';
export type { SmsSender } from './sms';
export type { MergeStep, Identity } from './auth.service';
export { optionalUser, registerAuthentication, requireCustomer, requireUser } from './authentication';
export { defaultAuthSettings, type AuthSettings } from './auth-settings';
export { generateSigningKeyPem, randomSecret } from './auth-secrets';
export { BREVO_API_URL } from './brevo-sms';
export type { CountedSmsSender, SmsFailureReason } from './sms';

export function createAuthModule(deps: {
  db: Database;
  settings: AuthSettings;
  /** Where generated secrets are kept when the settings ask for it (`DATA_DIR/keys`). */
  dataDir: string;
  accountExists: (userId: string) => Promise<boolean>;
  now: () => Date;
  /** Where the SMS operator's failures are logged (`sms_failed`). */
  log: SmsFailureLog;
  /** Wraps the configured SMS sender, whichever it is (the shop's metrics count its sends). */
  wrapSms?: ((sender: SmsSender) => SmsSender) | undefined;
}) {
  const { settings, now } = deps;
  const secrets: AuthSecrets = loadAuthSecrets(settings, deps.dataDir);
  const repository = createAuthRepository(deps.db);
  const accessTokens = createAccessTokens({
    privateKey: secrets.jwtPrivateKey,
    publicKey: secrets.jwtPublicKey,
    ttlSeconds: settings.accessTokenTtlSeconds,
    now,
  });
  const customerAccess = createCustomerAccess(repository);
  const captcha = createCaptcha({
    hmacKey: secrets.captchaHmacKey,
    maxNumber: settings.captchaMaxNumber,
    now,
    store: repository,
  });
  const sms = createSmsSender(settings.sms, { outbox: repository, now, log: deps.log });
  const phoneVerification = createPhoneVerification({
    repository,
    captcha,
    sms: deps.wrapSms ? deps.wrapSms(sms) : sms,
    limits: settings,
    otpHmacKey: secrets.otpHmacKey,
    now,
  });
  const sessions = createSessions({
    repository,
    accessTokens,
    refreshTokenTtlDays: settings.refreshTokenTtlDays,
    now,
  });
  const service = createAuthService({
    repository,
    captcha,
    phoneVerification,
    sessions,
    accessTokens,
    accountExists: deps.accountExists,
    customerAccess,
    now,
  });
  return {
    service,
    accessTokens,
    customerAccess,
    /** SMS the operator failed to send since start, by reason (for the metrics). */
    smsFailures: () => sms.failures(),
    routes: authRoutes({
      service,
      refreshTokenTtlDays: settings.refreshTokenTtlDays,
      showDevOutbox: settings.showDevOutbox && settings.sms.kind === 'outbox',
    }),
  };
}

export type AuthModule = ReturnType<typeof createAuthModule>;
export type { AuthService } from './auth.service';
