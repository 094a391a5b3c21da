/**
 * The real app without the demo shop, for sign-in tests: a movable clock, logs kept in memory,
 * easy captchas, and helpers that walk the phone sign-in like the app does.
 */
import {
  CLIENT_HEADER,
  type CaptchaChallengeResponse,
  type PhoneSignInResponse,
  type SignInResponse,
} from '@sillon/contract';
import type { ShopLegalIdentity } from '@sillon/domain';
import { normalizeSignInPhone } from '@sillon/domain/phone';
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import type { DatabaseHandle } from '../db/client';
import {
  REQUEST_LIMIT_NAMES,
  type RequestLimit,
  type RequestLimitName,
  type RequestLimitSettings,
} from '../http/request-limits';
import { generateSigningKeyPem, randomSecret } from '../modules/auth';
import { defaultAuthSettings, type AuthSettings } from '../modules/auth';
import type { MailSettings } from '../modules/mail';
import type { PaymentSettings } from '../modules/payments';
import { openTestDatabase } from './test-database';

export class TestClock {
  private current: Date;
  constructor(start: Date = new Date()) {
    this.current = new Date(start);
  }
  readonly now = (): Date => new Date(this.current);
  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/** Shared by every app of a test file, so two copies on one database accept each other's tokens. */
const sharedSecrets = {
  jwtPrivateKeyPem: generateSigningKeyPem(),
  otpHmacKey: randomSecret(),
  captchaHmacKey: randomSecret(),
};

export function testAuthSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  return defaultAuthSettings({
    ...sharedSecrets,
    keyStore: 'memory',
    // A few hundred hashes: the real proof of work, solved in milliseconds.
    captchaMaxNumber: 200,
    showDevOutbox: true,
    smsQuotaPerMinute: 1000,
    ...overrides,
  });
}

/**
 * Tests call a route far more often than a customer: every limit is roomy unless a test sets its
 * own (low, to see the 429), like the SMS quota above.
 */
export function testRequestLimits(settings: RequestLimitSettings = {}): RequestLimitSettings {
  const roomy: RequestLimit = { max: 10_000, windowSeconds: 60 };
  const overrides = Object.fromEntries(REQUEST_LIMIT_NAMES.map((name) => [name, roomy])) as Record<
    RequestLimitName,
    RequestLimit
  >;
  return { ...settings, overrides: { ...overrides, ...settings.overrides } };
}

/** E-mails and background jobs: the dev mailbox and no worker unless a test says otherwise. */
export type AppExtras = {
  mail?: MailSettings;
  /** The card processor's settings (the sandbox with its keys); new sandbox keys when absent. */
  payments?: PaymentSettings;
  jobs?: AppDependencies['jobs'];
  /** Push, app versions and links, error reports (issue 19): the built-in defaults when absent. */
  platform?: Pick<AppDependencies['config'], 'push' | 'nativeApps' | 'errorReports' | 'publicUrl'>;
  /** Request limits set by the test (`testRequestLimits`: the others stay roomy) and their store. */
  requestLimits?: RequestLimitSettings;
  /** `GET /metrics`'s bearer; the route is absent without it. */
  metricsToken?: string;
  /** Who runs the shop on its legal pages (issue 38); the demo identity when absent. */
  shopIdentity?: ShopLegalIdentity;
};

export type AuthTestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  /** Every log line the app wrote (JSON), when opened with `logLevel`. */
  logs: string[];
  close(): Promise<void>;
};

export async function openAuthApp(
  options: {
    settings?: Partial<AuthSettings>;
    database?: DatabaseHandle;
    clock?: TestClock;
    logLevel?: 'info' | 'debug' | 'trace';
    adminToken?: string;
    /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
    trustProxy?: string[];
  } & AppExtras = {},
): Promise<AuthTestApp> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openTestDatabase());
  const clock = options.clock ?? new TestClock();
  const logs: string[] = [];
  let closing: Promise<void> | undefined;
  const app = await buildApp({
    config: {
      logLevel: options.logLevel ?? 'silent',
      webDir: '/nonexistent',
      environment: 'test',
      dataDir: '/nonexistent',
      contentPreviewToken: undefined,
      adminToken: options.adminToken,
      metricsToken: options.metricsToken,
      trustProxy: options.trustProxy,
      auth: testAuthSettings(options.settings),
      requestLimits: testRequestLimits(options.requestLimits),
      ...(options.mail ? { mail: options.mail } : {}),
      ...(options.payments ? { payments: options.payments } : {}),
      ...(options.shopIdentity ? { shopIdentity: options.shopIdentity } : {}),
      ...options.platform,
    },
    database,
    clock: clock.now,
    ...(options.jobs ? { jobs: options.jobs } : {}),
    logStream: { write: (line) => void logs.push(line) },
  });
  return {
    app,
    database,
    clock,
    logs,
    /** Once: a test that closes the app itself (to wait for its background work) may close again. */
    close() {
      closing ??= (async () => {
        await app.close();
        if (ownsDatabase) await database.close();
      })();
      return closing;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const native = { [CLIENT_HEADER]: 'native' };

/** Fetches a challenge and really solves it, as the phone form does. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge: CaptchaChallengeResponse = (await app.inject({ url: '/api/auth/captcha' })).json();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('the captcha could not be solved');
  const payload = { ...challenge, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export async function requestCode(
  app: FastifyInstance,
  phone: string,
  options: { ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/phone/start',
    payload: { phone, captcha: await solvedCaptcha(app) },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** The code of the latest SMS the outbox kept for `phone` (as typed or international). */
export async function lastCodeSentTo(app: FastifyInstance, phone: string): Promise<string> {
  const { messages } = (await app.inject({ url: '/api/dev/sms' })).json() as {
    messages: { phone: string; text: string }[];
  };
  const text = messages.find((message) => message.phone === normalizeSignInPhone(phone))?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error('no code was sent to this number');
  return code;
}

export function confirmCode(
  app: FastifyInstance,
  body: { verificationId?: string; code?: string },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/phone/confirm', payload: body, headers });
}

/** The whole phone sign-in of a native app: code asked, read from the outbox, confirmed. */
export async function signInByPhone(app: FastifyInstance, phone: string): Promise<PhoneSignInResponse> {
  const started = await requestCode(app, phone);
  if (started.statusCode !== 200) throw new Error(`code request refused: ${started.body}`);
  const confirmed = await confirmCode(
    app,
    { verificationId: started.json().verificationId, code: await lastCodeSentTo(app, phone) },
    native,
  );
  if (confirmed.statusCode !== 200) throw new Error(`confirmation refused: ${confirmed.body}`);
  return confirmed.json();
}

export async function signInAnonymously(app: FastifyInstance): Promise<SignInResponse> {
  return (await app.inject({ method: 'POST', url: '/api/auth/anonymous', headers: native })).json();
}
