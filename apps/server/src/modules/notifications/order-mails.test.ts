import { describe, expect, it } from 'vitest';
import { receiptFixture } from '../../testing/receipt-fixture';
import type { OrderMailView } from './order-mail-view';
import { mailBrandOf } from '../mail';
import { ORDER_MAIL_TEMPLATES } from './order-mail-view';
import { renderOrderMail } from './order-mails';

const brand = mailBrandOf('https://sillon.test/', 'aide@sillon.test');

const view: OrderMailView = {
  email: 'camille@exemple.fr',
  firstName: 'Camille',
  number: 'R123456789',
  status: 'scheduled',
  placedAt: receiptFixture.placedAt,
  deliveryLabel: receiptFixture.deliveryLabel,
  receipt: receiptFixture,
};

const oneLine = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('order e-mails', () => {
  it('confirms the order with its receipt, in French', async () => {
    const mail = await renderOrderMail('order_confirmation', view, brand);
    expect(mail.subject).toBe('Votre commande R123456789 est confirmée');
    const text = oneLine(mail.text);
    expect(text).toContain('MERCI CAMILLE, VOTRE COMMANDE EST CONFIRMÉE');
    expect(text).toContain('passée le mardi 24 novembre 2026 à 10 h 42');
    expect(text).toContain('Livraison à vélo, mercredi 25 novembre, 10 h – 12 h');
    expect(text).toMatch(/Tablette de chocolat noir 1 valeur 3,49 € 5,5 % Offert/);
    expect(text).toContain('Total TTC 31,35 €');
    expect(mail.html).toMatch(/<html[^>]* lang="fr"/);
    // The button comes before the receipt, which is long on a phone.
    expect(mail.html.indexOf('Voir ma commande')).toBeLessThan(mail.html.indexOf('Votre ticket'));
  });

  it('says the order is on its way, with no tracking link (only the order’s page)', async () => {
    const mail = await renderOrderMail('order_on_its_way', { ...view, status: 'delivery' }, brand);
    expect(mail.subject).toBe('Votre commande R123456789 est en route');
    expect(oneLine(mail.text)).toContain('Votre commande R123456789 est préparée et elle est en route.');
    const links = [...mail.html.matchAll(/<a\b[^>]*href="([^"]+)"/g)].map((found) => found[1]);
    expect(links).toEqual([
      'https://sillon.test',
      'https://sillon.test/my-account/orders/R123456789',
      'mailto:aide@sillon.test',
    ]);
    expect(mail.text).not.toMatch(/suivi|suivre/i);
  });

  it('gives a pickup order’s code in the « en route » e-mail, and no code for a home delivery', async () => {
    const pickup = await renderOrderMail(
      'order_on_its_way',
      { ...view, status: 'delivery', pickupCode: '482915' },
      brand,
    );
    expect(oneLine(pickup.text)).toContain('Votre code de retrait, à donner au point de retrait : 482915');
    const home = await renderOrderMail('order_on_its_way', { ...view, status: 'delivery' }, brand);
    expect(home.text).not.toMatch(/code de retrait/);
  });

  it.each(ORDER_MAIL_TEMPLATES)(
    '%s shows the shop’s logo, a button to the order and where to ask for help',
    async (template) => {
      const mail = await renderOrderMail(template, { ...view, status: 'delivery' }, brand);
      const [logo, ...otherPictures] = mail.html.match(/<img\b[^>]*>/g) ?? [];
      expect(otherPictures).toEqual([]);
      expect(logo).toContain(' src="https://sillon.test/icon-192.png"');
      expect(logo).toMatch(/ width="40"[\s\S]* height="40"| height="40"[\s\S]* width="40"/);
      expect(mail.html).toMatch(
        /<a[^>]* href="https:\/\/sillon\.test\/my-account\/orders\/R123456789"[^>]*>[\s\S]*?Voir ma commande/,
      );
      expect(oneLine(mail.text)).toContain('Une question ? Écrivez-nous à aide@sillon.test');
      expect(mail.html).toContain('href="mailto:aide@sillon.test"');
      // The plain-text part gives the order's address, for the clients that show no button.
      expect(mail.text).toContain('https://sillon.test/my-account/orders/R123456789');
    },
  );

  it('says the order is delivered', async () => {
    const mail = await renderOrderMail('order_delivered', { ...view, status: 'delivered' }, brand);
    expect(mail.subject).toBe('Votre commande R123456789 est livrée');
    expect(oneLine(mail.text)).toContain('Montant de la commande : 31,35 €.');
  });

  it('says the order is cancelled and its payment cancelled or refunded, with no promised delay', async () => {
    const mail = await renderOrderMail('order_canceled', { ...view, status: 'canceled' }, brand);
    expect(mail.subject).toBe('Votre commande R123456789 est annulée');
    const text = oneLine(mail.text);
    expect(text).toContain(
      'Le paiement de 31,35 € est annulé ; s’il avait déjà été débité, il est remboursé sur le moyen de paiement utilisé.',
    );
    expect(text).not.toMatch(/\bjours?\b|\bsous \d/);
  });

  it('lists what was added, its amount and the new total, with the updated receipt', async () => {
    const mail = await renderOrderMail(
      'order_items_added',
      {
        ...view,
        added: { lines: [receiptFixture.lines[0]!], amountCents: 960 },
      },
      brand,
    );
    expect(mail.subject).toBe('Articles ajoutés à votre commande R123456789');
    const text = oneLine(mail.text);
    expect(text).toContain('Pommes Reinette (le kg) × 2 9,60 €');
    expect(text).toContain('Montant ajouté : 9,60 €. Nouveau total : 31,35 €.');
    expect(text).toContain('Votre ticket mis à jour Commande R123456789');
  });

  it('tells an addition by its new total when what was added is not known', async () => {
    const mail = await renderOrderMail('order_items_added', view, brand);
    const text = oneLine(mail.text);
    expect(text).toContain('Des articles sont ajoutés à votre commande R123456789. Nouveau total : 31,35 €.');
    expect(text).not.toContain('Montant ajouté');
  });

  it('greets a customer whose first name is unknown without one', async () => {
    const mail = await renderOrderMail('order_delivered', { ...view, firstName: '' }, brand);
    expect(mail.text).toMatch(/^Bonjour,$/m);
    const confirmation = await renderOrderMail('order_confirmation', { ...view, firstName: '' }, brand);
    expect(confirmation.text).toContain('MERCI, VOTRE COMMANDE EST CONFIRMÉE');
  });
});

