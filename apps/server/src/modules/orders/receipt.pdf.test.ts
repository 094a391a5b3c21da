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
      for (let count = 8; count <= 20; count += 1) {
        const pages = await pagesOf(await receiptPdf(withLines(count, gifts)));
        pageCounts.add(pages.length);
        const last = gifts[gifts.length - 1]?.name ?? `Article-${String(count).padStart(3, '0')}`;
        const totalsPage = pages.findIndex((page) => page.includes('Total TTC payé'));
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
