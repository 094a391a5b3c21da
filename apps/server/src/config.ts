/** Server configuration, read once from the environment and validated before anything starts. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShopLegalIdentity } from '@sillon/domain';
import { z } from 'zod';
import { platformConfig, platformEnvSchema, type PlatformConfig } from './config-platform';
import { shopIdentityEnvSchema, shopIdentityIssues, shopIdentityOf } from './config-shop-identity';
import { shopClock } from './shop-clock';
import {
  DEFAULT_REDIS_KEY_PREFIX,
  parseRequestLimits,
  type RequestLimitSettings,
} from './http/request-limits';
import { BREVO_API_URL, defaultAuthSettings, type AuthSettings } from './modules/auth';
import { DEFAULT_PICKUP_PROVIDER, parseShopHub, type DeliverySettings } from './modules/delivery';
import { GEOPLATEFORME_URL, type GeocoderSettings } from './modules/geocoding';
import { defaultMailSettings, type MailSettings } from './modules/mail';
import { SANDBOX_KEYS, sandboxPaymentSettings, type PaymentSettings } from './modules/payments';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `commandes@exemple.fr` or `Sillon <commandes@exemple.fr>`. */
const MAIL_FROM_PATTERN = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * At SIGTERM, how long a copy keeps serving while answering « not ready », before it closes: the
   * time its balancer takes to stop sending it requests (`deploy/haproxy.cfg`). 0: it closes at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /**
   * The embedded database (without DATABASE_URL): `postgres` (PostgreSQL from npm, in
   * DATA_DIR/postgres) or `pglite` (PostgreSQL in WebAssembly, in DATA_DIR/pglite). Unset:
   * PostgreSQL, unless the data dir holds a PGlite database only or PostgreSQL cannot run here.
   */
  EMBEDDED_DATABASE: z.enum(['postgres', 'pglite']).optional(),
  /**
   * Each connection prepares the shop's statements once, by name (`db/named-statements.ts`).
   * `false` behind a pooler that shares server connections between transactions (PgBouncer's
   * transaction mode before 1.21), which cannot keep a connection's prepared statements.
   */
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  WEB_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/shop/dist')),
  /**
   * The load balancers' addresses (comma-separated IPs or CIDRs, or `loopback`): only their
   * X-Forwarded-For is believed. Unset: the client is the connection's peer (no proxy trusted).
   */
  TRUST_PROXY: z.string().trim().optional(),
  /**
   * Redis, where every copy counts the request limits together (`redis://[:password@]host:6379[/db]`,
   * `rediss://` with TLS). Unset: each copy counts its own, in memory.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Starts every key the shop writes in Redis, so shops (staging, production) can share one. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be up to 64 letters, digits, or _ : . -')
    .default(DEFAULT_REDIS_KEY_PREFIX),
  /**
   * Request limits that differ from the table in `http/request-limits.ts`: `name=max/window`
   * entries, comma-separated (`search=300/1m,sign_in_code=20/10m`; `*` names every limit).
   */
  REQUEST_LIMITS: z
    .string()
    .transform((text, context) => {
      const parsed = parseRequestLimits(text);
      if (parsed.ok) return parsed.overrides;
      context.addIssue({ code: 'custom', message: parsed.issue });
      return z.NEVER;
    })
    .optional(),
  /** The staff's web app (apps/back-office's build), served under /back-office. */
  BACK_OFFICE_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/back-office/dist')),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** `false` starts on an empty database without writing the demo shop (tests, real shops). */
  SEED_DEMO_SHOP: z.enum(['true', 'false']).default('true'),
  /**
   * With the demo shop, a first back-office admin whose random password is printed once (when the
   * team is empty). Default: outside production; `npm start` turns it on for the local shop.
   */
  DEMO_ADMIN: z.enum(['true', 'false']).optional(),
  /** Editors' preview of unpublished content; preview is off when unset. */
  CONTENT_PREVIEW_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),

  // Sign-in (auth module). Secrets are generated into DATA_DIR/keys when unset.
  /** PKCS #8 PEM of a P-256 key: signs the access tokens (ES256). */
  AUTH_JWT_PRIVATE_KEY: z
    .string()
    .includes('PRIVATE KEY', { message: 'must be a PKCS #8 PEM private key' })
    .optional(),
  OTP_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  CAPTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Whether missing secrets may be generated into DATA_DIR/keys. Refused by default in production
   * on PostgreSQL, where several copies (each with its own data dir) must sign alike; `npm start`
   * (one copy on one machine) allows it.
   */
  GENERATE_MISSING_SECRETS: z.enum(['true', 'false']).optional(),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  /**
   * `outbox` keeps SMS in the database (the dev outbox); `brevo` sends them with Brevo's API.
   * `http` is known only to be refused with what replaced it.
   */
  SMS_PROVIDER: z.enum(['outbox', 'brevo', 'http']).default('outbox'),
  BREVO_API_KEY: z.string().min(1).optional(),
  /** The sender phones show: up to 11 letters and digits (France refuses a bare number). */
  SMS_SENDER: z
    .string()
    .regex(/^(?=.*[A-Za-z])[A-Za-z0-9]{1,11}$/, 'must be 1 to 11 letters or digits, with a letter')
    .default('Sillon'),
  /** Brevo's API address; tests and a proxy set another. */
  BREVO_API_URL: z.url().default(BREVO_API_URL),
  /** `GET /api/dev/sms` lists the outbox; on by default outside production. */
  DEV_SMS_OUTBOX: z.enum(['true', 'false']).optional(),
  OTP_RESEND_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  OTP_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
  SMS_QUOTA_PER_MINUTE: z.coerce.number().int().min(1).default(200),
  /** Replaced by the request limit `sign_in_code`: refused, so a setting is not silently lost. */
  SMS_QUOTA_PER_IP_PER_MINUTE: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(60),

  /**
   * The shop's clock starts at this instant and runs on from it (end-to-end journeys that need a
   * weekday, demos of a given day); never in production.
   */
  SHOP_CLOCK_START: z.iso.datetime({ offset: true }).optional(),

  /** Staff's operations routes (`/api/admin/...`) take this bearer; they do not exist without it. */
  ADMIN_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Prometheus's bearer for `GET /metrics`, which does not exist without it. */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /**
   * The OpenTelemetry collector traces go to (OTLP over HTTP, e.g. `http://collector:4318`);
   * traces are off when unset. Read by `telemetry-start.ts` before this check runs, with the
   * standard OTEL_* variables (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS...).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The share of traces kept, 0 to 1 (OTLP and Sentry alike). */
  TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),

  /**
   * The card processor: `stripe`, or `sandbox` (built in, speaking Stripe's API on the shop's own
   * origin: test cards, no money moves). Both run the Stripe adapter (payments/stripe).
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Stripe's keys; with the sandbox, test keys of your choice (generated when unset). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be a webhook endpoint's secret (whsec_…)")
    .optional(),
  /** The sandbox in production (a staging shop): refused unless said; `npm start` says it. */
  PAYMENT_SANDBOX_ALLOWED: z.enum(['true', 'false']).default('false'),
  /** Apple Pay: the merchant identifier (native apps) and the domain-association file Stripe gives. */
  APPLE_PAY_MERCHANT_ID: z.string().min(1).max(200).optional(),
  APPLE_PAY_DOMAIN_ASSOCIATION_FILE: z.string().min(1).optional(),
  /** Spec §9: the default pickup-relay network, for a chosen point named without its network. */
  PICKUP_DEFAULT_PROVIDER: z.string().trim().min(1).max(100).default(DEFAULT_PICKUP_PROVIDER),
  /** Issue 42: the bikes' hub, `latitude,longitude,label` (the demo warehouse in Paris 11e by default). */
  SHOP_HUB: z
    .string()
    .trim()
    .max(300)
    .refine((text) => parseShopHub(text) !== null, 'must be « latitude,longitude,label »')
    .optional(),

  // E-mails (mail module), sent in the background by the job queue.
  /** `outbox` keeps e-mails in the database (the dev mailbox); `smtp` sends them through SMTP_URL. */
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  /** `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://…:465`. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender: `Sillon <commandes@exemple.fr>` or a bare address. */
  MAIL_FROM: z
    .string()
    .regex(MAIL_FROM_PATTERN, 'must be an e-mail address, alone or as `Name <address>`')
    .optional(),
  /** `GET /api/dev/mail` lists the dev mailbox; on by default outside production. */
  DEV_MAILBOX: z.enum(['true', 'false']).optional(),

  // Address suggestions and coordinates (geocoding module, issue 40).
  /** `offline` answers from the data shipped with the shop; `geoplateforme` asks IGN's at GEOCODER_URL. */
  GEOCODER: z.enum(['offline', 'geoplateforme']).default('offline'),
  GEOCODER_URL: z.url().default(GEOPLATEFORME_URL),

  // Push, app versions, app links, error reports (issue 19).
  ...platformEnvSchema,
  // The shop's identity on its legal pages (issue 38).
  ...shopIdentityEnvSchema,
});

