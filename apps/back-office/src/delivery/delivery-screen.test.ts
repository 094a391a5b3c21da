import { describe, expect, it } from 'vitest';
import { capacityProblem, closeBookedSlotText, closeDayText, noSlotText } from './delivery-screen';

describe('the capacity typed for a slot', () => {
  it('is a whole number, not below the places already booked', () => {
    expect(capacityProblem('8', 3)).toBeUndefined();
    expect(capacityProblem('3', 3)).toBeUndefined();
    expect(capacityProblem('2', 3)).toBe('Au moins 3 : les places déjà réservées.');
    expect(capacityProblem('2.5', 0)).toBe('Un nombre entier, 0 ou plus.');
    expect(capacityProblem('1,5', 0)).toBe('Un nombre entier, 0 ou plus.');
    expect(capacityProblem('', 0)).toBe('Un nombre entier, 0 ou plus.');
    for (const typed of ['1e2', '0x10', '8.', '-1', '+3']) {
      expect(capacityProblem(typed, 0), typed).toBe('Un nombre entier, 0 ou plus.');
    }
    expect(capacityProblem(' 12 ', 0)).toBeUndefined();
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

describe('closing a whole day', () => {
  const intro = 'Aucun créneau de cette journée ne pourra plus être réservé.';
  it("counts the orders booked on all of the day's slots", () => {
    expect(closeDayText([{ booked: 2 }, { booked: 0 }, { booked: 3 }])).toBe(
      `${intro} 5 commandes sont déjà réservées ce jour-là : elles restent à livrer.`,
    );
    expect(closeDayText([{ booked: 1 }, { booked: 0 }])).toBe(
      `${intro} 1 commande est déjà réservée ce jour-là : elle reste à livrer.`,
    );
  });

  it('says so when nothing is booked yet', () => {
    expect(closeDayText([{ booked: 0 }])).toBe(`${intro} Aucune commande n’est réservée ce jour-là.`);
  });
});

describe('a day without slots, which offers no « Fermer la journée »', () => {
  it('says a Sunday or a public holiday has no delivery', () => {
    for (const day of ['2030-03-17', '2030-05-01']) {
      expect(noSlotText(day, 0, false)).toBe(
        'Pas de livraison le dimanche ni les jours fériés : ce jour n’a aucun créneau à fermer.',
      );
    }
  });

  it('says another day has its slots once they open, or none of the mode chosen', () => {
    expect(noSlotText('2030-03-18', 0, false)).toMatch(/^Pas encore de créneau à fermer ce jour-là : /);
    expect(noSlotText('2030-03-16', 0, true)).toBe('Aucun créneau de ce mode ce jour-là.');
    expect(noSlotText('2030-03-18', 0, false, true)).toBe('Aucun créneau ce jour-là.');
    expect(noSlotText('2030-03-17', 0, false, true)).toMatch(/^Pas de livraison le dimanche/);
  });

  it('says nothing of a day with slots', () => {
    expect(noSlotText('2030-03-18', 4, false)).toBeNull();
  });
});
