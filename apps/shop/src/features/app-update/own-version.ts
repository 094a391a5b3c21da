/** The version of this build of the app (`1.4.2`), as the stores know it. */
import * as Application from 'expo-application';
import Constants from 'expo-constants';

export function ownAppVersion(): string {
  return Application.nativeApplicationVersion ?? Constants.expoConfig?.version ?? '0.0.0';
}
