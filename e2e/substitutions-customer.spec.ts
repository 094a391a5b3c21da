import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { viewports } from './support/artifacts';
import {
  button,
  byTestId,
  expectAccessible,
  giveAddress,
  payByCard,
  fillCart,
  photograph,
} from './support/checkout';
import { signInOnTheShop } from './support/account';
import { signUpCustomer } from './support/customers';
import { chromiumPath, launchChromium } from './support/chromium';

/**
 * Substitutions, the customer's side (issue 41): « Si ce produit manque » on the cart's lines (a
 * product picked among the similar ones), at the summary, in the placed order until its cut-off,
 * and the account's default in « Mon compte ». Each screen photographed at both sizes.
 */
describe.skipIf(!chromiumPath)('substitutions, the customer’s side', () => {
  const shopUrl = inject('shopUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A loaded machine prices a cart slowly: what the screens show is awaited longer than by default. */
  const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

  /** The first visible choice whose test id starts with `prefix` and ends with `-kind`. */
  const choice = (page: Page, prefix: string, kind: string) =>
    page.locator(`[data-testid^="${prefix}"][data-testid$="-${kind}"]`).filter({ visible: true }).first();
  const isPressed = async (page: Page, prefix: string, kind: string) =>
    (await choice(page, prefix, kind).getAttribute('aria-pressed')) === 'true';

  it(
    'chooses what replaces a missing product in the cart, at the summary, in the order and in the account',
    {
      timeout: 300_000,
    },
    async () => {
      const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));

      // A signed-in customer fills the cart; each line then says « Si ce produit manque »,
      // « Produit similaire » by default. (A loaded machine prices the cart slowly: long waits.)
      const phone = '+33644556791';
      await signUpCustomer(shopUrl, phone, 'Lucie');
      await signInOnTheShop(page, shopUrl, phone, '/my-account');
      await page.waitForURL(/\/my-account$/);
      await fillCart(page, shopUrl, 2500);
      await page.goto(`${shopUrl}/cart`, { waitUntil: 'networkidle' });
      await eventually(() => isPressed(page, 'cart-substitution-', 'similar')).toBe(true);
      await choice(page, 'cart-substitution-', 'none').click();
      await eventually(() => isPressed(page, 'cart-substitution-', 'none')).toBe(true);

      // « Ce produit à la place »: the similar products for the account's postal code.
      await choice(page, 'cart-substitution-', 'chosen').click();
      const picker = byTestId(page, 'substitution-picker');
      await picker.waitFor();
      const candidates = picker.locator('[data-testid^="substitution-product-"]');
      const noneSimilar = picker.getByText('Aucun produit similaire disponible pour le moment.');
      await eventually(async () => (await candidates.count()) + (await noneSimilar.count())).toBeGreaterThan(
        0,
      );
      await photograph(page, 'substitution-picker');
      // The first line's choice from now on: the product picked, else « Ne pas remplacer ».
      const firstLineKind = (await candidates.count()) > 0 ? 'chosen' : 'none';
      if ((await candidates.count()) > 0) {
        const name = (await candidates.first().getAttribute('aria-label')) ?? '';
        await candidates.first().click();
        await eventually(() => choice(page, 'cart-substitution-', 'chosen').textContent()).toContain(name);
      } else {
        await button(page, 'Fermer').click();
      }
      await expectAccessible(page);
      await photograph(page, 'substitution-cart');

      // The summary shows each line's choice, changed there too; then the order is paid.
      await button(page, 'Commander').click();
      await page.waitForURL(/\/information$/);
      const number = /order-checkout\/([^/]+)\//.exec(page.url())?.[1];
      expect(number).toMatch(/^R\d{9}$/);
      await giveAddress(page, { address1: '12 rue Oberkampf', zipcode: '75011', city: 'Paris' });
      await byTestId(page, 'shipping-bag').click();
      await byTestId(page, 'shipping-submit').click();
      await page.waitForURL(/\/timeslot$/);
      await page
        .locator('[role="radio"]:not([aria-disabled="true"])')
        .filter({ visible: true })
        .first()
        .click();
      await byTestId(page, 'timeslot-submit').click();
      await page.waitForURL(/\/summary$/);
      await eventually(() => isPressed(page, 'summary-substitution-', firstLineKind)).toBe(true);
      await choice(page, 'summary-substitution-', 'similar').click();
      await eventually(() => isPressed(page, 'summary-substitution-', 'similar')).toBe(true);
      await photograph(page, 'substitution-summary');
      await byTestId(page, 'summary-pay').click();
      await page.waitForURL(/\/payment$/);
      await payByCard(page, '4242 4242 4242 4242');
      await page.waitForURL(/\/confirmation$/);

      // The placed order, until its cut-off: each line's choice, changed there.
      await page.goto(`${shopUrl}/my-account/orders/${number}`, { waitUntil: 'networkidle' });
      await byTestId(page, 'order-status').waitFor();
      await eventually(() => isPressed(page, 'order-substitution-', 'similar')).toBe(true);
      await choice(page, 'order-substitution-', 'none').click();
      await eventually(() => isPressed(page, 'order-substitution-', 'none')).toBe(true);
      await expectAccessible(page);
      await photograph(page, 'substitution-order');

      // « Mon compte »: the default for lines that say nothing.
      await page.goto(`${shopUrl}/my-account`, { waitUntil: 'networkidle' });
      await byTestId(page, 'account-substitution-similar').waitFor();
      await byTestId(page, 'account-substitution-none').click();
      await byTestId(page, 'account-substitution-saved').waitFor();
      expect(await byTestId(page, 'account-substitution-none').getAttribute('aria-checked')).toBe('true');
      await expectAccessible(page);
      await photograph(page, 'substitution-account');

      // The order page with a proposal, as it shows once the preparers recorded one (the back
      // office's side is another branch's: the order's document is answered with a proposal added).
      const orderCall = `**/api/v2/storefront/account/orders/${number}?*`;
      await page.route(orderCall, async (route) => {
        const answer = await route.fetch();
        const document = (await answer.json()) as {
          data: { attributes: Record<string, unknown> };
          included: { type: string; attributes: { public_metadata: Record<string, unknown> } }[];
        };
        const line = document.included.find((item) => item.type === 'line_item')!;
        Object.assign(line.attributes.public_metadata, {
          prepared_quantity: 0,
          delivered_amount: '2.90',
          substitution_proposal: {
            product_id: 'p-1',
            name: 'Pommes Reinette grise du Canada',
            quantity: 1,
            price: '2.90',
            display_price: '2,90 €',
            answer_by: new Date(Date.now() + 3600_000).toISOString(),
            state: 'pending',
            amount: '2.90',
            display_amount: '2,90 €',
          },
        });
        document.data.attributes['delivered_totals'] = {
          total: '20.00',
          display_total: '20,00 €',
          awaiting_answers: true,
        };
        await route.fulfill({ response: answer, json: document });
      });
      await page.goto(`${shopUrl}/my-account/orders/${number}`, { waitUntil: 'networkidle' });
      const proposal = page
        .locator('[data-testid^="substitution-proposal-"]')
        .filter({ visible: true })
        .first();
      await proposal.waitFor();
      expect(await proposal.textContent()).toContain(
        'nous vous proposons Pommes Reinette grise du Canada × 1 à 2,90 €',
      );
      expect(await button(page, 'Accepter').isVisible()).toBe(true);
      expect(await byTestId(page, 'order-delivered-total').textContent()).toMatch(/Total livré\s*20,00\s€/);
      await expectAccessible(page);
      await photograph(page, 'substitution-proposal');
      await page.unroute(orderCall);

      expect(failures).toEqual([]);
      await page.close();
    },
  );
});
