import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { viewports } from './support/artifacts';
import {
  button,
  byTestId,
  euroCents,
  giveAddress,
  acceptTerms,
  payByCard,
  photograph,
  shownTotal,
  startOrderAsNewCustomer,
  visible,
} from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';

/**
 * Payment refusals of spec §8 on one order: a declined card, a card blocked by the processor
 * (contact support), a 3-D Secure challenge canceled, one failed, a price raised meanwhile, then
 * a challenge completed, which confirms the order with the new total.
 */
describe.skipIf(!chromiumPath)('card refusals and 3-D Secure', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const savedCart = (page: Page) =>
    page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('cart') ?? '{}') as {
          products: { id: string; priceCents: number; quantity: number }[];
        },
    );
  /** The staff change a price on the server (operations route), as the shop's team would. */
  const changePrice = async (id: string, priceCents: number) => {
    const answer = await fetch(`${shopUrl}/api/admin/products/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price_cents: priceCents }),
    });
    expect(answer.status).toBe(200);
  };
  const euros = (cents: number) =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

  it(
    'shows the refusals in French, then pays after a 3-D Secure challenge',
    { timeout: 240_000 },
    async () => {
      const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));

      await startOrderAsNewCustomer(page, shopUrl, { phone: '+33644556604', firstName: 'Théo' });
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
      await byTestId(page, 'order-total').waitFor();
      const total = await shownTotal(page);
      await byTestId(page, 'summary-pay').click();
      await page.waitForURL(/\/payment$/);

      // A declined card, the answer held back a moment: « Payer » says it is busy meanwhile.
      const payment = '**/api/v2/storefront/checkout/create_payment**';
      await page.route(payment, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await payByCard(page, '4000 0000 0000 0002');
      expect(await byTestId(page, 'card-submit').getAttribute('aria-busy')).toBe('true');
      await byTestId(page, 'checkout-error').getByText('Carte refusée').waitFor();
      await page.unroute(payment);
      // « Payer » keeps the focus while the card is asked (busy, not disabled): a keyboard is
      // still on it to try again.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'card-submit',
      );
      await photograph(page, 'checkout-payment-declined');

      // A card the processor blocks: the customer service is the way to pay.
      await payByCard(page, '4100 0000 0000 0019');
      await byTestId(page, 'checkout-error').getByText('Paiement impossible').waitFor();
      await visible(page, /Contactez le service client/).waitFor();
      await photograph(page, 'checkout-payment-contact-support');

      // The card processor out of service (the server's 503, as a test of the server's own makes
      // it): the order is kept, to pay again in a moment, not spec §8's order timeout.
      const completion = '**/api/v2/storefront/checkout/complete**';
      await page.route(completion, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/vnd.api+json',
          body: JSON.stringify({
            error:
              'Le paiement ne peut pas être préparé pour le moment. Votre commande est gardée : réessayez dans quelques instants.',
            code: 'payment_unavailable',
          }),
        }),
      );
      await payByCard(page, '4242 4242 4242 4242');
      await byTestId(page, 'checkout-error').getByText('Paiement indisponible').waitFor();
      await visible(page, /Votre commande est gardée/).waitFor();
      await page.unroute(completion);
      await photograph(page, 'checkout-payment-unavailable');

      // 3-D Secure, canceled: the cancel message, nothing paid.
      await payByCard(page, '4000 0027 6000 3184');
      const challenge = byTestId(page, 'three-d-secure-sheet');
      await challenge.waitFor();
      await visible(page, /Confirmez le paiement de .* à /).waitFor();
      await photograph(page, 'checkout-three-d-secure');
      await button(page, 'Annuler').click();
      await byTestId(page, 'checkout-error').getByText('Authentification 3-D Secure annulée').waitFor();
      expect(page.url()).toMatch(/\/payment$/);
      await photograph(page, 'checkout-three-d-secure-canceled');

      // 3-D Secure, failed at the bank: its own message, nothing paid.
      await payByCard(page, '4000 0027 6000 3184');
      await challenge.waitFor();
      await button(page, 'Simuler un échec (test)').click();
      await byTestId(page, 'checkout-error').getByText('Authentification 3-D Secure échouée').waitFor();
      expect(page.url()).toMatch(/\/payment$/);
      await photograph(page, 'checkout-three-d-secure-failed');

      // The staff raise a price while the customer pays: nothing is taken at the total the step
      // showed; it says so and shows the new one, which « Payer » then asks for.
      const [line] = (await savedCart(page)).products;
      await changePrice(line!.id, line!.priceCents + 50);
      try {
        await payByCard(page, '4242 4242 4242 4242');
        await byTestId(page, 'checkout-error').getByText('Montant modifié').waitFor();
        const newTotal = euros(euroCents(total) + 50 * line!.quantity);
        await visible(page, `Montant à payer : ${newTotal}`).waitFor();
        await byTestId(page, 'card-submit').getByText(`Payer ${newTotal}`).waitFor();
        await byTestId(page, 'checkout-prices-changed').getByText('Prix modifiés').waitFor();
        await photograph(page, 'checkout-payment-amount-changed');

        // 3-D Secure, completed: the order is confirmed, at the total the step showed last.
        await payByCard(page, '4000 0027 6000 3184');
        await challenge.waitFor();
        await button(page, 'Valider').click();
        await page.waitForURL(/\/confirmation$/);
        await byTestId(page, 'confirmation-recap').click();
        await byTestId(page, 'order-total').waitFor();
        expect(await shownTotal(page)).toBe(newTotal);
      } finally {
        await changePrice(line!.id, line!.priceCents);
      }
      expect(failures).toEqual([]);
      await page.close();
    },
  );

  it('pays with Google Pay through the sandbox wallet sheet', { timeout: 240_000 }, async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    await startOrderAsNewCustomer(page, shopUrl, { phone: '+33644556605', firstName: 'Lou' });
    await giveAddress(page, { address1: '12 rue Oberkampf', zipcode: '75011', city: 'Paris' });
    await byTestId(page, 'shipping-pickup-point').click();
    await byTestId(page, 'shipping-submit').click();
    await page.waitForURL(/\/pickup$/);
    await page
      .locator('[role="radio"][data-testid^="pickup-point-"]')
      .filter({ visible: true })
      .first()
      .click();
    await byTestId(page, 'pickup-submit').click();
    await page.waitForURL(/\/summary$/);
    await byTestId(page, 'summary-pay').click();
    await page.waitForURL(/\/payment$/);

    await acceptTerms(page);
    // Headless Chromium has no wallet: the sandbox's sheet stands in.
    await byTestId(page, 'pay-google_pay').click();
    await byTestId(page, 'wallet-sheet').waitFor();
    await photograph(page, 'checkout-wallet-sheet');
    await button(page, 'Payer avec Google Pay (test)').click();
    await page.waitForURL(/\/confirmation$/);
    await page.close();
  });
});
