import { fireEvent, render, screen } from '@testing-library/react-native';
import { CardForm, formatExpiry, groupCardNumber } from './card-form';

const now = () => new Date('2026-11-23T12:00:00Z');

function renderForm() {
  const onSubmit = jest.fn();
  render(<CardForm submitLabel="Payer 42,00 €" isSubmitting={false} onSubmit={onSubmit} now={now} />);
  const type = (label: string, text: string) => fireEvent.changeText(screen.getByLabelText(label), text);
  const pay = () => fireEvent.press(screen.getByRole('button', { name: 'Payer 42,00 €' }));
  return { onSubmit, type, pay };
}

describe('CardForm (spec §5 card fields)', () => {
  it('shows each field’s « invalide » message and sends nothing', () => {
    const { onSubmit, type, pay } = renderForm();
    type('Titulaire de la carte', 'J0hn 123');
    type('Numéro de carte', '4242 4242 4242 4241');
    type('Expiration (MM/AA)', '13/30');
    type('Cryptogramme', '12');
    pay();
    expect(screen.getByText('Nom du titulaire invalide')).toBeTruthy();
    expect(screen.getByText('Numéro de carte invalide')).toBeTruthy();
    expect(screen.getByText('Date d’expiration invalide')).toBeTruthy();
    expect(screen.getByText('Cryptogramme invalide')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says « Ce champ est requis » for empty fields', () => {
    const { pay } = renderForm();
    pay();
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(4);
  });

  it('says a card whose expiry is past has expired, and a month that does not exist is invalid', () => {
    const { type, pay } = renderForm();
    type('Expiration (MM/AA)', '1026');
    pay();
    expect(screen.getByText('Cette carte a expiré : utilisez-en une autre.')).toBeTruthy();
    type('Expiration (MM/AA)', '1330');
    pay();
    expect(screen.getByText('Date d’expiration invalide')).toBeTruthy();
  });

  it('sends a valid card with the choice to save it', () => {
    const { onSubmit, type, pay } = renderForm();
    type('Titulaire de la carte', 'Zoé Martin');
    type('Numéro de carte', '4242424242424242');
    type('Expiration (MM/AA)', '1230');
    type('Cryptogramme', '123');
    expect(screen.getByLabelText('Numéro de carte').props.value).toBe('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiration (MM/AA)').props.value).toBe('12/30');
    fireEvent.press(screen.getByRole('checkbox', { name: 'Enregistrer cette carte' }));
    pay();
    expect(onSubmit).toHaveBeenCalledWith(
      {
        holder: 'Zoé Martin',
        number: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2030,
        cryptogram: '123',
      },
      true,
    );
  });

  it('formats the number in groups of four and the expiry as MM/AA', () => {
    expect(groupCardNumber('4000002760003184')).toBe('4000 0027 6000 3184');
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('12', '12/')).toBe('1');
  });
});
