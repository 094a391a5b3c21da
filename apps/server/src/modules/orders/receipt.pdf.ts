/**
 * The receipt as a PDF (issue 14): one A4 page or more, drawn with pdfkit in Inter, the app's
 * typeface, embedded (subset) so €, accents, « • » and the no-break spaces of French amounts
 * ("1 234,50 €", "5,5 %", "10 h") print as they read on screen, whatever the reader's fonts.
 */
import { formatEuros, formatVatRate, t, type Receipt } from '@sillon/domain';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

let fonts: { regular: Buffer; semiBold: Buffer } | undefined;

/** Read once, on the first receipt: the files are those the app ships (`@expo-google-fonts/inter`). */
function interFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
    semiBold: readFileSync(require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf')),
  };
  return fonts;
}

const PAGE = { margin: 48, width: 595.28, height: 841.89 };
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const INK = '#1f2a1c';
const MUTED = '#5c6659';
const RULE = '#c9cfc6';

type Align = 'left' | 'right';
type Cell = {
  text: string;
  x: number;
  width: number;
  align?: Align;
  bold?: boolean;
  muted?: boolean;
  /** A second line in grey, a size smaller (a product's unit, a gift's value). */
  sub?: string;
};

/** The line table's columns: product, unit price, quantity, VAT rate, total. */
const COLUMNS = {
  product: { x: LEFT, width: 211 },
  unitPrice: { x: LEFT + 215, width: 86 },
  quantity: { x: LEFT + 305, width: 36 },
  vatRate: { x: LEFT + 345, width: 50 },
  total: { x: LEFT + 399, width: RIGHT - LEFT - 399 },
};

/** The VAT table's columns: rate, without VAT, VAT, with VAT. */
const VAT_COLUMNS = {
  rate: { x: LEFT, width: 120 },
  excluding: { x: LEFT + 130, width: 120 },
  vat: { x: LEFT + 260, width: 110 },
  including: { x: LEFT + 380, width: RIGHT - LEFT - 380 },
};

/** The PDF of a receipt: every mention a French receipt must carry, as the `Receipt` gives them. */
/**
 * A cancelled order's ticket (`isCanceled`) says so under its heading, and its total was ordered,
 * then given back: never « payé », as the ticket on screen.
 */
