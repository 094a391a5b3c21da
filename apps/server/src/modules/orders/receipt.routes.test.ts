import type { CartDocument, ReceiptDocument, ReceiptLinkResponse } from '@sillon/contract';
import { parseDecimalString, sumCents } from '@sillon/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import { authOf, buyerWithBasket, buyWithBike, type Buyer } from '../../testing/checkout-flow';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { newCustomer, openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { createAccountModule } from '../account';
import { vouchers } from '../promotions/promotions.tables';
import { createOrdersModule, type OrdersService } from './index';

/** Every text item of every page, in reading order, no-break spaces read as spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/[\u00a0\u202f]/g, ' ');
}

const cents = (amount: string) => parseDecimalString(amount);
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the receipt of a placed order (issue 14)', () => {
  let shop: ShopTestApp;
  let orders: OrdersService;
  let detergent: string;
  let juice: string;
  /** A first order (gifts and free delivery, if the shop gives them) and a second one, both with a coupon. */
  let first: Buyer;
  let second: Buyer;

  const receipt = (buyer: Buyer, token = buyer.token) =>
    storefront(shop.app, 'GET', `/account/orders/${buyer.number}/receipt`, { token });
  const link = async (buyer: Buyer) => {
    const answer = await storefront(shop.app, 'POST', `/account/orders/${buyer.number}/receipt_link`, {
      token: buyer.token,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as ReceiptLinkResponse;
  };
  /** The link as a browser follows it: no bearer, no order token. */
  const follow = (url: string) => {
    const { pathname, search } = new URL(url);
    return shop.app.inject({ method: 'GET', url: `${pathname}${search}` });
  };

  beforeAll(async () => {
    shop = await openShopApp({ clock: new TestClock(aDeliveryMorning()) });
    const ids = await shop.productIds(['lessive-liquide-au-savon-vegetal', 'jus-de-pomme-trouble']);
    detergent = ids['lessive-liquide-au-savon-vegetal']!;
    juice = ids['jus-de-pomme-trouble']!;
    await shop.database.db.insert(vouchers).values({
      id: randomUUID(),
      code: 'TICKET10',
      name: 'Dix pour cent',
      description: '10 % sur les produits',
      kind: 'percentage',
      percentBp: 1000,
    });
    const place = async (buyer: Buyer) => {
      const coupon = await storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', authOf(buyer), {
        coupon_code: 'TICKET10',
      });
      expect(coupon.statusCode).toBe(200);
      const placed = await buyWithBike(shop.app, buyer);
      expect(placed.statusCode, placed.body).toBe(200);
    };
    // The detergent is taxed at 20 %, the juice at 5.5 %: two VAT rates on each receipt.
    const lines = [
      { variantId: detergent, quantity: 2 },
      { variantId: juice, quantity: 3 },
    ];
    first = await buyerWithBasket(shop.app, lines);
    await place(first);
    const next = await storefront(shop.app, 'POST', '/cart', { token: first.token });
    const nextToken = (next.json() as CartDocument).data.attributes.token;
    await storefront(
      shop.app,
      'PATCH',
      '/cart/set_items',
      { token: first.token, orderToken: nextToken },
      {
        line_items_attributes: lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })),
      },
    );
    second = { ...first, orderToken: nextToken, number: (next.json() as CartDocument).data.id };
    await place(second);
    orders = createOrdersModule({
      db: shop.database.db,
      account: createAccountModule({
        db: shop.database.db,
        identity: async () => undefined,
        checkAddress: () => {
          throw new Error('no address is saved here');
        },
        now: shop.clock.now,
      }).service,
      ...unusedByMailView(),
      now: shop.clock.now,
      log: { error: () => undefined },
    }).service;
  });
  afterAll(() => shop.close());

  describe('GET account/orders/{number}/receipt', () => {
    it.each([
      ['the first order', () => first],
      ['the second order', () => second],
    ])('answers the customer the receipt of %s, with the totals of its document', async (_name, buyer) => {
      const answer = await receipt(buyer());
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/vnd.api+json');
      const { data } = answer.json() as ReceiptDocument;
      const order = (
        await storefront(shop.app, 'GET', `/account/orders/${buyer().number}`, { token: buyer().token })
      ).json() as CartDocument;
      const totals = order.data.attributes;
      const attributes = data.attributes;

      expect(data).toMatchObject({ id: buyer().number, type: 'receipt' });
      expect(attributes).toMatchObject({
        number: buyer().number,
        placed_at: totals.completed_at,
        item_total: totals.item_total,
        ship_total: totals.ship_total,
        tax_total: totals.tax_total,
        total: totals.total,
        display_total: totals.display_total,
        payment_label: 'Visa •••• 4242',
        shop: { name: 'Sillon', siret: expect.any(String), vat_number: expect.any(String) },
        customer: { name: 'Camille Martin', address_lines: ['12 rue Oberkampf', '75011 Paris'] },
      });
      expect(spaced(attributes.delivery_label)).toMatch(
        /^Livraison à vélo, \p{L}+ \d{1,2} \p{L}+, \d{1,2} h( \d\d)? – \d{1,2} h( \d\d)?$/u,
      );
      expect(attributes.line_items.map((line) => [line.quantity, line.vat_rate])).toEqual([
        [2, '20.00'],
        [3, '5.50'],
      ]);
      for (const line of attributes.line_items) {
        expect(cents(line.total)).toBe(cents(line.unit_price) * line.quantity);
      }
      expect(attributes.discounts).toEqual([
        {
          name: 'Dix pour cent (TICKET10)',
          amount: totals.promo_total,
          display_amount: totals.display_promo_total,
        },
      ]);
      // What the lines, discounts and delivery come to is what was paid, and what the VAT lines say.
      expect(
        cents(attributes.item_total) +
          sumCents(attributes.discounts.map((discount) => cents(discount.amount))) +
          cents(attributes.ship_total),
      ).toBe(cents(totals.total));
      expect(attributes.vat_lines.map((line) => line.vat_rate)).toEqual(['5.50', '20.00']);
      expect(sumCents(attributes.vat_lines.map((line) => cents(line.amount)))).toBe(cents(totals.total));
      expect(sumCents(attributes.vat_lines.map((line) => cents(line.tax_amount)))).toBe(
        cents(totals.tax_total),
      );
      expect(sumCents(attributes.vat_lines.map((line) => cents(line.pre_tax_amount)))).toBe(
        cents(attributes.pre_tax_total),
      );
      expect(cents(attributes.pre_tax_total) + cents(attributes.tax_total)).toBe(cents(attributes.total));
    });

    it('shows the second order’s delivery, paid, in its VAT lines', async () => {
      const { attributes } = ((await receipt(second)).json() as ReceiptDocument).data;
      expect(cents(attributes.ship_total)).toBeGreaterThan(0);
      expect(cents(attributes.total)).toBe(
        cents(attributes.item_total) + cents(attributes.discounts[0]!.amount) + cents(attributes.ship_total),
      );
    });

    it('answers 404 order_not_found for another customer’s order and for an unknown one', async () => {
      const stranger = await newCustomer(shop.app);
      for (const answer of [
        await receipt(first, stranger.token),
        await storefront(shop.app, 'GET', '/account/orders/R000000000/receipt', { token: first.token }),
        await storefront(shop.app, 'POST', `/account/orders/${first.number}/receipt_link`, {
          token: stranger.token,
        }),
      ]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'order_not_found' });
      }
    });

    it('asks for a bearer', async () => {
      expect((await receipt(first, '')).statusCode).toBe(401);
    });
  });

  describe('the PDF behind a signed link', () => {
    it('downloads without a bearer, as an attachment never cached', async () => {
      const given = await link(first);
      expect(given.url).toMatch(
        new RegExp(
          `^http://localhost(:\\d+)?/api/v2/storefront/receipts/${first.number}\\.pdf\\?expires=\\d+&signature=`,
        ),
      );
      expect(Date.parse(given.expires_at) - shop.clock.now().getTime()).toBe(10 * 60 * 1000);
      const pdf = await follow(given.url);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="ticket-${first.number}.pdf"`,
        'cache-control': 'private, no-store',
      });
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('says what a French receipt must say', async () => {
      const { attributes } = ((await receipt(second)).json() as ReceiptDocument).data;
      const text = await pdfText((await follow((await link(second)).url)).rawPayload);
      for (const expected of [
        'Ticket de caisse',
        `Commande n° ${second.number}`,
        attributes.shop.legal_name,
        `SIRET ${attributes.shop.siret}`,
        attributes.shop.vat_number,
        'Camille Martin',
        spaced(attributes.display_placed_at),
        spaced(attributes.delivery_label),
        'Visa •••• 4242',
        attributes.line_items[0]!.name,
        attributes.line_items[1]!.name,
        spaced(attributes.line_items[1]!.display_unit_price),
        'Dix pour cent (TICKET10)',
        spaced(attributes.discounts[0]!.display_amount),
        '5,5 %',
        '20 %',
        'Total HT',
        spaced(attributes.display_pre_tax_total),
        spaced(attributes.display_tax_total),
        'Total TTC à prélever',
        spaced(attributes.display_total),
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('prints a gift at 0 with its offered value (the demo shop’s first orders come with one)', async () => {
      const { attributes } = ((await receipt(first)).json() as ReceiptDocument).data;
      expect(attributes.gifts.length).toBeGreaterThan(0);
      const text = await pdfText((await follow((await link(first)).url)).rawPayload);
      for (const gift of attributes.gifts) {
        expect(gift.total).toBe('0.00');
        expect(text).toContain(gift.name);
        expect(text).toContain(`valeur ${spaced(gift.display_offered_value)}`);
      }
    });

    it('refuses a tampered signature, a moved expiry and another order’s signature', async () => {
      const mine = new URL((await link(first)).url);
      const theirs = new URL((await link(second)).url);
      const signature = mine.searchParams.get('signature')!;
      const expires = Number(mine.searchParams.get('expires'));
      const variants = [
        {
          expires: String(expires),
          signature: `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        },
        { expires: String(expires + 3600), signature },
        { expires: theirs.searchParams.get('expires')!, signature: theirs.searchParams.get('signature')! },
        { expires: String(expires), signature: '' },
      ];
      for (const query of variants) {
        const url = new URL(mine);
        url.search = new URLSearchParams(query).toString();
        const answer = await follow(url.toString());
        expect(answer.statusCode, url.search).toBe(query.signature === '' ? 400 : 404);
        expect(answer.headers['content-type']).toContain('application/json');
      }
      const unknown = new URL(mine);
      unknown.pathname = unknown.pathname.replace(first.number, 'R000000000');
      expect((await follow(unknown.toString())).statusCode).toBe(404);
    });

    it('stops working ten minutes after it was given', async () => {
      const given = await link(first);
      shop.clock.advanceSeconds(9 * 60);
      expect((await follow(given.url)).statusCode).toBe(200);
      shop.clock.advanceSeconds(60);
      const expired = await follow(given.url);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toMatchObject({ code: 'order_not_found' });
    });
  });

  it('documents the three routes, the PDF as application/pdf', async () => {
    type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
    const document = (await shop.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: Operation; post?: Operation }>;
    }>();
    const base = '/api/v2/storefront';
    expect(document.paths[`${base}/account/orders/{number}/receipt`]?.get?.responses['200']).toBeDefined();
    expect(
      document.paths[`${base}/account/orders/{number}/receipt_link`]?.post?.responses['200'],
    ).toBeDefined();
    expect(
      Object.keys(document.paths[`${base}/receipts/{number}.pdf`]?.get?.responses['200']?.content ?? {}),
    ).toEqual(['application/pdf']);
  });

  describe('mailView (the e-mails’ view of a placed order)', () => {
    it('answers the customer’s e-mail, first name, status, delivery and receipt', async () => {
      const view = await orders.mailView(second.number);
      const { attributes } = ((await receipt(second)).json() as ReceiptDocument).data;
      expect(view).toMatchObject({
        email: expect.stringContaining('@exemple.fr'),
        firstName: 'Camille',
        number: second.number,
        status: 'scheduled',
        placedAt: attributes.placed_at,
        deliveryLabel: attributes.delivery_label,
        receipt: { orderNumber: second.number, totalCents: cents(attributes.total) },
      });
      expect(view).not.toHaveProperty('added');
      // A home delivery has no pickup code to give.
      expect(view).not.toHaveProperty('pickupCode');
    });

    it('answers nothing for an unknown order or one still in its cart', async () => {
      expect(await orders.mailView('R000000000')).toBeUndefined();
      const open = await buyerWithBasket(shop.app, [{ variantId: juice, quantity: 1 }]);
      expect(await orders.mailView(open.number)).toBeUndefined();
    });
  });
});

/** mailView reads the order's own tables and the account only: the other services are never asked. */
function unusedByMailView() {
  const never = new Proxy(
    {},
    {
      get: (_target, name) => () => {
        throw new Error(`mailView should not call ${String(name)}`);
      },
    },
  );
  // The order module registers its jobs' handlers when it is built: that much it may do.
  const jobs = { register: () => undefined, enqueue: () => never };
  return {
    catalog: never,
    promotions: never,
    delivery: never,
    payments: never,
    jobs,
    staff: never,
    terms: never,
  } as unknown as Pick<
    Parameters<typeof createOrdersModule>[0],
    'catalog' | 'promotions' | 'delivery' | 'payments' | 'jobs' | 'staff' | 'terms'
  >;
}
