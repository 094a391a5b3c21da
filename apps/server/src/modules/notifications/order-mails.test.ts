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
