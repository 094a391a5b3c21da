/**
 * No push on the web (issue 19): a substitution's « Accepter » / « Refuser » buttons exist only in
 * the apps' notifications; the web registers no category and reads no answer, without loading
 * expo-notifications (loading it fails here).
 */
import { onSubstitutionResponse, registerSubstitutionCategory } from './notifications.web';

jest.mock('expo-notifications', () => {
  throw new Error('expo-notifications is not in the web bundle');
});

it('registers no category of buttons on the web', async () => {
  await expect(registerSubstitutionCategory()).resolves.toBeUndefined();
});

it('hands no answer to the app, and stops listening without failing', () => {
  const handle = jest.fn();
  const stop = onSubstitutionResponse(handle);
  expect(stop()).toBeUndefined();
  expect(handle).not.toHaveBeenCalled();
});
