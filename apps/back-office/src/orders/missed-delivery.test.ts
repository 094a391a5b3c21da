import { describe, expect, it } from 'vitest';
import type { StaffOrderStop } from '../providers/staff-types';
import { missedDeliveryNotice } from './missed-delivery';

const absent: StaffOrderStop = {
  day: '2030-03-14',
  slotId: 'slot',
  roundNumber: 2,
  courierName: 'Paul',
  position: 3,
  plannedArrival: '2030-03-14T09:20:00Z',
  startedAt: '2030-03-14T09:00:00Z',
  outcome: 'absent',
  outcomeAt: '2030-03-14T09:40:00Z',
  absenceReason: 'unreachable',
  absenceNote: 'Interphone en panne',
};

describe('the notice of a missed delivery on the order’s page', () => {
  it('says who came when, why, the courier’s note, and how to deliver it again', () => {
    const notice = missedDeliveryNotice({ status: 'scheduled', stop: absent }, true);
    expect(notice?.title).toBe('Livraison manquée');
    expect(notice?.lines).toEqual([
      'Paul a marqué l’arrêt « Absent (Injoignable) » le jeudi 14 mars à 10:40 (tournée 2).',
      'Note du livreur : « Interphone en panne »',
      'Le client voit sur sa commande que le livreur est passé ; aucun e-mail ne lui a été envoyé.',
      'Sa tournée est partie : pour la livrer de nouveau, faites-la partir avec « En livraison », puis marquez-la « Livrée ».',
    ]);
  });

  it('sends a member who may not move orders to a preparer', () => {
    expect(missedDeliveryNotice({ status: 'scheduled', stop: absent }, false)?.lines.at(-1)).toBe(
      'Sa tournée est partie : un préparateur peut la refaire partir depuis cette page (« En livraison », puis « Livrée »).',
    );
  });

  it('says an order sent again is on its way', () => {
    expect(missedDeliveryNotice({ status: 'delivery', stop: absent }, true)?.lines.at(-1)).toBe(
      'La commande est repartie « En livraison ».',
    );
  });

  it('is not shown once delivered or cancelled, nor for a stop delivered or not yet done', () => {
    expect(missedDeliveryNotice({ status: 'delivered', stop: absent }, true)).toBeNull();
    expect(missedDeliveryNotice({ status: 'canceled', stop: absent }, true)).toBeNull();
    expect(
      missedDeliveryNotice({ status: 'delivered', stop: { ...absent, outcome: 'delivered' } }, true),
    ).toBeNull();
    expect(missedDeliveryNotice({ status: 'delivery', stop: { ...absent, outcome: null } }, true)).toBeNull();
    expect(missedDeliveryNotice({ status: 'scheduled', stop: null }, true)).toBeNull();
  });
});
