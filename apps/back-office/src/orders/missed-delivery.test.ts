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
  window: { from: '2030-03-14T09:15:00Z', to: '2030-03-14T09:30:00Z' },
  startedAt: '2030-03-14T09:00:00Z',
  outcome: 'absent',
  outcomeAt: '2030-03-14T09:40:00Z',
  absenceReason: 'unreachable',
  absenceNote: 'Interphone en panne',
};

const slot = { id: 'slot', startsAt: '2030-03-14T09:00:00Z', endsAt: '2030-03-14T11:00:00Z' };
const customer = { userId: 'user-1', name: 'Camille Martin', email: null, phone: null };
const waiting = { status: 'scheduled', missedStop: absent, slot, customer };

describe('the notice of a missed delivery on the order’s page', () => {
  it('says who came when, why, the courier’s note, and how to deliver it again', () => {
    const notice = missedDeliveryNotice(waiting, true);
    expect(notice?.title).toBe('Livraison manquée');
    expect(notice?.lines).toEqual([
      'Paul a marqué l’arrêt « Absent (Injoignable) » le jeudi 14 mars à 10:40 (tournée 2).',
      'Note du livreur : « Interphone en panne »',
      'Le client voit sur sa commande que le livreur est passé ; il en a été averti par e-mail.',
      'Sa tournée est partie : pour la livrer de nouveau, choisissez-lui un autre créneau (« Changer de créneau »), ou faites-la partir à la main (« En livraison », puis « Livrée »).',
    ]);
  });

  it('says a guest got no e-mail, and the new slot once the order was moved to one', () => {
    const guest = missedDeliveryNotice({ ...waiting, customer: { ...customer, userId: null } }, true);
    expect(guest?.lines).toContain(
      'Le client voit sur sa commande que le livreur est passé ; sans compte, il n’a reçu aucun e-mail.',
    );
    const moved = missedDeliveryNotice(
      {
        ...waiting,
        slot: { id: 'saturday', startsAt: '2030-03-16T09:00:00Z', endsAt: '2030-03-16T11:00:00Z' },
      },
      true,
    );
    expect(moved?.lines.at(-1)).toBe(
      'Elle repart sur un nouveau créneau : samedi 16 mars 2030, 10:00–12:00.',
    );
  });

  it('sends a member who may not move orders to a preparer', () => {
    expect(missedDeliveryNotice(waiting, false)?.lines.at(-1)).toBe(
      'Sa tournée est partie : un préparateur peut lui choisir un autre créneau, ou la refaire partir à la main, depuis cette page.',
    );
  });

  it('says an order sent again is on its way', () => {
    expect(missedDeliveryNotice({ ...waiting, status: 'delivery' }, true)?.lines.at(-1)).toBe(
      'La commande est repartie « En livraison ».',
    );
  });

  it('is not shown once delivered or cancelled, nor for an order never marked « Absent »', () => {
    expect(missedDeliveryNotice({ ...waiting, status: 'delivered' }, true)).toBeNull();
    expect(missedDeliveryNotice({ ...waiting, status: 'canceled' }, true)).toBeNull();
    expect(missedDeliveryNotice({ ...waiting, status: 'delivery', missedStop: null }, true)).toBeNull();
  });
});