type Env = z.infer<typeof configSchema>;

/** Secrets every copy must share when several run on one PostgreSQL (their data dirs differ). */
const SHARED_SECRETS = ['AUTH_JWT_PRIVATE_KEY', 'OTP_HMAC_KEY', 'CAPTCHA_HMAC_KEY'] as const;

function mayGenerateSecrets(value: Env): boolean {
  const isShared = value.NODE_ENV === 'production' && value.DATABASE_URL !== undefined;
  return (value.GENERATE_MISSING_SECRETS ?? String(!isShared)) === 'true';
}

function crossFieldIssues(value: Env): string[] {
  const issues: string[] = [];
  issues.push(...smsIssues(value));
  if (value.MAIL_PROVIDER === 'smtp' && !value.SMTP_URL) {
    issues.push('SMTP_URL: required when MAIL_PROVIDER is smtp');
  }
  if (value.MAIL_PROVIDER === 'smtp' && value.NODE_ENV === 'production' && !value.MAIL_FROM) {
    issues.push("MAIL_FROM: required in production with MAIL_PROVIDER=smtp (the shop's own sender address)");
  }
  if (value.SMS_QUOTA_PER_IP_PER_MINUTE !== undefined) {
    issues.push(
      `SMS_QUOTA_PER_IP_PER_MINUTE: replaced by REQUEST_LIMITS (sign_in_code=${value.SMS_QUOTA_PER_IP_PER_MINUTE}/1m)`,
    );
  }
  if (value.NODE_ENV === 'production' && value.SHOP_CLOCK_START) {
    issues.push('SHOP_CLOCK_START: not allowed in production (the shop must run on real time)');
  }
  issues.push(...paymentIssues(value));
  if (!mayGenerateSecrets(value)) {
    for (const name of SHARED_SECRETS) {
      if (!value[name])
        issues.push(
          `${name}: required in production on PostgreSQL (every server copy signs alike; GENERATE_MISSING_SECRETS=true for a single copy)`,
        );
    }
  }
  return issues;
}