export function receiptPdf(
  receipt: Receipt,
  { isCanceled = false }: { isCanceled?: boolean } = {},
): Promise<Buffer> {
  const { regular, semiBold } = interFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: 'fr-FR',
    displayTitle: true,
    // Kept until the end, so each page can say which of how many it is.
    bufferPages: true,
    info: {
      Title: `${t('receipt.title')} – ${t('receipt.order', { number: receipt.orderNumber })}`,
      Author: receipt.shop.legalName,
      CreationDate: new Date(receipt.placedAt),
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', semiBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y: number = PAGE.margin;

  const style = (cell: { bold?: boolean | undefined; muted?: boolean | undefined }, size: number) =>
    doc
      .font(cell.bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(cell.muted ? MUTED : INK);

  const mainHeight = (cell: Cell, size: number) =>
    style(cell, size).heightOfString(cell.text, { width: cell.width, lineGap: 1 });
  const heightOf = (cell: Cell, size: number) =>
    mainHeight(cell, size) +
    (cell.sub === undefined
      ? 0
      : style({ muted: true }, size - 1).heightOfString(cell.sub, { width: cell.width, lineGap: 1 }));

  /** While true, rows and rules only move `y`: how tall a part will be, before drawing it. */
  let isMeasuring = false;
  const measure = (draw: () => void): number => {
    const start = y;
    isMeasuring = true;
    try {
      draw();
    } finally {
      isMeasuring = false;
    }
    const height = y - start;
    y = start;
    return height;
  };

  /** A new page when `height` does not fit below `y`. */
  const room = (height: number, header?: () => void) => {
    if (isMeasuring || y + height <= BOTTOM) return;
    doc.addPage();
    y = PAGE.margin;
    header?.();
  };

  /**
   * Cells side by side from `y`; `y` moves below the tallest. `keepWith`: the height of what
   * must stay on the same page as this row (the totals after the last line).
   */
  const row = (cells: Cell[], size = 9.5, gap = 4, header?: () => void, keepWith = 0) => {
    const height = Math.max(...cells.map((cell) => heightOf(cell, size)));
    room(height + keepWith, header);
    if (isMeasuring) {
      y += height + gap;
      return;
    }
    for (const cell of cells) {
      const options = { width: cell.width, align: cell.align ?? 'left', lineGap: 1 };
      style(cell, size).text(cell.text, cell.x, y, options);
      if (cell.sub !== undefined) {
        style({ muted: true }, size - 1).text(cell.sub, cell.x, y + mainHeight(cell, size), options);
      }
    }
    y += height + gap;
  };

  const rule = (color = RULE, width = 0.75) => {
    if (!isMeasuring) doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
    y += 6;
  };

  const heading = (text: string, keepWith = 0) => {
    room(40 + keepWith);
    y += 8;
    row([{ text, x: LEFT, width: RIGHT - LEFT, bold: true }], 11, 4);
    rule(INK, 1);
  };

  // The shop, and which order this is.
  const half = (RIGHT - LEFT) / 2;
  const top = y;
  row([{ text: receipt.shop.name, x: LEFT, width: half, bold: true }], 22, 2);
  for (const line of [receipt.shop.legalName, ...receipt.shop.addressLines]) {
    row([{ text: line, x: LEFT, width: half, muted: true }], 9, 1);
  }
  row([{ text: t('receipt.siret', { siret: receipt.shop.siret }), x: LEFT, width: half, muted: true }], 9, 1);
  row(
    [
      {
        text: t('receipt.vat_number', { number: receipt.shop.vatNumber }),
        x: LEFT,
        width: half,
        muted: true,
      },
    ],
    9,
    1,
  );
  const shopBottom = y;
  y = top;
  row([{ text: t('receipt.title'), x: LEFT + half, width: half, align: 'right', bold: true }], 16, 4);
  row(
    [
      {
        text: t('receipt.order', { number: receipt.orderNumber }),
        x: LEFT + half,
        width: half,
        align: 'right',
        bold: true,
      },
    ],
    11,
    2,
  );
  row(
    [
      {
        text: t('receipt.placed_on', { date: receipt.placedAtLabel }),
        x: LEFT + half,
        width: half,
        align: 'right',
        muted: true,
      },
    ],
    9,
    2,
  );
  y = Math.max(y, shopBottom) + 14;

  // Who bought, how it comes, how it was paid.
  const third = (RIGHT - LEFT - 20) / 3;
  const blocks = [
    {
      title: t('receipt.customer'),
      lines: receipt.customer ? [receipt.customer.name, ...receipt.customer.addressLines] : [],
    },
    { title: t('receipt.delivery'), lines: [receipt.deliveryLabel] },
    { title: t('receipt.payment'), lines: [receipt.paymentLabel ?? t('receipt.payment.none')] },
  ];
  const blocksTop = y;
  let blocksBottom = y;
  blocks.forEach((block, index) => {
    y = blocksTop;
    const x = LEFT + index * (third + 10);
    row([{ text: block.title, x, width: third, bold: true, muted: true }], 8.5, 2);
    row([{ text: block.lines.join('\n'), x, width: third }], 9.5, 0);
    blocksBottom = Math.max(blocksBottom, y);
  });
  y = blocksBottom + 16;
  if (isCanceled) {
    row([{ text: t('screens.order.canceled'), x: LEFT, width: RIGHT - LEFT, bold: true }], 10, 0);
    y += 12;
  }

  // What the lines come to, with discounts and delivery; VAT per rate, then the totals. Drawn in
  // one piece with the last line above it: never totals alone on a page, away from what they add.
  const amountRow = (label: string, cents: number, options: { bold?: boolean; size?: number } = {}) =>
    row(
      [
        {
          text: label,
          x: COLUMNS.unitPrice.x,
          width: COLUMNS.total.x - COLUMNS.unitPrice.x - 8,
          align: 'right',
          bold: options.bold,
        },
        { text: formatEuros(cents), ...COLUMNS.total, align: 'right', bold: options.bold },
      ],
      options.size ?? 9.5,
      3,
    );
  const { preparation } = receipt;
  const totals = () => {
    y += 6;
    amountRow(t('receipt.items_total'), receipt.itemTotalCents);
    for (const discount of receipt.discounts) amountRow(discount.name, discount.amountCents);
    amountRow(
      receipt.shippingCents === 0 ? t('receipt.shipping_offered') : t('receipt.shipping'),
      receipt.shippingCents,
    );

    // VAT per rate, then the totals.
    vatTable(t('receipt.vat.title'), receipt.vatLines);
    rule();
    y += 4;
    amountRow(t('receipt.total_excluding_vat'), receipt.totalExcludingVatCents);
    amountRow(t('receipt.total_vat'), receipt.totalVatCents);
    y += 2;
    // Not prepared yet: the whole total, to be taken at the preparation (the card only holds it).
    const isToCharge = !preparation && !isCanceled;
    amountRow(isToCharge ? t('receipt.total_to_charge') : t('receipt.total_ordered'), receipt.totalCents, {
      bold: isToCharge,
      size: isToCharge ? 12 : 9.5,
    });
    if (preparation) {
      // Issue 41: what the preparation changed, each with its amount, and what was paid.
      heading(t('receipt.preparation.title'));
      for (const change of preparation.changes) {
        const label =
          change.kind === 'missing'
            ? t('receipt.preparation.missing', { name: change.name, quantity: change.quantity })
            : t('receipt.preparation.substitute', { name: change.name, quantity: change.quantity });
        amountRow(
          change.kind === 'substitute' && change.answer === 'pending'
            ? t('receipt.preparation.pending', { change: label })
            : label,
          change.amountCents,
        );
      }
      if (preparation.offeredCents > 0)
        amountRow(t('receipt.preparation.offered'), -preparation.offeredCents);
      vatTable(t('receipt.preparation.vat_title'), preparation.vatLines);
      rule();
      y += 4;
      amountRow(
        isCanceled ? t('screens.order.total_canceled') : t('receipt.total'),
        preparation.deliveredTotalCents,
        { bold: true, size: 12 },
      );
    }
    y += 14;
    row([{ text: t('receipt.vat_note'), x: LEFT, width: RIGHT - LEFT, muted: true }], 8, 0);
  };
  const vatTable = (title: string, lines: Receipt['vatLines']) => {
    heading(title);
    row(
      [
        { text: t('receipt.vat.rate'), ...VAT_COLUMNS.rate, bold: true },
        { text: t('receipt.vat.excluding'), ...VAT_COLUMNS.excluding, align: 'right', bold: true },
        { text: t('receipt.vat.vat'), ...VAT_COLUMNS.vat, align: 'right', bold: true },
        { text: t('receipt.vat.including'), ...VAT_COLUMNS.including, align: 'right', bold: true },
      ],
      8.5,
      3,
    );
    for (const line of lines) {
      row([
        { text: formatVatRate(line.vatRateBp), ...VAT_COLUMNS.rate },
        { text: formatEuros(line.excludingVatCents), ...VAT_COLUMNS.excluding, align: 'right' },
        { text: formatEuros(line.vatCents), ...VAT_COLUMNS.vat, align: 'right' },
        { text: formatEuros(line.includingVatCents), ...VAT_COLUMNS.including, align: 'right' },
      ]);
    }
  };
  const totalsHeight = measure(totals);

  // The lines.
  const lineHeader = () => {
    row(
      [
        { text: t('receipt.columns.product'), ...COLUMNS.product, bold: true },
        { text: t('receipt.columns.unit_price'), ...COLUMNS.unitPrice, align: 'right', bold: true },
        { text: t('receipt.columns.quantity'), ...COLUMNS.quantity, align: 'right', bold: true },
        { text: t('receipt.columns.vat_rate'), ...COLUMNS.vatRate, align: 'right', bold: true },
        { text: t('receipt.columns.total'), ...COLUMNS.total, align: 'right', bold: true },
      ],
      8.5,
      3,
    );
    rule(INK, 1);
  };
  lineHeader();
  // The rule under the last line, then the totals: on the last line's page.
  const keepTotals = totalsHeight + 6;
  const hasGifts = receipt.gifts.length > 0;
  receipt.lines.forEach((line, index) => {
    const isLast = !hasGifts && index === receipt.lines.length - 1;
    row(
      [
        { text: line.name, sub: line.unitLabel, ...COLUMNS.product },
        { text: formatEuros(line.unitPriceCents), ...COLUMNS.unitPrice, align: 'right' },
        { text: String(line.quantity), ...COLUMNS.quantity, align: 'right' },
        { text: formatVatRate(line.vatRateBp), ...COLUMNS.vatRate, align: 'right' },
        { text: formatEuros(line.totalCents), ...COLUMNS.total, align: 'right' },
      ],
      9.5,
      3,
      lineHeader,
      isLast ? keepTotals : 0,
    );
    rule();
  });
  if (hasGifts) {
    heading(t('receipt.gifts'), receipt.gifts.length === 1 ? keepTotals : 0);
    receipt.gifts.forEach((gift, index) => {
      row(
        [
          { text: gift.name, sub: gift.unitLabel, ...COLUMNS.product },
          { text: t('receipt.gift_price'), ...COLUMNS.unitPrice, align: 'right' },
          { text: String(gift.quantity), ...COLUMNS.quantity, align: 'right' },
          { text: formatVatRate(gift.vatRateBp), ...COLUMNS.vatRate, align: 'right' },
          {
            text: formatEuros(0),
            sub: t('receipt.gift_value', { price: formatEuros(gift.offeredValueCents) }),
            ...COLUMNS.total,
            align: 'right',
          },
        ],
        9.5,
        3,
        undefined,
        index === receipt.gifts.length - 1 ? keepTotals : 0,
      );
      rule();
    });
  }

  totals();

  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    // Below the bottom margin: without this pdfkit would open a page for the footer.
    doc.page.margins.bottom = 0;
    style({ muted: true }, 8).text(
      t('receipt.page', {
        order: t('receipt.order', { number: receipt.orderNumber }),
        page: index + 1,
        pages: pages.count,
      }),
      LEFT,
      PAGE.height - PAGE.margin / 2 - 8,
      { width: RIGHT - LEFT, align: 'center' },
    );
  }
  doc.end();
  return finished;
}
