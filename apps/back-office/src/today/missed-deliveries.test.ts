import { describe, expect, it } from 'vitest';
import type { MissedDelivery } from '../providers/staff-types';
import { missedDeliveryText } from './missed-deliveries';

const missed: MissedDelivery = {
  orderNumber: 'R123456789',
  customerName: 'Marie Curie',
  status: 'scheduled',
  slot: { id: 'slot', start: '2030-03-14T09:00:00Z', end: '2030-03-14T11:00:00Z' },
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
});
