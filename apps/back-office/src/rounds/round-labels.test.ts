import { describe, expect, it } from 'vitest';
import {
  absentLabel,
  absentTooEarlyText,
  courierDepartureText,
  departureText,
  outcomeLabel,
  markNotKeptText,
  roundProgressLabel,
} from './round-labels';

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
    expect(outcomeLabel({ outcome: null, absenceReason: null, outcomeAt: null, withdrawn: true })).toBe(
      'Retirée de la tournée',
    );
  });
});

describe('« Absent » on the courier’s phone', () => {
  const slotStart = '2030-03-14T09:00:00Z';

  it('waits for the customer’s slot, and says from when', () => {
    expect(absentTooEarlyText(slotStart, new Date('2030-03-14T06:43:00Z'))).toBe(
      'Le créneau de ce client n’a pas encore commencé : il n’a pas à être chez lui avant. Sonnez de nouveau une fois le créneau ouvert, ou passez à l’arrêt suivant. « Absent » possible à partir de 10:00.',
    );
  });

  it('may be marked from the slot’s start', () => {
    expect(absentTooEarlyText(slotStart, new Date(slotStart))).toBeNull();
    expect(absentTooEarlyText(slotStart, new Date('2030-03-14T09:40:00Z'))).toBeNull();
  });
});

describe('a round’s progress', () => {
  const stop = (outcome: 'delivered' | 'absent' | null) => ({ outcome, withdrawn: false }) as never;
  const startedAt = '2026-12-09T06:40:00.000Z';

  it('is planned, then on its way with its stops done counted, then over', () => {
    expect(roundProgressLabel({ startedAt: null, stops: [stop(null)] })).toBe('Prévue');
    expect(roundProgressLabel({ startedAt, stops: [stop('delivered'), stop(null)] })).toBe(
      'Partie à 07:40 · 1/2 arrêts faits',
    );
    expect(roundProgressLabel({ startedAt, stops: [stop('delivered'), stop('absent')] })).toBe(
      'Terminée · partie à 07:40',
    );
    // A stop the staff took off the bike is not waited for.
    const withdrawn = { outcome: null, withdrawn: true } as never;
    expect(roundProgressLabel({ startedAt, stops: [stop('delivered'), withdrawn] })).toBe(
      'Terminée · partie à 07:40',
    );
  });
});

describe('a mark the shop did not keep', () => {
  it('names the stop, says what was not kept, and gives back the note to pass on', () => {
    expect(
      markNotKeptText(
        { outcome: 'absent', absenceReason: 'refused', absenceNote: 'Colis refusé : sac abîmé' },
        { position: 3, customerName: 'Chloé Martin' },
      ),
    ).toBe(
      'L’arrêt 3 (Chloé Martin) était déjà marqué ailleurs : votre « Absent (Refusée) » n’a pas été enregistré. Votre note non plus : « Colis refusé : sac abîmé » ; dites-la à l’équipe.',
    );
    expect(markNotKeptText({ outcome: 'delivered', absenceReason: null, absenceNote: null }, undefined)).toBe(
      'Cet arrêt était déjà marqué ailleurs : votre « Livrée » n’a pas été enregistré.',
    );
  });
});
