import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../providers/staff-types';
import { changeLines, subjectName } from './audit-changes';

const slot = (closed: boolean) => ({ id: 's', mode: 'bike', closed, booked: 0, capacity: 10 });
const round = (stops: number) => ({
  number: 1,
  courierId: null,
  startedAt: null,
  stops: Array.from({ length: stops }, (_, position) => ({ orderId: `o${position}`, position })),
});

describe('changeLines', () => {
  it('says how many of a day’s slots a closing closed', () => {
    expect(changeLines([slot(false), slot(false)], [slot(true), slot(true)])).toEqual([
      { field: 'closed', label: 'Créneaux fermés', before: '0 sur 2', after: '2 sur 2', changed: true },
    ]);
  });

  it('says what a slot’s planning made: rounds and their stops, not a count of closed slots', () => {
    expect(changeLines([], [round(2), round(1)])).toEqual([
      { field: 'rounds', label: 'Tournées', before: 'aucune', after: '2 tournées, 3 arrêts', changed: true },
    ]);
    expect(changeLines([round(1)], [round(1)])).toEqual([
      {
        field: 'rounds',
        label: 'Tournées',
        before: '1 tournée, 1 arrêt',
        after: '1 tournée, 1 arrêt',
        changed: false,
      },
    ]);
  });

  it('says a cancelled order owes nothing, never that a card only held was paid', () => {
    const lines = changeLines(
      { status: 'scheduled', paymentState: 'paid' },
      { status: 'canceled', paymentState: 'void' },
    );
    expect(lines.find((line) => line.field === 'paymentState')).toMatchObject({
      label: 'Paiement',
      before: 'couvert par la carte',
      after: 'annulé, rien n’est dû',
    });
  });

  it('names each changed field of a document in French', () => {
    const lines = changeLines({ priceCents: 490, stock: 3 }, { priceCents: 545, stock: 3 });
    // Euros are written with a no-break space before the sign.
    expect(
      lines.map((line) => ({
        ...line,
        before: line.before.replace(/\s/g, ' '),
        after: line.after.replace(/\s/g, ' '),
      })),
    ).toEqual([{ field: 'priceCents', label: 'Prix', before: '4,90 €', after: '5,45 €', changed: true }]);
  });

  it('names a moved stop’s planned arrival in French, not by its column', () => {
    const lines = changeLines(
      { position: 2, plannedArrival: '2026-12-10T07:04:00.000Z' },
      { position: 2, plannedArrival: '2026-12-10T07:10:00.000Z' },
    );
    expect(lines.map((line) => line.label)).toEqual(['Arrivée prévue']);
  });
});

describe('changeLines of the rounds’ hours', () => {
  it('writes the windows set, their days and places, and not whether the change may still be taken back', () => {
    const change = (windows: object[], changeable: boolean) => ({ from: '2026-12-07', windows, changeable });
    const lines = changeLines(
      change([{ fromHour: 8, toHour: 10, days: [1, 2, 3, 4, 5, 6], places: 8 }], true),
      change(
        [
          { fromHour: 7, toHour: 9, days: [2, 4, 6], places: 3 },
          { fromHour: 10, toHour: 12, days: [1, 2, 3, 4, 5, 6], places: 8 },
        ],
        false,
      ),
    );
    expect(lines).toEqual([
      {
        field: 'windows',
        label: 'Horaires',
        before: '08:00–10:00 (8 places)',
        after: '07:00–09:00 (mardi, jeudi et samedi, 3 places) · 10:00–12:00 (8 places)',
        changed: true,
      },
    ]);
    expect(changeLines(null, change([], true))).toContainEqual(
      expect.objectContaining({ label: 'À partir du', after: 'lundi 7 décembre 2026' }),
    );
  });
});

describe('changeLines of a round', () => {
  it('says a stop’s outcome, its reason and the courier in French, the courier by name', () => {
    const names = new Map([['m-1', 'Léo Martin']]);
    const lines = changeLines(
      { outcome: null, absenceReason: null, courierId: null },
      { outcome: 'absent', absenceReason: 'absent', courierId: 'm-1' },
      names,
    );
    expect(lines.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['Résultat', '—', 'absent'],
      ['Absence', '—', 'Absent'],
      ['Livreur', '—', 'Léo Martin'],
    ]);
  });
});

describe('subjectName of a round’s stop', () => {
  it('names the stop by its order’s number, its round and its place in it', () => {
    const stop = { orderId: 'o-1', orderNumber: 'R123456789', roundNumber: 2, position: 3, outcome: null };
    const entry = {
      subjectType: 'round_stop',
      subjectId: 'stop-1',
      before: stop,
      after: { ...stop, outcome: 'delivered' },
    } as unknown as AuditEntry;
    expect(subjectName(entry, new Map())).toBe('Commande R123456789 · tournée 2, arrêt 3');
  });
});

describe('subjectName of a round and of a customer', () => {
  const entry = (subjectType: string, subjectId: string, state: unknown) =>
    ({ subjectType, subjectId, before: state, after: state }) as unknown as AuditEntry;

  it('names a round by its number and day, and a slot’s rounds by their day', () => {
    const round = { day: '2030-03-14', number: 2, courierId: null, startedAt: null, stops: [] };
    expect(subjectName(entry('delivery_round', 'round-1', round), new Map())).toBe('2 du jeudi 14 mars 2030');
    expect(subjectName(entry('delivery_slot_rounds', '2030-03-14 slot-1', [round]), new Map())).toBe(
      'du jeudi 14 mars 2030',
    );
    expect(subjectName(entry('delivery_slot_rounds', 'pas-un-jour', []), new Map())).toBe('');
  });

  it('names a customer by the name on their address, else their first name or e-mail', () => {
    const customer = { firstName: 'Margaux', fullName: 'Margaux Petit', email: 'm@exemple.fr', active: true };
    expect(subjectName(entry('customer', 'c-1', customer), new Map())).toBe('Margaux Petit');
    expect(subjectName(entry('customer', 'c-1', { ...customer, fullName: null }), new Map())).toBe('Margaux');
  });
});