function smsIssues(value: Env): string[] {
  // `http` posted `{to, text}` with a bearer key, which no SMS operator takes: refused, not ignored.
  if (value.SMS_PROVIDER === 'http')
    return ['SMS_PROVIDER: `http` was removed (no operator speaks it); use `brevo` with BREVO_API_KEY'];
  if (value.SMS_PROVIDER === 'brevo' && !value.BREVO_API_KEY)
    return ['BREVO_API_KEY: required with SMS_PROVIDER=brevo'];
  return [];
}

/** A shop never takes real cards on the sandbox, nor test payments in production unknowingly. */
function paymentIssues(value: Env): string[] {
  const issues: string[] = [];
  const keys = [value.STRIPE_SECRET_KEY, value.STRIPE_PUBLISHABLE_KEY].filter(Boolean);
  if (value.PAYMENT_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!value[name]) issues.push(`${name}: required with PAYMENT_PROVIDER=stripe`);
    }
    return issues;
  }
  if (keys.some((key) => key!.includes('_live_'))) {
    issues.push(
      'STRIPE_SECRET_KEY: a live key is refused with the sandbox (PAYMENT_PROVIDER=stripe takes it)',
    );
  } else {
    // Else every payment is refused by the sandbox, long after the start said nothing.
    for (const [name, pattern] of [
      ['STRIPE_SECRET_KEY', SANDBOX_KEYS.secret],
      ['STRIPE_PUBLISHABLE_KEY', SANDBOX_KEYS.publishable],
    ] as const) {
      const key = value[name];
      if (key && !pattern.test(key)) {
        issues.push(
          `${name}: the sandbox takes test keys of 8 characters or more after the prefix (${pattern.source})`,
        );
      }
    }
  }
  if (value.NODE_ENV === 'production' && value.PAYMENT_SANDBOX_ALLOWED !== 'true') {
    issues.push(
      'PAYMENT_PROVIDER: the sandbox takes test cards and moves no money; in production set PAYMENT_PROVIDER=stripe with its keys, or PAYMENT_SANDBOX_ALLOWED=true for a staging shop',
    );
  }
  return issues;
}

