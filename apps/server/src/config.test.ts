import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** Production with the sandbox and the demo identity said to be meant (a staging shop, `npm start`). */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_SANDBOX_ALLOWED: 'true',
  SHOP_LEGAL_DEMO_ALLOWED: 'true',
} as const;

describe('loadConfig', () => {
  it('runs on the embedded database, port 3000, with no variable set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(path.basename(config.dataDir)).toBe('data');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.payments.provider).toBe('sandbox');
    expect(config.delivery).toEqual({ defaultPickupProvider: 'Relais Sillon' });
  });

  it('reads the default pickup-relay network (spec §9)', () => {
    expect(loadConfig({ PICKUP_DEFAULT_PROVIDER: ' Réseau Colibri ' }).delivery).toEqual({
      defaultPickupProvider: 'Réseau Colibri',
    });
  });

  it('reads the bikes’ hub (issue 42), and refuses one that is not « latitude,longitude,label »', () => {
    expect(loadConfig({ SHOP_HUB: '48.87,2.35,Entrepôt Nord, Paris 10e' }).delivery.hub).toEqual({
      latitude: 48.87,
      longitude: 2.35,
      label: 'Entrepôt Nord, Paris 10e',
    });
    expect(() => loadConfig({ SHOP_HUB: 'Paris' })).toThrow(ConfigError);
    expect(() => loadConfig({ SHOP_HUB: ',2.35,Nulle part' })).toThrow(ConfigError);
  });

  it('prepares statements by name unless DATABASE_PREPARED_STATEMENTS=false, and refuses another value', () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).databasePreparedStatements).toBe(false);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(ConfigError);
  });

  it('runs the shop clock from SHOP_CLOCK_START, and on real time without it', () => {
    const moved = loadConfig({ SHOP_CLOCK_START: '2030-01-15T10:00:00+01:00' }).clock();
    expect(Math.abs(moved.getTime() - Date.parse('2030-01-15T09:00:00Z'))).toBeLessThan(5000);
    expect(Math.abs(loadConfig({}).clock().getTime() - Date.now())).toBeLessThan(5000);
  });

  it('lets one copy on PostgreSQL in production generate its secrets when asked (npm start)', () => {
    const config = loadConfig({
      ...PRODUCTION,
      DATABASE_URL: 'postgres://db/shop',
      GENERATE_MISSING_SECRETS: 'true',
    });
    expect(config.databaseUrl).toBe('postgres://db/shop');
    expect(config.auth.jwtPrivateKeyPem).toBeUndefined();
  });

  it('makes a demo back-office admin outside production, and in production only when asked (npm start)', () => {
    expect(loadConfig({}).demoAdmin).toBe(true);
    expect(loadConfig({ ...PRODUCTION }).demoAdmin).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_ADMIN: 'true' }).demoAdmin).toBe(true);
    expect(loadConfig({ DEMO_ADMIN: 'false' }).demoAdmin).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'http' }, 'SMS_PROVIDER: `http` was removed'],
    [{ SMS_PROVIDER: 'brevo' }, 'BREVO_API_KEY'],
    [{ SMS_PROVIDER: 'brevo', BREVO_API_KEY: 'xkeysib-1', SMS_SENDER: '0612345678' }, 'SMS_SENDER'],
    [{ SMS_PROVIDER: 'brevo', BREVO_API_KEY: 'xkeysib-1', SMS_SENDER: 'SillonEpicerie' }, 'SMS_SENDER'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [
      { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x1', STRIPE_PUBLISHABLE_KEY: 'pk_live_x1' },
      'STRIPE_WEBHOOK_SECRET',
    ],
    [{ NODE_ENV: 'production' }, 'PAYMENT_PROVIDER'],
    [{ STRIPE_SECRET_KEY: 'sk_live_realmoney' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_live_realmoney', ...PRODUCTION }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_SECRET_KEY: 'sk_test_tour123' }, 'STRIPE_SECRET_KEY: the sandbox takes test keys'],
    [{ STRIPE_PUBLISHABLE_KEY: 'pk_test_short' }, 'STRIPE_PUBLISHABLE_KEY: the sandbox takes test keys'],
    [{ SHOP_CLOCK_START: 'mardi' }, 'SHOP_CLOCK_START'],
    [{ SHOP_CLOCK_START: '2030-01-15T10:00:00+01:00', NODE_ENV: 'production' }, 'SHOP_CLOCK_START'],
    [{ OTP_RESEND_WAIT_SECONDS: '-1' }, 'OTP_RESEND_WAIT_SECONDS'],
    [{ OTP_HMAC_KEY: 'short' }, 'OTP_HMAC_KEY'],
    [{ AUTH_JWT_PRIVATE_KEY: 'not a pem' }, 'AUTH_JWT_PRIVATE_KEY'],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' }, 'AUTH_JWT_PRIVATE_KEY'],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop', GENERATE_MISSING_SECRETS: 'false' },
      'CAPTCHA_HMAC_KEY',
    ],
    [{ GENERATE_MISSING_SECRETS: 'false' }, 'OTP_HMAC_KEY'],
    [{ GENERATE_MISSING_SECRETS: 'maybe' }, 'GENERATE_MISSING_SECRETS'],
    [{ MAIL_PROVIDER: 'pigeon' }, 'MAIL_PROVIDER'],
    [{ MAIL_PROVIDER: 'smtp' }, 'SMTP_URL'],
    [{ MAIL_PROVIDER: 'smtp', SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://mail.example', NODE_ENV: 'production' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Sillon' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Sillon <commandes@exemple.fr' }, 'MAIL_FROM'],
    [{ DEV_MAILBOX: 'yes' }, 'DEV_MAILBOX'],
    [{ REDIS_URL: 'http://cache.example:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL'],
    [{ REDIS_KEY_PREFIX: 'a prefix with spaces' }, 'REDIS_KEY_PREFIX'],
    [{ REQUEST_LIMITS: 'search=lots' }, 'REQUEST_LIMITS'],
    [{ REQUEST_LIMITS: 'checkout=5/1m' }, 'REQUEST_LIMITS'],
    [{ SMS_QUOTA_PER_IP_PER_MINUTE: '10' }, 'SMS_QUOTA_PER_IP_PER_MINUTE'],
  ])('refuses %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});

describe('loadConfig: payments', () => {
  it('runs the sandbox with new test keys and no set-up, reached on its own port', () => {
    const { payments } = loadConfig({});
    expect(payments).toMatchObject({
      provider: 'sandbox',
      secretKey: expect.stringMatching(/^sk_test_/),
      publishableKey: expect.stringMatching(/^pk_test_/),
      webhookSecret: expect.stringMatching(/^whsec_/),
      apiUrl: 'http://127.0.0.1:3000',
    });
  });

  it('takes the test keys it is given, and refuses the sandbox in production unless said', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_given_key', STRIPE_WEBHOOK_SECRET: 'whsec_given' };
    expect(loadConfig(keys).payments).toMatchObject({
      secretKey: 'sk_test_given_key',
      webhookSecret: 'whsec_given',
    });
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_SANDBOX_ALLOWED=true/);
    expect(loadConfig(PRODUCTION).payments.provider).toBe('sandbox');
  });

  it('runs on Stripe with its three keys', () => {
    const stripe = {
      ...PRODUCTION,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      PAYMENT_SANDBOX_ALLOWED: 'false',
    };
    expect(loadConfig(stripe).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_live_abc',
      publishableKey: 'pk_live_abc',
      webhookSecret: 'whsec_abc',
      applePayMerchantId: null,
      applePayDomainAssociation: null,
    });
  });
});

describe('loadConfig: request limits', () => {
  it("counts the table's limits in each copy's memory with no set-up", () => {
    expect(loadConfig({}).requestLimits).toEqual({ overrides: {}, store: { kind: 'memory' } });
  });

  it('counts them in Redis with REDIS_URL, with the numbers REQUEST_LIMITS changes', () => {
    const config = loadConfig({
      REDIS_URL: 'rediss://:secret@cache.example:6380/2',
      REQUEST_LIMITS: 'search=300/1m,sign_in_code=20/10m',
    });
    expect(config.requestLimits).toEqual({
      overrides: {
        search: { max: 300, windowSeconds: 60 },
        sign_in_code: { max: 20, windowSeconds: 600 },
      },
      store: { kind: 'redis', url: 'rediss://:secret@cache.example:6380/2', keyPrefix: 'sillon:' },
    });
  });

  it('says what replaced SMS_QUOTA_PER_IP_PER_MINUTE', () => {
    expect(() => loadConfig({ SMS_QUOTA_PER_IP_PER_MINUTE: '25' })).toThrow(
      'REQUEST_LIMITS (sign_in_code=25/1m)',
    );
  });
});

describe('loadConfig: sign-in settings', () => {
  it('runs with no set-up: outbox SMS listed in development, generated keys, default limits', () => {
    const { auth } = loadConfig({});
    expect(auth).toMatchObject({
      sms: { kind: 'outbox' },
      showDevOutbox: true,
      keyStore: 'data-dir',
      jwtPrivateKeyPem: undefined,
      otpResendWaitSeconds: 30,
      otpRequestsPerHour: 5,
      accessTokenTtlSeconds: 900,
    });
  });

  it('hides the SMS outbox in production unless asked for', () => {
    expect(loadConfig({ ...PRODUCTION }).auth.showDevOutbox).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEV_SMS_OUTBOX: 'true' }).auth.showDevOutbox).toBe(true);
  });

  it("reads Brevo's SMS settings, the limits and a key written on one line", () => {
    const { auth } = loadConfig({
      SMS_PROVIDER: 'brevo',
      BREVO_API_KEY: 'xkeysib-key',
      BREVO_API_URL: 'http://127.0.0.1:4010/v3/',
      OTP_RESEND_WAIT_SECONDS: '5',
      SMS_QUOTA_PER_MINUTE: '30',
      AUTH_JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    });
    expect(auth.sms).toEqual({
      kind: 'brevo',
      apiKey: 'xkeysib-key',
      sender: 'Sillon',
      apiUrl: 'http://127.0.0.1:4010/v3',
    });
    expect(auth.otpResendWaitSeconds).toBe(5);
    expect(auth.smsQuotaPerMinute).toBe(30);
    expect(auth.jwtPrivateKeyPem).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
  });
});

