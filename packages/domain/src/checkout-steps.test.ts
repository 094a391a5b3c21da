import { describe, expect, it } from 'vitest';
import { checkoutPath, checkoutStepOf, checkoutSteps, isCheckoutScreen } from './checkout-steps';

describe('checkoutSteps (spec §2)', () => {
  it.each([
    ['parcel', ['Adresse', 'Livraison', 'Créneau', 'Vérification', 'Paiement']],
    ['bag', ['Adresse', 'Livraison', 'Créneau', 'Vérification', 'Paiement']],
    ['pickup-point', ['Adresse', 'Livraison', 'Point relais', 'Vérification', 'Paiement']],
  ] as const)('%s delivery has the steps %j', (mode, labels) => {
    const steps = checkoutSteps(mode);
    expect(steps.map((step) => step.label)).toEqual(labels);
    expect(steps.map((step) => step.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('maps a screen to its step', () => {
    expect(checkoutStepOf('timeslot', 'bag')?.number).toBe(3);
    expect(checkoutStepOf('pickup', 'pickup-point')?.label).toBe('Point relais');
    expect(checkoutStepOf('pickup', 'parcel')).toBeUndefined();
    expect(checkoutStepOf('confirmation', 'parcel')).toBeUndefined();
  });

  it('builds checkout paths', () => {
    expect(checkoutPath('R123')).toBe('/order-checkout/R123/information');
    expect(checkoutPath('R123', 'payment')).toBe('/order-checkout/R123/payment');
    expect(isCheckoutScreen('all-done')).toBe(true);
    expect(isCheckoutScreen('cart')).toBe(false);
  });
});
