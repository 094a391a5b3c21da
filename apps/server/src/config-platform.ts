/**
 * The configuration of the native apps' services (issue 19): push notifications, the app
 * versions the server serves, universal links and app links, error reports. Part of `config.ts`'s
 * schema, kept apart so each concern reads as one block.
 */
import { parseAppVersion } from '@sillon/domain';
import { z } from 'zod';
import { sentryProjectOf, type ErrorReportSettings } from './modules/error-reports';
import { defaultNativeAppSettings, type NativeAppSettings } from './modules/native-apps';
import { defaultPushSettings, EXPO_BASE_URL, type PushSettings } from './modules/notifications';

const appVersion = z.string().refine((value) => parseAppVersion(value) !== undefined, {
  message: 'must be a version such as 1.4.2',
});
const commaList = (pattern: RegExp, message: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every((entry) => pattern.test(entry)), { message });

export const platformEnvSchema = {
  /** `outbox` keeps pushes in the database (the dev outbox); `expo` sends them through Expo's push service. */
  PUSH_PROVIDER: z.enum(['outbox', 'expo']).default('outbox'),
  /** Expo's access token, when the project requires one ("enhanced security for push"). */
  EXPO_ACCESS_TOKEN: z.string().min(1).optional(),
  /**
   * Expo's host (the name `expo-server-sdk` reads too); another one only for a proxy or a test
   * stand-in. An origin: Expo's paths are the SDK's.
   */
  EXPO_BASE_URL: z
    .url()
    .refine((value) => new URL(value).pathname === '/', {
      message: 'must be an origin such as https://exp.host',
    })
    .default(EXPO_BASE_URL),
  /** How long after sending a push its receipt is read (Expo advises 15 minutes). */
  PUSH_RECEIPT_DELAY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(12 * 60)
    .default(15),
  /** `GET /api/dev/push` lists the push outbox; on by default outside production. */
  DEV_PUSH_OUTBOX: z.enum(['true', 'false']).optional(),
  APP_IOS_MIN_VERSION: appVersion.optional(),
  APP_IOS_RECOMMENDED_VERSION: appVersion.optional(),
  APP_ANDROID_MIN_VERSION: appVersion.optional(),
  APP_ANDROID_RECOMMENDED_VERSION: appVersion.optional(),
  APP_IOS_STORE_URL: z.url().optional(),
  APP_ANDROID_STORE_URL: z.url().optional(),
  /** `TEAMID.fr.sillon.shop`, comma-separated: the iOS apps that open the shop's links. */
  APPLE_APP_IDS: commaList(
    /^[A-Z0-9]{10}\.[\w.-]+$/,
    'must be TEAMID.bundle.id entries, comma-separated',
  ).optional(),
  ANDROID_PACKAGE: z
    .string()
    .regex(/^[a-z][\w]*(\.[a-z][\w]*)+$/i, 'must be a Java package name')
    .default('fr.sillon.shop'),
  /** SHA-256 fingerprints of the Android signing certificates (`AB:CD:…`), comma-separated. */
  ANDROID_CERT_FINGERPRINTS: commaList(
    /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/i,
    'must be SHA-256 fingerprints (32 hexadecimal pairs separated by colons), comma-separated',
  ).optional(),
  /** Sentry's DSN: error reports go there too, and the app's envelopes must name its project. */
  SENTRY_DSN: z
    .string()
    .refine((value) => sentryProjectOf(value) !== undefined, {
      message: 'must be a Sentry DSN (https://key@host/project)',
    })
    .optional(),
  /** The release the server's error reports name (e.g. the deployed commit). */
  SENTRY_RELEASE: z.string().min(1).max(200).optional(),
  /** Error reports one client address may send per minute. */
  CLIENT_ERRORS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
};

type PlatformEnv = z.infer<z.ZodObject<typeof platformEnvSchema>>;

export type PlatformConfig = {
  push: PushSettings;
  nativeApps: NativeAppSettings;
  errorReports: ErrorReportSettings;
};

export function platformConfig(value: PlatformEnv, environment: string): PlatformConfig {
  return {
    push: defaultPushSettings({
      provider:
        value.PUSH_PROVIDER === 'expo'
          ? { kind: 'expo', baseUrl: value.EXPO_BASE_URL, accessToken: value.EXPO_ACCESS_TOKEN }
          : { kind: 'outbox' },
      receiptDelayMs: value.PUSH_RECEIPT_DELAY_MINUTES * 60_000,
      showDevOutbox: (value.DEV_PUSH_OUTBOX ?? String(environment !== 'production')) === 'true',
    }),
    nativeApps: defaultNativeAppSettings({
      ios: {
        minimumVersion: value.APP_IOS_MIN_VERSION ?? null,
        recommendedVersion: value.APP_IOS_RECOMMENDED_VERSION ?? null,
        storeUrl: value.APP_IOS_STORE_URL ?? null,
        appIds: value.APPLE_APP_IDS ?? [],
      },
      android: {
        minimumVersion: value.APP_ANDROID_MIN_VERSION ?? null,
        recommendedVersion: value.APP_ANDROID_RECOMMENDED_VERSION ?? null,
        storeUrl: value.APP_ANDROID_STORE_URL ?? null,
        packageName: value.ANDROID_PACKAGE,
        certFingerprints: (value.ANDROID_CERT_FINGERPRINTS ?? []).map((entry) => entry.toUpperCase()),
      },
    }),
    errorReports: {
      sentryDsn: value.SENTRY_DSN,
      release: value.SENTRY_RELEASE,
      limits: { perClientPerMinute: value.CLIENT_ERRORS_PER_MINUTE },
    },
  };
}
