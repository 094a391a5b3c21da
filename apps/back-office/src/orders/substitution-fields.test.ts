import { describe, expect, it } from 'vitest';
import { proposalStateLabel } from './substitution-fields';

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
