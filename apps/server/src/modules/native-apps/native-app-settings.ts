/** The native apps as the server knows them, read from the configuration (`config.ts`). */
export type AppPlatformSettings = {
  /** Below it the app must be updated (spec §8); null: every version is served. */
  minimumVersion: string | null;
  /** Below it the app suggests the update; null: no suggestion. */
  recommendedVersion: string | null;
  /** The app's page in the App Store or on Google Play. */
  storeUrl: string | null;
};

export type NativeAppSettings = {
  ios: AppPlatformSettings & {
    /** `TEAMID.fr.sillon.shop`: the apps that may open the shop's https links (universal links). */
    appIds: string[];
  };
  android: AppPlatformSettings & {
    packageName: string;
    /** SHA-256 fingerprints of the signing certificates (`AB:CD:…`), for Android App Links. */
    certFingerprints: string[];
  };
};

const noPolicy: AppPlatformSettings = { minimumVersion: null, recommendedVersion: null, storeUrl: null };

export function defaultNativeAppSettings(overrides: Partial<NativeAppSettings> = {}): NativeAppSettings {
  return {
    ios: { ...noPolicy, appIds: [] },
    android: { ...noPolicy, packageName: 'fr.sillon.shop', certFingerprints: [] },
    ...overrides,
  };
}
