import { fireEvent, render, screen } from '@testing-library/react-native';
import { QuantityStepper } from './quantity-stepper';

describe('QuantityStepper', () => {
  it('raises and lowers the quantity', () => {
    const onChange = jest.fn();
    render(<QuantityStepper quantity={2} maxOrderable={null} name="Miel" onChange={onChange} />);
    fireEvent.press(screen.getByRole('button', { name: 'Ajouter une unité de Miel' }));
    fireEvent.press(screen.getByRole('button', { name: 'Retirer une unité de Miel' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
    expect(screen.getByLabelText('Quantité : 2')).toBeTruthy();
  });

  it('disables "+" at the product cap (spec §5) and "−" at the minimum', () => {
    const onChange = jest.fn();
    render(<QuantityStepper quantity={3} maxOrderable={3} name="Comté" minimum={3} onChange={onChange} />);
    const increase = screen.getByRole('button', { name: 'Ajouter une unité de Comté' });
    const decrease = screen.getByRole('button', { name: 'Retirer une unité de Comté' });
    expect(increase).toBeDisabled();
    expect(decrease).toBeDisabled();
    fireEvent.press(increase);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names the product with « de » elided before a vowel (« d’Aubergines »), whole before a consonant', () => {
    render(<QuantityStepper quantity={1} maxOrderable={null} name="Aubergines" onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Ajouter une unité d’Aubergines' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer une unité d’Aubergines' })).toBeTruthy();
  });
});
