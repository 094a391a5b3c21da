import { describe, expect, it } from 'vitest';
import { courierDepartureText, departureText } from './round-labels';

describe("a round's departure, as the staff confirm it", () => {
  it('speaks of one order in the singular', () => {
    expect(departureText(1)).toMatch(/^Sa commande passe « en livraison » : son client en est prévenu/);
    expect(departureText(1)).toContain('ne peut plus la modifier. L’arrêt ne pourra plus être déplacé.');
    expect(courierDepartureText(1)).toBe('La commande passe « en livraison » et son client en est prévenu.');
  });

  it('counts several orders in the plural', () => {
    expect(departureText(3)).toMatch(/^Ses 3 commandes passent « en livraison » : chaque client/);
    expect(courierDepartureText(2)).toBe(
      'Les 2 commandes passent « en livraison » et leurs clients en sont prévenus.',
    );
  });
});
