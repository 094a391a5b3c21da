import { render, screen } from '@testing-library/react-native';
import { Price } from './price';

describe('Price', () => {
  it.each([
    [349, '3,49\u00a0€'],
    [1250, '12,50\u00a0€'],
    [0, '0,00\u00a0€'],
  ])('shows %i cents as %s', (cents, text) => {
    render(<Price cents={cents} />);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
