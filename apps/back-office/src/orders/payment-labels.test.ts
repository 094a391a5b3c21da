import { describe, expect, it } from 'vitest';
import { paymentStateLabel } from './payment-labels';

describe('paymentStateLabel', () => {
  it('reads a declined card as refused, and a payment given up or let go as cancelled', () => {
    expect(paymentStateLabel({ state: 'failed', failureCode: 'card_declined' })).toBe('refusé');
    expect(paymentStateLabel({ state: 'void', failureCode: null })).toBe('annulé');
    expect(paymentStateLabel({ state: 'processing', failureCode: null })).toBe('autorisé');
  });

  it('reads a refusal the next attempt voided (before refusals were kept) as refused still', () => {
    expect(paymentStateLabel({ state: 'void', failureCode: 'card_declined' })).toBe('refusé');
    // The hold the processor dropped on a placed order: cancelled, with its own note.
    expect(paymentStateLabel({ state: 'void', failureCode: 'payment_confirmation_canceled' })).toBe('annulé');
  });
});