function paymentSettings(value: Env): PaymentSettings {
  const applePay = {
    applePayMerchantId: value.APPLE_PAY_MERCHANT_ID ?? null,
    applePayDomainAssociation: value.APPLE_PAY_DOMAIN_ASSOCIATION_FILE
      ? readFileSync(value.APPLE_PAY_DOMAIN_ASSOCIATION_FILE, 'utf8')
      : null,
  };
  if (value.PAYMENT_PROVIDER === 'stripe') {
    return {
      provider: 'stripe',
      secretKey: value.STRIPE_SECRET_KEY!,
      publishableKey: value.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: value.STRIPE_WEBHOOK_SECRET!,
      ...applePay,
    };
  }
  // The SDK reaches the sandbox on this very process, through its port.
  const isAnyAddress = value.HOST === '0.0.0.0' || value.HOST === '::';
  const host = isAnyAddress ? '127.0.0.1' : value.HOST;
  return {
    ...sandboxPaymentSettings({
      secretKey: value.STRIPE_SECRET_KEY,
      publishableKey: value.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: value.STRIPE_WEBHOOK_SECRET,
    }),
    // A port chosen by the system (0) is known only once listening: then the SDK calls in-process.
    ...(value.PORT === 0
      ? {}
      : { apiUrl: `http://${host.includes(':') ? `[${host}]` : host}:${value.PORT}` }),
    ...applePay,
  };
}

function authSettings(value: Env): AuthSettings {
  return defaultAuthSettings({
    jwtPrivateKeyPem: value.AUTH_JWT_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    otpHmacKey: value.OTP_HMAC_KEY,
    captchaHmacKey: value.CAPTCHA_HMAC_KEY,
    keyStore: 'data-dir',
    captchaMaxNumber: value.CAPTCHA_MAX_NUMBER,
    sms:
      value.SMS_PROVIDER === 'brevo'
        ? {
            kind: 'brevo',
            apiKey: value.BREVO_API_KEY!,
            sender: value.SMS_SENDER,
            apiUrl: value.BREVO_API_URL.replace(/\/+$/, ''),
          }
        : { kind: 'outbox' },
    showDevOutbox: (value.DEV_SMS_OUTBOX ?? String(value.NODE_ENV !== 'production')) === 'true',
    otpResendWaitSeconds: value.OTP_RESEND_WAIT_SECONDS,
    otpRequestsPerHour: value.OTP_REQUESTS_PER_HOUR,
    smsQuotaPerMinute: value.SMS_QUOTA_PER_MINUTE,
    accessTokenTtlSeconds: value.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: value.REFRESH_TOKEN_TTL_DAYS,
  });
}

function mailSettings(value: Env): MailSettings {
  return defaultMailSettings({
    transport: value.MAIL_PROVIDER === 'smtp' ? { kind: 'smtp', url: value.SMTP_URL! } : { kind: 'outbox' },
    ...(value.MAIL_FROM ? { from: value.MAIL_FROM } : {}),
    showDevMailbox: (value.DEV_MAILBOX ?? String(value.NODE_ENV !== 'production')) === 'true',
  });
}

