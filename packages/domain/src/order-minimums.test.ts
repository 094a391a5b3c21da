import { describe, expect, it } from 'vitest';
import { errorText, violationText } from './messages/translate';
import { checkMinimumOrder, checkMinimumPayable, missingForMinimumOrder } from './order-minimums';

describe('checkMinimumPayable (spec §5: at least 1 euro to pay)', () => {
  it.each([
    ['accepts exactly 1 €', 100, true],
    ['accepts more', 2500, true],
    ['refuses 99 cents', 99, false],
    ['refuses nothing to pay', 0, false],
  ])('%s', (_rule, cents, accepted) => {
    expect(checkMinimumPayable(cents).ok).toBe(accepted);
  });

  it('uses the spec sentence', () => {
    const result = checkMinimumPayable(0);
    expect(result).toEqual({ ok: false, code: 'minimum_payable_not_reached' });
    expect(errorText('minimum_payable_not_reached').content).toBe(
      'Pour valider votre commande, vous devez avoir au moins 1 euro à payer.',
    );
  });
});

describe('checkMinimumOrder (spec §5, §9: default 15 €)', () => {
  it.each([
    ['accepts exactly 15 €', 1500, undefined, true],
    ['refuses 14,99 €', 1499, undefined, false],
    ["uses the account's own minimum", 1999, 2000, false],
    ["accepts the account's own minimum", 1000, 1000, true],
  ])('%s', (_rule, subtotal, minimum, accepted) => {
    expect(checkMinimumOrder(subtotal, minimum).ok).toBe(accepted);
  });

  it('names the minimum in the detailed sentence', () => {
    const result = checkMinimumOrder(1000);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(violationText(result)).toBe(
        'Le minimum de commande est de 15,00\u00a0€. Ajoutez quelques produits pour continuer.',
      );
  });

  it('tells what is missing', () => {
    expect(missingForMinimumOrder(1000)).toBe(500);
    expect(missingForMinimumOrder(2000)).toBe(0);
  });
});
