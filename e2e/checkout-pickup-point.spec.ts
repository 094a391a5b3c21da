import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewports } from './support/artifacts';
import {
  byTestId,
  giveAddress,
  payByCard,
  photograph,
  shownTotal,
  startOrderAsNewCustomer,
} from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';

/**
 * A pickup point near the delivery address: step 3 is « Point relais », then the payment, first
 * without a connection (the customer retries, paying once); the back button then finds the order paid.
 */
describe.skipIf(!chromiumPath)('checkout with a pickup point', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('collects the order at a pickup point and pays by card', { timeout: 240_000 }, async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));

    await startOrderAsNewCustomer(page, shopUrl, { phone: '+33644556603', firstName: 'Maud' });
    await giveAddress(page, { address1: '12 rue Oberkampf', zipcode: '75011', city: 'Paris' });

    await byTestId(page, 'shipping-pickup-point').click();
    await byTestId(page, 'shipping-submit').click();
    await page.waitForURL(/\/pickup$/);
    expect(await byTestId(page, 'step-current').getAttribute('aria-label')).toBe(
      'Étape 3 sur 5 : Point relais',
    );
    // The delivery address's postal code is searched at once; the nearest point comes first.
    expect(await byTestId(page, 'pickup-zipcode').inputValue()).toBe('75011');
    const points = page.locator('[role="radio"][data-testid^="pickup-point-"]').filter({ visible: true });
    await points.first().waitFor();
    // A code no commune has: said under the field, its button still on the field's line.
    const zipcode = byTestId(page, 'pickup-zipcode');
    await zipcode.fill('12345');
    const searchButton = page
      .getByRole('button', { name: 'Rechercher', exact: true })
      .filter({ visible: true });
    await searchButton.click();
    await page.getByText('Aucune commune n’a ce code postal. Vérifiez-le.').waitFor();
    expect(await points.count()).toBe(0);
    const middle = async (box: ReturnType<typeof byTestId>) => {
      const { y, height } = (await box.boundingBox())!;
      return Math.round(y + height / 2);
    };
    expect(Math.abs((await middle(zipcode)) - (await middle(searchButton)))).toBeLessThanOrEqual(2);
    // Nothing wider than the screen: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await photograph(page, 'checkout-pickup-unknown-code');
    await zipcode.fill('75011');
    await searchButton.click();
    await points.first().waitFor();
    await points.first().click();
    await photograph(page, 'checkout-pickup');
    const chosenName = (await points.first().getAttribute('aria-label'))?.replace(/^Choisir /, '') ?? '';
    await byTestId(page, 'pickup-submit').click();
    await page.waitForURL(/\/summary$/);

    await byTestId(page, 'order-pickup-point').waitFor();
    expect(await byTestId(page, 'order-pickup-point').textContent()).toContain(chosenName);
    expect(await byTestId(page, 'step-current').getAttribute('aria-label')).toBe(
      'Étape 4 sur 5 : Vérification',
    );
    await photograph(page, 'checkout-pickup-summary');
    const total = await shownTotal(page);
    await byTestId(page, 'summary-pay').click();
    await page.waitForURL(/\/payment$/);
    // Step 3 is still the pickup point on the payment step, reloaded too (the order comes back
    // from the server then, with its method).
    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload();
      await page
        .getByTestId('step-3')
        .filter({ visible: true })
        .and(page.getByLabel('Point relais, étape terminée', { exact: true }))
        .waitFor();
    }
    await photograph(page, 'checkout-pickup-payment-reloaded');

    // No connection when paying: nothing is paid, « Réessayer » completes the order once.
    let isOffline = true;
    await page.route('**/api/v2/storefront/checkout/complete', (route) =>
      isOffline ? route.abort('internetdisconnected') : route.continue(),
    );
    await payByCard(page, '4242424242424242');
    await byTestId(page, 'payment-network-lost').waitFor();
    await photograph(page, 'checkout-payment-network-lost');
    isOffline = false;
    await byTestId(page, 'payment-network-lost').getByRole('button', { name: 'Réessayer' }).click();
    await page.waitForURL(/\/confirmation$/);
    await byTestId(page, 'confirmation-delivery').getByText(chosenName, { exact: false }).waitFor();
    await byTestId(page, 'confirmation-recap').click();
    await byTestId(page, 'order-total').waitFor();
    expect(await shownTotal(page)).toBe(total);

    // The back button to a step before payment: the order is paid, and the step leads to it.
    await page.goBack();
    await page.waitForURL(/\/confirmation$/);
    await page.goBack();
    await page.waitForURL(/\/summary$/);
    await byTestId(page, 'order-already-paid').waitFor();
    await photograph(page, 'checkout-back-after-payment');
    await byTestId(page, 'order-already-paid').getByRole('link', { name: 'Voir ma commande' }).click();
    await page.waitForURL(/\/my-account\/orders\/R\d+$/);
    await byTestId(page, 'order-total').waitFor();
    expect(await shownTotal(page)).toBe(total);
    expect(failures).toEqual([]);
    await page.close();
  });
});
