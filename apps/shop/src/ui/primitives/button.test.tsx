import { render, screen, userEvent } from '@testing-library/react-native';
import { Button } from './button';

describe('Button', () => {
  // A real press (`userEvent`): `fireEvent` would call the component's own `onPress` prop.
  it('answers a press', async () => {
    const onPress = jest.fn();
    render(<Button label="Payer 12,00 €" onPress={onPress} />);
    await userEvent.setup().press(screen.getByRole('button', { name: 'Payer 12,00 €' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('while busy, ignores presses but stays enabled, so that it keeps the focus', async () => {
    const onPress = jest.fn();
    render(<Button label="Paiement en cours…" onPress={onPress} busy />);
    const button = screen.getByRole('button', { name: 'Paiement en cours…' });
    await userEvent.setup().press(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
    expect(button).toBeBusy();
  });
});
