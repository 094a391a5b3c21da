import { describe, expect, it } from 'vitest';
import { absentLabel, courierDepartureText, departureText, outcomeLabel } from './round-labels';

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

describe("a stop's outcome, as the office reads it", () => {
  it('gives the reason only when it says more than « Absent »', () => {
    expect(absentLabel('absent')).toBe('Absent');
    expect(absentLabel(null)).toBe('Absent');
    expect(absentLabel('unreachable')).toBe('Absent (Injoignable)');
  });

  it('adds the hour to a marked stop, none to one still to deliver', () => {
    const at = '2026-12-04T09:40:00.000Z';
    expect(outcomeLabel({ outcome: 'absent', absenceReason: 'refused', outcomeAt: at })).toMatch(
      /^Absent \(Refusée\) à \d\d:40$/,
    );
    expect(outcomeLabel({ outcome: null, absenceReason: null, outcomeAt: null })).toBe('À livrer');
  });
});