describe('loadConfig: e-mails', () => {
  it('keeps e-mails in the dev mailbox with no set-up, listed outside production only unless asked', () => {
    expect(loadConfig({}).mail).toEqual({
      transport: { kind: 'outbox' },
      from: 'Sillon <commandes@sillon.localhost>',
      showDevMailbox: true,
    });
    expect(loadConfig({ ...PRODUCTION }).mail.showDevMailbox).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEV_MAILBOX: 'true' }).mail.showDevMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'false' }).mail.showDevMailbox).toBe(false);
  });

  it('reads the SMTP server and the sender', () => {
    const { mail } = loadConfig({
      ...PRODUCTION,
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://shop:secret@mail.example:465',
      MAIL_FROM: 'Sillon <commandes@exemple.fr>',
    });
    expect(mail).toEqual({
      transport: { kind: 'smtp', url: 'smtps://shop:secret@mail.example:465' },
      from: 'Sillon <commandes@exemple.fr>',
      showDevMailbox: false,
    });
    expect(loadConfig({ MAIL_FROM: 'commandes@exemple.fr' }).mail.from).toBe('commandes@exemple.fr');
  });
});

describe('loadConfig: metrics and traces', () => {
  const DSN = 'https://key@o1.ingest.sentry.io/42';

  it('has neither without their variables', () => {
    const config = loadConfig({});
    expect(config.metricsToken).toBeUndefined();
    expect(config.traces).toBeUndefined();
    expect(loadConfig({ SENTRY_DSN: DSN }).errorReports.tracesSampleRate).toBeUndefined();
  });

  it('reads the metrics bearer, and refuses a short one', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a-metrics-token-of-24-chars' }).metricsToken).toBe(
      'a-metrics-token-of-24-chars',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('sends traces to the collector at the rate asked, Sentry too with a DSN', () => {
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', TRACES_SAMPLE_RATE: '0.25' };
    expect(loadConfig(env).traces).toEqual({ endpoint: 'http://collector:4318', sampleRate: 0.25 });
    expect(loadConfig(env).errorReports.tracesSampleRate).toBeUndefined();
    expect(loadConfig({ ...env, SENTRY_DSN: DSN }).errorReports.tracesSampleRate).toBe(0.25);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => loadConfig({ ...env, TRACES_SAMPLE_RATE: '2' })).toThrow(/TRACES_SAMPLE_RATE/);
  });
});
