import { fireEvent, render, screen } from '@testing-library/react-native';
import { SlotPicker, type PickableSlot } from './slot-picker';

// Tuesday 25 and Wednesday 26 November 2025, Paris time (UTC+1).
const slot = (id: string, start: string, end: string, state: Partial<PickableSlot> = {}): PickableSlot => ({
  id,
  start,
  end,
  isFull: false,
  isClosed: false,
  ...state,
});
const slots: PickableSlot[] = [
  slot('tue-morning', '2025-11-25T09:00:00Z', '2025-11-25T11:00:00Z', { isFull: true }),
  slot('tue-evening', '2025-11-25T17:00:00Z', '2025-11-25T19:00:00Z'),
  slot('wed-morning', '2025-11-26T09:00:00Z', '2025-11-26T11:00:00Z'),
];

describe('SlotPicker (spec §3 delivery slots)', () => {
  it('lists the days in French, then the day’s slots in Paris time', () => {
    render(<SlotPicker slots={slots} selectedId={null} onSelect={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'mardi 25 novembre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'mercredi 26 novembre' })).toBeTruthy();
    expect(screen.getByText('10 h – 12 h')).toBeTruthy();
    expect(screen.getByText('18 h – 20 h')).toBeTruthy();
  });

  it('shows a full slot disabled, marked « Complet », and cannot choose it', () => {
    const onSelect = jest.fn();
    render(<SlotPicker slots={slots} selectedId={null} onSelect={onSelect} />);
    const full = screen.getByRole('radio', { name: 'mardi 25 novembre, 10 h – 12 h : complet' });
    expect(full).toBeDisabled();
    expect(screen.getByText('Complet')).toBeTruthy();
    fireEvent.press(full);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.press(screen.getByRole('radio', { name: 'mardi 25 novembre, 18 h – 20 h' }));
    expect(onSelect).toHaveBeenCalledWith(slots[1]);
  });

  it('shows a slot the shop closed disabled, marked « Fermé », not « Complet », and cannot choose it', () => {
    const onSelect = jest.fn();
    const closed = slot('tue-noon', '2025-11-25T11:00:00Z', '2025-11-25T13:00:00Z', { isClosed: true });
    render(<SlotPicker slots={[closed, slots[1]!]} selectedId={null} onSelect={onSelect} />);
    const row = screen.getByRole('radio', { name: 'mardi 25 novembre, 12 h – 14 h : fermé' });
    expect(row).toBeDisabled();
    expect(screen.getByText('Fermé')).toBeTruthy();
    expect(screen.queryByText('Complet')).toBeNull();
    fireEvent.press(row);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('opens on the first day with a slot to choose, past a day the shop closed', () => {
    const closedDay = slot('tue-noon', '2025-11-25T11:00:00Z', '2025-11-25T13:00:00Z', { isClosed: true });
    render(<SlotPicker slots={[closedDay, slots[2]!]} selectedId={null} onSelect={jest.fn()} />);
    expect(screen.getByRole('radio', { name: 'mercredi 26 novembre, 10 h – 12 h' })).toBeTruthy();
    expect(screen.queryByText('Fermé')).toBeNull();
  });

  it('shows another day’s slots when that day is chosen', () => {
    render(<SlotPicker slots={slots} selectedId={null} onSelect={jest.fn()} />);
    fireEvent.press(screen.getByRole('button', { name: 'mercredi 26 novembre' }));
    expect(screen.getByRole('radio', { name: 'mercredi 26 novembre, 10 h – 12 h' })).toBeTruthy();
    expect(screen.queryByText('18 h – 20 h')).toBeNull();
  });

  it('says when there is no slot at all', () => {
    render(<SlotPicker slots={[]} selectedId={null} onSelect={jest.fn()} />);
    expect(screen.getByText(/Aucun créneau n’est disponible/)).toBeTruthy();
  });
});