describe('changeLines of a prepared order', () => {
  it('says which products the bag lacks and what replaced them', () => {
    const before = { status: 'placed', preparedAt: null, shortLines: null };
    const after = {
      status: 'placed',
      preparedAt: '2030-03-14T08:00:00.000Z',
      shortLines: [
        { name: 'Carottes des sables', prepared: 1, ordered: 3, substitute: null },
        { name: 'Poires Conférence', prepared: 0, ordered: 2, substitute: 'Pommes Chantecler' },
      ],
    };
    const line = changeLines(before, after).find((change) => change.field === 'shortLines');
    expect(line).toMatchObject({
      label: 'Manquants',
      before: '—',
      after: 'Carottes des sables : 1 sur 3 ; Poires Conférence : 0 sur 2, remplacé par Pommes Chantecler',
    });
  });
});

describe('changeLines of an order sent on another slot', () => {
  it('names the slot it left and the one it took, by their day and hours in Paris', () => {
    const slot = (start: string, end: string) => ({ id: start, start, end, bookableUntil: start });
    const order = { status: 'placed', preparedAt: null, shortLines: null, substitutes: null };
    const lines = changeLines(
      { ...order, deliverySlot: slot('2026-12-05T09:00:00.000Z', '2026-12-05T11:00:00.000Z') },
      { ...order, deliverySlot: slot('2026-12-07T13:00:00.000Z', '2026-12-07T15:00:00.000Z') },
    );
    expect(lines).toEqual([
      {
        field: 'deliverySlot',
        label: 'Créneau',
        before: 'sam. 5 déc. 10:00–12:00',
        after: 'lun. 7 déc. 14:00–16:00',
        changed: true,
      },
    ]);
  });
});

describe('changeLines of a preparation’s substitutes', () => {
  it('says which product went in the bag for which line', () => {
    const substitutes = {
      'line-1': { productId: 'p-9', name: 'Pommes Chantecler', quantity: 2, replaces: 'Poires Conférence' },
    };
    expect(changeLines({ substitutes: null }, { substitutes })).toEqual([
      {
        field: 'substitutes',
        label: 'Remplacements',
        before: '—',
        after: 'Pommes Chantecler × 2 pour Poires Conférence',
        changed: true,
      },
    ]);
  });

  it('counts the substitutes of an older entry, which kept only their ids', () => {
    const substitutes = {
      'line-1': { productId: 'p-9', quantity: 2 },
      'line-2': { productId: 'p-4', quantity: 1 },
    };
    expect(changeLines({ substitutes }, { substitutes: null })).toContainEqual(
      expect.objectContaining({ before: '2 produits remplacés', after: '—' }),
    );
  });
});

describe('changeLines of a voucher', () => {
  it('lists the terms the staff set at its creation, not its count of uses', () => {
    const voucher = {
      id: 'v1',
      code: 'AUTOMNE7',
      name: 'Automne',
      kind: 'fixed_amount',
      amountCents: 700,
      disabled: false,
      uses: 0,
      createdAt: '2030-03-16T08:00:00.000Z',
    };
    expect(changeLines(null, voucher).map((line) => line.label)).toEqual([
      'Code',
      'Nom',
      'Type de bon',
      'Montant',
      'Désactivé',
    ]);
  });
});

describe('changeLines of a content document', () => {
  const nbsp = <Line extends { before: string; after: string }>(line: Line) => ({
    ...line,
    before: line.before.replace(/\s/g, ' '),
    after: line.after.replace(/\s/g, ' '),
  });

  it('lists the fields a gift ladder’s publication changed, each tier by its product’s name and threshold', () => {
    const tier = (minimumUnlockableAmountCents: number) => ({
      quantity: 1,
      productReference: 'miel-de-tilleul',
      productName: 'Miel de tilleul',
      minimumUnlockableAmountCents,
    });
    const ladder = {
      title: 'Vos cadeaux',
      version: 1,
      gifts: [tier(4000)],
      giftsSectionSubtitle: 'Dès 40 €',
    };
    const lines = changeLines(ladder, { ...ladder, gifts: [tier(4500)], giftsSectionSubtitle: 'Dès 45 €' });
    expect(lines.map(nbsp).map(({ label, before, after }) => [label, before, after])).toEqual([
      ['Paliers', 'Miel de tilleul × 1 dès 40,00 €', 'Miel de tilleul × 1 dès 45,00 €'],
      ['Sous-titre', '« Dès 40 € »', '« Dès 45 € »'],
    ]);
  });

  it('names a tier by its reference when the entry kept no name (an older one, or a product gone)', () => {
    const tier = { quantity: 2, productReference: 'miel-de-tilleul', minimumUnlockableAmountCents: 4000 };
    expect(changeLines({ gifts: [] }, { gifts: [tier] }).map(nbsp)[0]).toMatchObject({
      after: 'miel-de-tilleul × 2 dès 40,00 €',
    });
  });

  it('says a page’s text changed without writing it out', () => {
    const paragraph = 'La boutique en ligne Sillon est éditée par une société que ces mentions présentent.';
    const page = { title: 'Mentions légales', path: 'mentions-legales', body: ['## Éditeur', paragraph] };
    const lines = changeLines(page, { ...page, body: [...page.body, 'Un paragraphe de plus.'] });
    expect(lines).toEqual([expect.objectContaining({ label: 'Texte', summary: 'modifié' })]);
    expect(JSON.stringify(lines)).not.toContain('Éditeur');
  });
});