export type Config = {
  port: number;
  shutdownDrainMs: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedDatabase: 'postgres' | 'pglite' | undefined;
  /** Statements prepared once per connection, by name (DATABASE_PREPARED_STATEMENTS). */
  databasePreparedStatements: boolean;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  publicUrl: string;
  webDir: string;
  /** Proxies whose X-Forwarded-For is believed; none when empty. */
  trustProxy: string[];
  /** Request limits: the table's numbers or REQUEST_LIMITS', counted in memory or in REDIS_URL. */
  requestLimits: RequestLimitSettings;
  backOfficeDir: string;
  environment: 'development' | 'production' | 'test';
  contentPreviewToken: string | undefined;
  adminToken: string | undefined;
  /** `GET /metrics`'s bearer; the route does not exist without it. */
  metricsToken: string | undefined;
  /** Traces sent to an OpenTelemetry collector (`telemetry-start.ts` started them); off when absent. */
  traces: { endpoint: string; sampleRate: number } | undefined;
  seedDemoShop: boolean;
  demoAdmin: boolean;
  auth: AuthSettings;
  payments: PaymentSettings;
  delivery: DeliverySettings;
  mail: MailSettings;
  geocoder: GeocoderSettings;
  /** Who runs the shop, as its legal pages say (SHOP_LEGAL_*). */
  shopIdentity: ShopLegalIdentity;
  /** The shop's clock: real time, or real time moved to start at SHOP_CLOCK_START. */
  clock: () => Date;
  /** Moves a shifted clock (`POST /api/dev/clock`); absent on real time. */
  moveClock?: ((hours: number) => Date) | undefined;
} & PlatformConfig;

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty variables count as unset, so `PORT= npm start` behaves like no PORT at all. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const value = parsed.data;
  const issues = [...crossFieldIssues(value), ...shopIdentityIssues(value, value.NODE_ENV)];
  if (issues.length > 0) throw new ConfigError(issues);
  const clock = shopClock(value.SHOP_CLOCK_START);
  const platform = platformConfig(value, value.NODE_ENV);
  return {
    port: value.PORT,
    shutdownDrainMs: value.SHUTDOWN_DRAIN_SECONDS * 1000,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir: path.resolve(value.DATA_DIR),
    embeddedDatabase: value.EMBEDDED_DATABASE,
    databasePreparedStatements: value.DATABASE_PREPARED_STATEMENTS === 'true',
    logLevel: value.LOG_LEVEL,
    publicUrl: value.PUBLIC_URL ?? `http://localhost:${value.PORT}`,
    webDir: path.resolve(value.WEB_DIR),
    trustProxy: (value.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    requestLimits: {
      overrides: value.REQUEST_LIMITS ?? {},
      store: value.REDIS_URL
        ? { kind: 'redis', url: value.REDIS_URL, keyPrefix: value.REDIS_KEY_PREFIX }
        : { kind: 'memory' },
    },
    backOfficeDir: path.resolve(value.BACK_OFFICE_DIR),
    environment: value.NODE_ENV,
    clock: clock.now,
    moveClock: clock.move,
    contentPreviewToken: value.CONTENT_PREVIEW_TOKEN,
    adminToken: value.ADMIN_TOKEN,
    metricsToken: value.METRICS_TOKEN,
    traces: value.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: value.OTEL_EXPORTER_OTLP_ENDPOINT, sampleRate: value.TRACES_SAMPLE_RATE }
      : undefined,
    seedDemoShop: value.SEED_DEMO_SHOP === 'true',
    demoAdmin: (value.DEMO_ADMIN ?? (value.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    auth: authSettings(value),
    payments: paymentSettings(value),
    delivery: {
      defaultPickupProvider: value.PICKUP_DEFAULT_PROVIDER,
      ...(value.SHOP_HUB ? { hub: parseShopHub(value.SHOP_HUB)! } : {}),
    },
    mail: mailSettings(value),
    geocoder:
      value.GEOCODER === 'geoplateforme'
        ? { kind: 'geoplateforme', url: value.GEOCODER_URL }
        : { kind: 'offline' },
    shopIdentity: shopIdentityOf(value),
    ...platform,
    // With traces on, Sentry receives them too: the set-up's sampler keeps Sentry's rate.
    errorReports: {
      ...platform.errorReports,
      ...(value.OTEL_EXPORTER_OTLP_ENDPOINT && value.SENTRY_DSN
        ? { tracesSampleRate: value.TRACES_SAMPLE_RATE }
        : {}),
    },
  };
}
