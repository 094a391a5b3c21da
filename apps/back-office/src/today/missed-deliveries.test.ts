import { describe, expect, it } from 'vitest';
import type { MissedDelivery } from '../providers/staff-types';
import { missedCountsText, missedDeliveryText, newSlotText } from './missed-deliveries';

const missed: MissedDelivery = {
  orderNumber: 'R123456789',
  customerName: 'Marie Curie',
  status: 'scheduled',
  slot: { id: 'slot', start: '2030-03-14T09:00:00Z', end: '2030-03-14T11:00:00Z' },
  newSlot: null,
  roundNumber: 1,
  courierName: 'Paul',
  absenceReason: 'refused',
  absenceNote: null,
  outcomeAt: '2030-03-14T09:40:00Z',
};

describe('a missed delivery on « Aujourd’hui »', () => {
  it('names the round, its hours, the courier, the reason and the hour', () => {
    expect(missedDeliveryText(missed)).toBe('Tournée 1 (10:00–12:00) · Paul · Absent (Refusée) à 10:40');
  });

  it('says a round nobody rode, and a plain absence without a reason in brackets', () => {
    expect(missedDeliveryText({ ...missed, courierName: null, absenceReason: 'absent' })).toBe(
      'Tournée 1 (10:00–12:00) · sans livreur · Absent à 10:40',
    );
  });

  it('counts an order moved to a new slot as such, not as one to deliver again', () => {
    const moved: MissedDelivery = {
      ...missed,
      orderNumber: 'R2',
      newSlot: { id: 'saturday', start: '2030-03-16T09:00:00Z', end: '2030-03-16T11:00:00Z' },
    };
    const delivered: MissedDelivery = { ...missed, orderNumber: 'R3', status: 'delivered' };
    expect(missedCountsText([missed, moved, delivered])).toEqual([
      'Dont 1 encore « En cours » : à livrer de nouveau depuis la page de la commande.',
      'Dont 1 déplacée sur un nouveau créneau.',
    ]);
    expect(missedCountsText([moved])).toEqual(['Dont 1 déplacée sur un nouveau créneau.']);
    expect(newSlotText(moved)).toBe('Nouveau créneau : samedi 16 mars à 10:00');
    expect(newSlotText(missed)).toBeNull();
  });
});
