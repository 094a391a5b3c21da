/** The version of this build of the app (`1.4.2`), as the stores know it. */
import * as Application from 'expo-application';
import Constants from 'expo-constants';

export function ownAppVersion(): string {
  return Application.nativeApplicationVersion ?? Constants.expoConfig?.version ?? '0.0.0';
}

/** This build's identity as the stores and Sentry's build steps name it (`fr.sillon.shop`, `45`). */
export function ownAppBuild(): { applicationId: string | null; buildNumber: string | null } {
  return { applicationId: Application.applicationId, buildNumber: Application.nativeBuildVersion };
}
