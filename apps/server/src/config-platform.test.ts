import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const FINGERPRINT = Array.from({ length: 32 }, () => 'ab').join(':');

/** Production with the sandbox and the demo identity said to be meant (a staging shop, `npm start`). */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_SANDBOX_ALLOWED: 'true',
  SHOP_LEGAL_DEMO_ALLOWED: 'true',
} as const;

describe('loadConfig: push, app versions, app links, error reports (issue 19)', () => {
  it('keeps pushes in the dev outbox with no set-up, listed outside production only', () => {
    const config = loadConfig({});
    expect(config.push).toEqual({
      provider: { kind: 'outbox' },
      receiptDelayMs: 15 * 60_000,
      ticketRetentionMs: 24 * 3_600_000,
      showDevOutbox: true,
    });
    expect(loadConfig({ ...PRODUCTION, GENERATE_MISSING_SECRETS: 'true' }).push.showDevOutbox).toBe(false);
    expect(config.nativeApps.ios).toEqual({
      minimumVersion: null,
      recommendedVersion: null,
      storeUrl: null,
      appIds: [],
    });
    expect(config.errorReports).toEqual({
      sentryDsn: undefined,
      release: undefined,
      limits: { perClientPerMinute: 30 },
    });
  });

  it('reads Expo push, the versions, the apps’ ids and fingerprints, and Sentry', () => {
    const config = loadConfig({
      PUSH_PROVIDER: 'expo',
      EXPO_ACCESS_TOKEN: 'secret',
      PUSH_RECEIPT_DELAY_MINUTES: '20',
      APP_IOS_MIN_VERSION: '1.2.0',
      APP_ANDROID_RECOMMENDED_VERSION: '1.4',
      APP_IOS_STORE_URL: 'https://apps.apple.com/fr/app/sillon/id1',
      APPLE_APP_IDS: 'ABCDE12345.fr.sillon.shop, ABCDE12345.fr.sillon.shop.beta',
      ANDROID_CERT_FINGERPRINTS: FINGERPRINT,
      SENTRY_DSN: 'https://public@o1.ingest.sentry.io/42',
      SENTRY_RELEASE: 'sillon-server@4f2c1d0',
      CLIENT_ERRORS_PER_MINUTE: '5',
    });
    expect(config.push.provider).toEqual({
      kind: 'expo',
      baseUrl: 'https://exp.host',
      accessToken: 'secret',
    });
    expect(config.push.receiptDelayMs).toBe(20 * 60_000);
    expect(config.nativeApps.ios).toMatchObject({
      minimumVersion: '1.2.0',
      appIds: ['ABCDE12345.fr.sillon.shop', 'ABCDE12345.fr.sillon.shop.beta'],
    });
    expect(config.nativeApps.android).toMatchObject({
      recommendedVersion: '1.4',
      packageName: 'fr.sillon.shop',
      certFingerprints: [FINGERPRINT.toUpperCase()],
    });
    expect(config.errorReports).toEqual({
      sentryDsn: 'https://public@o1.ingest.sentry.io/42',
      release: 'sillon-server@4f2c1d0',
      limits: { perClientPerMinute: 5 },
    });
  });

  it('names each malformed variable', () => {
    try {
      loadConfig({
        EXPO_BASE_URL: 'https://exp.host/--/api/v2/push/send',
        APP_IOS_MIN_VERSION: 'v2',
        APPLE_APP_IDS: 'fr.sillon.shop',
        ANDROID_CERT_FINGERPRINTS: 'AB:CD',
        SENTRY_DSN: 'https://o1.ingest.sentry.io/42',
      });
      expect.unreachable();
    } catch (failure) {
      expect(failure).toBeInstanceOf(ConfigError);
      const names = (failure as ConfigError).issues.map((issue) => issue.split(':')[0]);
      expect(names).toEqual([
        'EXPO_BASE_URL',
        'APP_IOS_MIN_VERSION',
        'APPLE_APP_IDS',
        'ANDROID_CERT_FINGERPRINTS',
        'SENTRY_DSN',
      ]);
    }
  });
});
