import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { receiptFixture } from '../../../testing/receipt-fixture';
import { mailBrandOf } from './mail-brand';
import { MailLayout } from './mail-layout';
import { ReceiptTable } from './receipt-table';
import { renderMail } from './render-mail';

/** The HTML's text, tags dropped and entities read, spaces (and no-break spaces) made single. */
function visibleText(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ');
}

const normalized = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

async function renderedReceipt(receipt = receiptFixture) {
  return renderMail(
    createElement(MailLayout, {
      title: 'Ticket',
      preview: 'Ticket',
      footer: 'Pied',
      brand: mailBrandOf('https://sillon.test', 'aide@sillon.test'),
      children: createElement(ReceiptTable, { receipt, title: 'Votre ticket' }),
    }),
  );
}

describe('the receipt in an e-mail', () => {
  it('shows each line with its quantity, unit price, VAT rate and total', async () => {
    const { html } = await renderedReceipt();
    const text = visibleText(html);
    expect(text).toContain('Pommes Reinette le kg 2 4,80 € 5,5 % 9,60 €');
    expect(text).toContain('Savon au lait d’ânesse la pièce 1 10,00 € 20 % 10,00 €');
  });

  it('shows a gift « Offert » with its value, the discounts and the delivery', async () => {
    const text = visibleText((await renderedReceipt()).html);
    expect(text).toContain('Tablette de chocolat noir 100 g 1 valeur 3,49 € 5,5 % Offert');
    expect(text).toContain('Total des articles 31,45 € Code BIENVENUE −5,00 €');
    expect(text).toContain('Livraison 4,90 €');
    const freeDelivery = visibleText((await renderedReceipt({ ...receiptFixture, shippingCents: 0 })).html);
    expect(freeDelivery).toContain('Livraison Offerte');
  });

  it('shows the VAT per rate without and with VAT, the totals and the payment', async () => {
    const text = visibleText((await renderedReceipt()).html);
    expect(text).toContain('Taux de TVA HT TVA TTC 5,5 % 19,77 € 1,09 € 20,86 € 20 % 8,74 € 1,75 € 10,49 €');
    expect(text).toContain('Total HT 28,51 € TVA 2,84 € Total TTC 31,35 €');
    expect(text).toContain('Paiement : Visa •••• 4242');
  });

  it('dates the order as the receipt writes it and names the shop’s legal mentions', async () => {
    const text = visibleText((await renderedReceipt()).html);
    expect(text).toContain('Commande R123456789, passée le mardi 24 novembre 2026 à 10 h 42');
    expect(text).toContain('Camille Martin, 12 rue Oberkampf, 75011 Paris');
    expect(text).toContain(
      'Sillon SAS 10 rue des Semailles, 75011 Paris SIRET 123 456 789 00012 · TVA FR12123456789',
    );
  });

  it('escapes what the catalogue or the customer wrote', async () => {
    const { html } = await renderedReceipt();
    expect(html).toContain('Lentilles vertes &lt;bio&gt;');
    expect(html).not.toContain('<bio>');
  });

  it('leaves out the payment when nothing was paid, and the customer for a guest', async () => {
    const text = visibleText(
      (await renderedReceipt({ ...receiptFixture, paymentLabel: null, customer: null })).html,
    );
    expect(text).not.toContain('Paiement :');
    expect(text).not.toContain('Camille Martin');
  });

  it('has a plain-text part with the receipt laid out in columns', async () => {
    const { text } = await renderedReceipt();
    expect(normalized(text)).toMatch(/Pommes Reinette 2 4,80 € 5,5 % 9,60 €/);
    expect(normalized(text)).toMatch(/Total TTC 31,35 €/);
    expect(text).not.toMatch(/<(td|tr|table|span)\b/);
  });
});
