import { describe, expect, it } from 'vitest';
import { choiceLabel, choicesByDay, noChoiceText, rebookingConsequence } from './rebook-slot';

const slot = (startsAt: string, endsAt: string, allowed: boolean, code: string | null = null) => ({
  id: startsAt,
  mode: 'bag',
  startsAt,
  endsAt,
  bookableUntil: startsAt,
  capacity: 8,
  booked: allowed ? 3 : 8,
  closed: false,
  allowed,
  code,
});

describe('the slots an order may move to', () => {
  const saturdayMorning = slot('2030-03-16T08:00:00Z', '2030-03-16T10:00:00Z', false, 'slot_full');
  const saturdayNoon = slot('2030-03-16T10:00:00Z', '2030-03-16T12:00:00Z', true);
  const monday = slot('2030-03-18T07:00:00Z', '2030-03-18T09:00:00Z', false, 'order_slot_unchanged');

  it('groups them by Paris day, in their order', () => {
    expect(choicesByDay([saturdayMorning, saturdayNoon, monday])).toEqual([
      { day: '2030-03-16', slots: [saturdayMorning, saturdayNoon] },
      { day: '2030-03-18', slots: [monday] },
    ]);
  });

  it('names each with its hours and places, and why it cannot be chosen', () => {
    expect(choiceLabel(saturdayNoon)).toBe('11:00–13:00 · 3 / 8');
    expect(choiceLabel(saturdayMorning)).toBe('09:00–11:00 · 8 / 8 · Créneau complet');
    expect(choiceLabel(monday)).toBe('08:00–10:00 · 8 / 8 · créneau actuel');
  });

  it('says why none can be chosen: none open yet, or each refusal by its own reason', () => {
    expect(noChoiceText([])).toMatch(/^Aucun créneau à vélo n’est encore ouvert/);
    expect(noChoiceText([saturdayMorning, saturdayNoon])).toBeNull();
    expect(noChoiceText([saturdayMorning, monday])).toBe(
      'Aucun autre créneau à vélo ne peut la prendre dans les trois prochains jours : 1 complet. Augmentez la capacité d’un créneau dans « Livraison », puis revenez ici.',
    );
    // Closed by the shop, or its round gone: not a matter of places.
    const closed = slot('2030-03-16T12:00:00Z', '2030-03-16T14:00:00Z', false, 'slot_closed');
    const gone = slot('2030-03-16T14:00:00Z', '2030-03-16T16:00:00Z', false, 'slot_rounds_started');
    expect(noChoiceText([closed, { ...closed, id: 'other' }, monday])).toBe(
      'Aucun autre créneau à vélo ne peut la prendre dans les trois prochains jours : 2 fermés par la boutique. Rouvrez un créneau dans « Livraison », puis revenez ici.',
    );
    expect(noChoiceText([gone])).toBe(
      'Aucun autre créneau à vélo ne peut la prendre dans les trois prochains jours : 1 dont la tournée est partie. Revenez plus tard, ou faites partir la commande à la main.',
    );
    expect(noChoiceText([saturdayMorning, closed, gone])).toMatch(
      /: 1 complet, 1 fermé par la boutique, 1 dont la tournée est partie\. Augmentez la capacité d’un créneau, ou rouvrez-en un, dans « Livraison »/,
    );
    expect(noChoiceText([monday])).toMatch(/^Aucun autre créneau à vélo n’est ouvert/);
  });

  it('names a slot whose round has left', () => {
    const gone = slot('2030-03-16T14:00:00Z', '2030-03-16T16:00:00Z', false, 'slot_rounds_started');
    expect(choiceLabel(gone)).toBe('15:00–17:00 · 8 / 8 · Tournée déjà partie');
  });

  it('tells the staff what the customer receives, or that a guest must be told', () => {
    const customer = { userId: 'u', name: 'Camille', email: null, phone: null };
    expect(rebookingConsequence({ number: 'R1', customer })).toMatch(
      /^Le client reçoit l’e-mail «\u00a0Votre commande R1 : nouveau créneau de livraison\u00a0»/,
    );
    expect(rebookingConsequence({ number: 'R1', customer: { ...customer, userId: null } })).toMatch(
      /^Ce client n’a pas de compte\u00a0: il ne reçoit pas d’e-mail\. Prévenez-le\./,
    );
    // The server puts it on a planned round of its new slot (its last stop): nothing to plan again.
    expect(rebookingConsequence({ number: 'R1', customer })).toMatch(
      /la commande rejoint l’une d’elles en dernier arrêt\.$/,
    );
  });
});
