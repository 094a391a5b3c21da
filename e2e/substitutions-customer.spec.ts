import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { viewports } from './support/artifacts';
import {
  button,
  byTestId,
  expectAccessible,
  giveAddress,
  payByCard,
  photograph,
  startOrderAsNewCustomer,
} from './support/checkout';
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

      const number = await startOrderAsNewCustomer(page, shopUrl, {
        phone: '+33644556791',
        firstName: 'Lucie',
      });

      // Back to the cart: each line says « Si ce produit manque », « Produit similaire » by default.
      await page.goto(`${shopUrl}/cart`, { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.getByText('Calcul des montants…').filter({ visible: true }).count())
        .toBe(0);
      await expect.poll(() => isPressed(page, 'cart-substitution-', 'similar')).toBe(true);
      await choice(page, 'cart-substitution-', 'none').click();
      await expect.poll(() => isPressed(page, 'cart-substitution-', 'none')).toBe(true);

      // « Ce produit à la place »: the similar products for the account's postal code.
      await choice(page, 'cart-substitution-', 'chosen').click();
      const picker = byTestId(page, 'substitution-picker');
      await picker.waitFor();
      const candidates = picker.locator('[data-testid^="substitution-product-"]');
      const noneSimilar = picker.getByText('Aucun produit similaire disponible pour le moment.');
      await expect
        .poll(async () => (await candidates.count()) + (await noneSimilar.count()))
        .toBeGreaterThan(0);
      await photograph(page, 'substitution-picker');
      if ((await candidates.count()) > 0) {
        const name = (await candidates.first().getAttribute('aria-label')) ?? '';
        await candidates.first().click();
        await expect.poll(() => choice(page, 'cart-substitution-', 'chosen').textContent()).toContain(name);
      } else {
        await button(page, 'Fermer').click();
      }
      await expectAccessible(page);
      await photograph(page, 'substitution-cart');

      // The summary shows each line's choice, changed there too; then the order is paid.
      await button(page, 'Commander').click();
      await page.waitForURL(/\/information$/);
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
      await expect.poll(() => isPressed(page, 'summary-substitution-', 'none')).toBe(true);
      await choice(page, 'summary-substitution-', 'similar').click();
      await expect.poll(() => isPressed(page, 'summary-substitution-', 'similar')).toBe(true);
      await photograph(page, 'substitution-summary');
      await byTestId(page, 'summary-pay').click();
      await page.waitForURL(/\/payment$/);
      await payByCard(page, '4242 4242 4242 4242');
      await page.waitForURL(/\/confirmation$/);

      // The placed order, until its cut-off: each line's choice, changed there.
      await page.goto(`${shopUrl}/my-account/orders/${number}`, { waitUntil: 'networkidle' });
      await byTestId(page, 'order-status').waitFor();
      await expect.poll(() => isPressed(page, 'order-substitution-', 'similar')).toBe(true);
      await choice(page, 'order-substitution-', 'none').click();
      await expect.poll(() => isPressed(page, 'order-substitution-', 'none')).toBe(true);
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

      expect(failures).toEqual([]);
      await page.close();
    },
  );
});
