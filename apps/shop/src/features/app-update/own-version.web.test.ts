/**
 * The web is served with the server (issue 19): it has no store version, no application id and
 * no build number, and does not load the native modules that give a phone's (loading them fails).
 */
import { ownAppBuild, ownAppVersion } from './own-version.web';

jest.mock('expo-application', () => {
  throw new Error('expo-application is not in the web bundle');
});
jest.mock('expo-constants', () => {
  throw new Error('expo-constants is not read on the web');
});

it('names the web as its version, which no update policy applies to', () => {
  expect(ownAppVersion()).toBe('web');
});

it('has no store identity for its error reports', () => {
  expect(ownAppBuild()).toEqual({ applicationId: null, buildNumber: null });
});
