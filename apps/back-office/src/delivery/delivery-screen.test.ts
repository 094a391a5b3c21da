import { describe, expect, it } from 'vitest';
import { capacityProblem, closeBookedSlotText } from './delivery-screen';

describe('the capacity typed for a slot', () => {
  it('is a whole number, not below the places already booked', () => {
    expect(capacityProblem('8', 3)).toBeUndefined();
    expect(capacityProblem('3', 3)).toBeUndefined();
    expect(capacityProblem('2', 3)).toBe('Au moins 3 : les places déjà réservées.');
    expect(capacityProblem('2.5', 0)).toBe('Un nombre entier, 0 ou plus.');
    expect(capacityProblem('1,5', 0)).toBe('Un nombre entier, 0 ou plus.');
    expect(capacityProblem('', 0)).toBe('Un nombre entier, 0 ou plus.');
  });
});

describe('closing a slot with orders booked on it', () => {
  it('says how many orders keep it, and that closing only stops new ones', () => {
    expect(closeBookedSlotText(3)).toBe(
      '3 commandes sont déjà réservées sur ce créneau : elles restent à livrer. Fermer le créneau aux nouvelles commandes ?',
    );
    expect(closeBookedSlotText(1)).toBe(
      '1 commande est déjà réservée sur ce créneau : elle reste à livrer. Fermer le créneau aux nouvelles commandes ?',
    );
  });
});
