/**
 * The web is always the latest version (issue 19): the gate shows the screens as they are, never
 * « Mise à jour obligatoire », and asks the server nothing (no store around it: the phones'
 * gate, which reads the update policy, could not render here).
 */
import { render, screen } from '@testing-library/react-native';
import { Text } from 'react-native';
import { AppUpdateGate } from './app-update-gate.web';

it('shows the screen it wraps, with no update notice and no request', () => {
  const fetchSpy = jest.spyOn(global, 'fetch');
  render(
    <AppUpdateGate>
      <Text>Fruits & légumes</Text>
    </AppUpdateGate>,
  );
  expect(screen.getByText('Fruits & légumes')).toBeOnTheScreen();
  expect(screen.queryByTestId('app-update-required')).toBeNull();
  expect(screen.queryByTestId('app-update-notice')).toBeNull();
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});