describe('order e-mails about substitutions (issue 41)', () => {
  const proposals: NonNullable<OrderMailView['proposals']> = [
    {
      lineId: '7',
      originalName: 'Jus de pomme trouble',
      name: 'Jus de pomme et poire',
      quantity: 2,
      amountCents: 780,
      answerBy: '2026-11-25T08:30:00.000Z',
      settled: 'pending',
    },
    {
      lineId: '8',
      originalName: 'Pain de campagne',
      name: 'Pain complet',
      quantity: 1,
      amountCents: 350,
      answerBy: '2026-11-25T08:30:00.000Z',
      settled: 'accepted',
    },
  ];

  it('proposes each substitute still awaiting an answer, its price, and until when to answer', async () => {
    const mail = await renderOrderMail('substitution_proposed', { ...view, proposals }, brand);
    expect(mail.subject).toBe('Commande R123456789 : un produit manque, nous vous proposons un remplacement');
    const text = oneLine(mail.text);
    expect(text).toContain(
      'Nous n’avions plus de jus de pomme trouble : nous vous proposons Jus de pomme et poire × 2 pour 7,80 € en tout.',
    );
    expect(text).not.toContain('Pain complet');
    expect(text).toContain('avant le mercredi 25 novembre à 9 h 30');
    expect(text).toContain('Sans réponse, nous suivons le choix que vous aviez fait pour ce produit.');
  });

  /** A line's units missing, as the receipt's preparation lists them. */
  const missing = (name: string, quantity: number) => ({
    kind: 'missing' as const,
    name,
    unitLabel: '1 kg',
    quantity,
    amountCents: -350 * quantity,
  });

  it('speaks of several substitutes in the plural, and names the lines left out with no substitute', async () => {
    const two = proposals.map((proposal) => ({ ...proposal, settled: 'pending' as const }));
    const substitute = (name: string, replaces: string) => ({
      kind: 'substitute' as const,
      name,
      quantity: 1,
      replaces,
      amountCents: 350,
      answer: 'pending' as const,
    });
    const receipt = {
      ...receiptFixture,
      preparation: {
        changes: [
          missing('Jus de pomme trouble', 2),
          substitute('Jus de pomme et poire', 'Jus de pomme trouble'),
          missing('Pain de campagne', 1),
          substitute('Pain complet', 'Pain de campagne'),
          missing('Clémentines', 2),
        ],
        offeredCents: 0,
        deliveredTotalCents: 2000,
        vatLines: [],
      },
    };
    const mail = await renderOrderMail('substitution_proposed', { ...view, receipt, proposals: two }, brand);
    expect(mail.subject).toBe(
      'Commande R123456789 : des produits manquent, nous vous proposons des remplacements',
    );
    const text = oneLine(mail.text);
    expect(text).toContain('DES PRODUITS MANQUENT À VOTRE COMMANDE');
    expect(text).toContain('nous vous proposons Pain complet × 1');
    expect(text).toContain('Manque aussi, sans remplacement et non facturé : Clémentines × 2.');
    expect(text).not.toContain('Manque aussi, sans remplacement et non facturé : Jus');
  });

  it('counts every short line in its title, and names each line left out, a product ordered twice included', async () => {
    const [one] = proposals.map((proposal) => ({ ...proposal, settled: 'pending' as const }));
    const receipt = {
      ...receiptFixture,
      preparation: {
        changes: [
          missing('Clémentines', 1),
          {
            kind: 'substitute' as const,
            name: 'Jus de pomme et poire',
            quantity: 1,
            replaces: 'Clémentines',
            amountCents: 350,
            answer: 'pending' as const,
          },
          // The same product added to the order afterwards: a line of its own, short with no substitute.
          missing('Clémentines', 2),
          missing('Poireaux', 1),
        ],
        offeredCents: 0,
        deliveredTotalCents: 2000,
        vatLines: [],
      },
    };
    const mail = await renderOrderMail(
      'substitution_proposed',
      { ...view, receipt, proposals: [one!] },
      brand,
    );
    expect(mail.subject).toBe(
      'Commande R123456789 : des produits manquent, nous vous proposons un remplacement',
    );
    const text = oneLine(mail.text);
    expect(text).toContain('DES PRODUITS MANQUENT À VOTRE COMMANDE');
    expect(text).toContain(
      'Manquent aussi, sans remplacement et non facturés : Clémentines × 2, Poireaux × 1.',
    );
  });

  it('shows, once prepared, each missing line and substitute with its amount and the delivered total', async () => {
    const receipt = {
      ...receiptFixture,
      preparation: {
        changes: [
          {
            kind: 'missing' as const,
            name: 'Jus de pomme trouble',
            unitLabel: '1 L',
            quantity: 2,
            amountCents: -780,
          },
          {
            kind: 'substitute' as const,
            name: 'Jus de pomme et poire',
            quantity: 2,
            replaces: 'Jus de pomme trouble',
            amountCents: 780,
            answer: 'accepted' as const,
          },
          { kind: 'missing' as const, name: 'Miel', unitLabel: '250 g', quantity: 1, amountCents: -650 },
        ],
        offeredCents: 150,
        deliveredTotalCents: 2485,
        vatLines: [],
      },
    };
    for (const template of ['order_on_its_way', 'order_delivered'] as const) {
      const mail = await renderOrderMail(template, { ...view, status: 'delivery', receipt }, brand);
      const text = oneLine(mail.text);
      expect(text).toMatch(/Manquant : Jus de pomme trouble \(1 L\) × 2 −7,80 €/);
      expect(text).toMatch(/Remplacé par Jus de pomme et poire × 2 7,80 €/);
      expect(text).toMatch(/Manquant : Miel \(250 g\) × 1 −6,50 €/);
      expect(text).toMatch(/Offert par Sillon −1,50 €/);
      expect(text).toContain('Montant commandé : 31,35 €. Montant débité pour ce qui est livré : 24,85 €.');
    }
  });
});
