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
  visible,
} from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { reload } from './support/settle';

/**
 * A Lyon address (69003): no bike there, the parcel on appointment with its slot, paid by card;
 * the completion's answer is lost on the way and the order's status confirms the payment.
 */
describe.skipIf(!chromiumPath)('checkout with a parcel delivery', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('delivers a parcel in Lyon and pays by card', { timeout: 240_000 }, async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));

    await startOrderAsNewCustomer(page, shopUrl, { phone: '+33644556602', firstName: 'Jules' });
    await giveAddress(page, { address1: '8 rue Paul Bert', zipcode: '69003', city: 'Lyon' });

    await byTestId(page, 'shipping-parcel').waitFor();
    // Outside the bike districts, no bike delivery is offered.
    expect(await page.getByTestId('shipping-bag').filter({ visible: true }).count()).toBe(0);
    await photograph(page, 'checkout-parcel-shipping');
    await byTestId(page, 'shipping-parcel').click();
    await byTestId(page, 'shipping-submit').click();
    await page.waitForURL(/\/timeslot$/);

    const slots = page.locator('[role="radio"]:not([aria-disabled="true"])').filter({ visible: true });
    await slots.first().click();
    await photograph(page, 'checkout-parcel-timeslot');
    await byTestId(page, 'timeslot-submit').click();
    await page.waitForURL(/\/summary$/);
    // A reload on the way: the order is found again by the session (its number is in the path).
    await reload(page);
    await byTestId(page, 'order-address').waitFor();
    await visible(page, '69003 Lyon').waitFor();
    const total = await shownTotal(page);
    await byTestId(page, 'summary-pay').click();
    await page.waitForURL(/\/payment$/);

    // The payment goes through but its answer is lost: the order's status says it is paid.
    let isLost = false;
    await page.route('**/api/v2/storefront/checkout/complete', async (route) => {
      if (isLost) return route.continue();
      isLost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await payByCard(page, '4242424242424242');
    await page.waitForURL(/\/confirmation$/);
    expect(isLost).toBe(true);
    await byTestId(page, 'confirmation-recap').click();
    await page.waitForURL(/\/recap$/);
    await byTestId(page, 'order-total').waitFor();
    expect(await shownTotal(page)).toBe(total);
    expect(failures).toEqual([]);
    await page.close();
  });
});
