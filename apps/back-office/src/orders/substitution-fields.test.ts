import { describe, expect, it } from 'vitest';
import { pickedPreferencesText, proposalStateLabel } from './substitution-fields';

describe('a substitute’s state, as the order and the picking list say it', () => {
  it('says until which day and hour the customer may answer', () => {
    const pending = {
      name: 'Pain complet',
      quantity: 1,
      answer: null,
      // 07:30 in Paris, the next morning.
      answerBy: '2026-12-03T06:30:00.000Z',
      settled: 'pending',
    } as const;
    expect(proposalStateLabel(pending)).toBe('en attente du client jusqu’au jeudi 3 décembre à 07:30');
  });
});

describe('a picking line’s preferences, in the preparation dialog’s words', () => {
  const similar = { kind: 'similar', productId: null, productName: null } as const;
  const none = { kind: 'none', productId: null, productName: null } as const;
  const pear = { kind: 'chosen', productId: 'p1', productName: 'Jus de pomme et poire' } as const;

  it('says the one preference of all its orders without their numbers', () => {
    expect(pickedPreferencesText([{ ...similar, orders: ['R1', 'R2'] }])).toBe(
      'Si manquant : Produit similaire',
    );
  });

  it('says each preference with its orders when they differ', () => {
    expect(
      pickedPreferencesText([
        { ...pear, orders: ['R1', 'R3'] },
        { ...none, orders: ['R2'] },
      ]),
    ).toBe('Si manquant : Ce produit à la place : Jus de pomme et poire (R1, R3) · Ne pas remplacer (R2)');
  });

  it('says nothing for a line of gifts only', () => {
    expect(pickedPreferencesText([])).toBeUndefined();
  });
});
