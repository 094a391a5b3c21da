import type { Receipt } from '@sillon/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { receiptFixture } from '../../testing/receipt-fixture';
import { receiptPdf } from './receipt.pdf';

/** Each page's text, as a reader's viewer reads it. */
async function pagesOf(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

/** The fixture's receipt with `count` lines named Article-001, Article-002… */
const withLines = (count: number, gifts: Receipt['gifts']): Receipt => ({
  ...receiptFixture,
  lines: Array.from({ length: count }, (_, index) => ({
    name: `Article-${String(index + 1).padStart(3, '0')}`,
    unitLabel: '500 g',
    quantity: 1,
    unitPriceCents: 395,
    totalCents: 395,
    vatRateBp: 550,
  })),
  gifts,
});

describe('the receipt PDF’s pages (issue 36)', () => {
  it.each([
    ['without a gift', [] as Receipt['gifts']],
    ['with a gift', receiptFixture.gifts],
  ])(
    'keeps the totals in one piece on the page of the last line, however many lines (%s)',
    async (_case, gifts) => {
      const pageCounts = new Set<number>();
      // Around where the lines reach the first page's foot (10 to 17 lines put the totals alone
      // on the next page before).
      for (let count = 6; count <= 20; count += 1) {
        const pages = await pagesOf(await receiptPdf(withLines(count, gifts)));
        pageCounts.add(pages.length);
        const last = gifts[gifts.length - 1]?.name ?? `Article-${String(count).padStart(3, '0')}`;
        const totalsPage = pages.findIndex((page) => page.includes('Total TTC à prélever'));
        const where = `${count} lines`;
        expect(totalsPage, where).toBeGreaterThanOrEqual(0);
        expect(pages[totalsPage], where).toContain(last);
        expect(pages[totalsPage], where).toContain('Total des produits TTC');
        expect(pages[totalsPage], where).toContain('Détail de la TVA');
        // Every line is printed, once.
        for (let line = 1; line <= count; line += 1) {
          const name = `Article-${String(line).padStart(3, '0')}`;
          expect(pages.filter((page) => page.includes(name)).length, `${where}: ${name}`).toBe(1);
        }
      }
      // The range crossed onto a second page, where the totals used to fall alone.
      expect([...pageCounts]).toEqual([1, 2]);
    },
  );
});

describe('the receipt PDF of a prepared order (issue 41)', () => {
  it('prints each missing line and substitute with its amount, the delivered VAT and what was paid', async () => {
    const receipt: Receipt = {
      ...receiptFixture,
      preparation: {
        changes: [
          { kind: 'missing', name: 'Jus de pomme trouble', unitLabel: '1 L', quantity: 2, amountCents: -780 },
          {
            kind: 'substitute',
            name: 'Jus de pomme et poire',
            quantity: 2,
            replaces: 'Jus de pomme trouble',
            amountCents: 780,
            answer: 'pending',
          },
        ],
        offeredCents: 150,
        deliveredTotalCents: 2485,
        vatLines: [{ vatRateBp: 550, excludingVatCents: 2355, vatCents: 130, includingVatCents: 2485 }],
      },
    };
    const text = (await pagesOf(await receiptPdf(receipt)))
      .join(' ')
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      // The viewer's text may split an amount where pdfkit kerned it.
      .replace(/(\d) ,(\d)/g, '$1,$2');
    expect(text).toContain('Total TTC commandé 31,35 €');
    expect(text).toContain('Après préparation');
    expect(text).toContain('Manquant : Jus de pomme trouble × 2 −7,80 €');
    expect(text).toContain('Remplacé par Jus de pomme et poire × 2 (en attente de votre réponse) 7,80 €');
    expect(text).toContain('Offert par Sillon −1,50 €');
    expect(text).toContain('Détail de la TVA de ce qui est livré');
    expect(text).toContain('Total TTC après préparation 24,85 €');
  });
});

describe('the receipt PDF of a cancelled order', () => {
  it('says the order is cancelled, and its total was ordered, not paid, as the ticket on screen', async () => {
    const textOf = async (isCanceled: boolean) =>
      (await pagesOf(await receiptPdf(receiptFixture, { isCanceled })))
        .join(' ')
        .replace(/[\s\u00a0\u202f]+/g, ' ')
        .replace(/(\d) ,(\d)/g, '$1,$2');
    const canceled = await textOf(true);
    expect(canceled).toContain('Votre commande est annulée.');
    expect(canceled).toContain('Total TTC commandé');
    expect(canceled).not.toContain('payé');
    // Not prepared yet: taken at the preparation, not paid already.
    const placed = await textOf(false);
    expect(placed).toContain('Total TTC à prélever');
    expect(placed).not.toContain('payé');
  });
});
