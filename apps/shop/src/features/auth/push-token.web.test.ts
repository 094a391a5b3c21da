/**
 * No push notifications on the web (issue 19): nothing is asked, no token is registered, a tap has
 * nothing to open, and the native modules stay out of the web bundle (loading them fails here).
 */
import { devicePushToken, isPushOffered, onPushOpened, pushAppId, pushPermission } from './push-token.web';

jest.mock('expo-notifications', () => {
  throw new Error('expo-notifications is not in the web bundle');
});
jest.mock('expo-application', () => {
  throw new Error('expo-application is not in the web bundle');
});

it('offers no notifications on the web: the screens say they are on the apps', () => {
  expect(isPushOffered()).toBe(false);
});

it('answers « denied » and no token, even when asked to ask', async () => {
  expect(await pushPermission()).toBe('denied');
  expect(await devicePushToken({ ask: true })).toBeNull();
});

it('has no tapped push to open, and registers no app of its own', () => {
  const open = jest.fn();
  const stop = onPushOpened(open);
  stop();
  expect(open).not.toHaveBeenCalled();
  expect(pushAppId()).toBe('web');
});
