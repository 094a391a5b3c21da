/**
 * After an order on the web (issue 19): no push to offer, so no « Recevoir les notifications »
 * and no question to the system; the phones' prompt, which asks it, needs the store this test
 * does not give.
 */
import { render, screen } from '@testing-library/react-native';
import * as Notifications from 'expo-notifications';
import { PushPrompt } from './push-prompt.web';

it('offers no notifications after an order, and asks the system nothing', async () => {
  render(<PushPrompt />);
  expect(screen.queryByTestId('push-prompt')).toBeNull();
  expect(screen.toJSON()).toBeNull();
  expect(Notifications.getPermissionsAsync).not.toHaveBeenCalled();
});
