import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { viewports } from './support/artifacts';
import {
  button,
  byTestId,
  chooseBikeSlotToPayment,
  fillCart,
  giveAddress,
  payByCard,
  photograph,
  shownTotal,
  startOrderAsNewCustomer,
  euroCents,
} from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { signInToBackOffice, staffCookie } from './support/staff';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

const THREE_D_SECURE_CARD = '4000 0027 6000 3184';

/**
 * The order's money on Stripe's path (issue 37): an order paid with a card that asks for 3-D
 * Secure on every payment; products added to it after passing the challenge again; the staff
 * prepare it (the money is taken then), then cancel it: the customer's order page and the back
 * office show what was taken and given back.
 */
describe.skipIf(!chromiumPath)('the money of an order after its checkout', () => {
  const shopUrl = journeyShopUrl();
  const admin = inject('staffAdmin');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const staffPost = async (cookie: string, path: string, body: object) =>
    fetch(`${shopUrl}/api/staff/orders/${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function openOrder(page: Page, number: string) {
    await visit(page, `${shopUrl}/my-account/orders/${number}`);
    await byTestId(page, 'order-status').waitFor();
  }

  it(
    'adds to a 3-D Secure order after the challenge, takes the money at preparation, refunds it on cancel',
    {
      timeout: 300_000,
    },
    async () => {
      const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));

      const number = await startOrderAsNewCustomer(page, shopUrl, {
        phone: '+33644556712',
        firstName: 'Inès',
      });
      await giveAddress(page, { address1: '12 rue Oberkampf', zipcode: '75011', city: 'Paris' });
      await chooseBikeSlotToPayment(page);
      await payByCard(page, THREE_D_SECURE_CARD);
      await byTestId(page, 'three-d-secure-sheet').waitFor();
      await button(page, 'Valider').click();
      await page.waitForURL(/\/confirmation$/);

      // « Ajouter à ma commande »: the bank asks again, the customer passes, the products join.
      await openOrder(page, number);
      const placed = euroCents(await shownTotal(page));
      await fillCart(page, shopUrl, 600);
      await openOrder(page, number);
      await byTestId(page, 'order-add-confirm').click();
      await byTestId(page, 'three-d-secure-sheet').waitFor();
      await photograph(page, 'order-add-three-d-secure');
      await button(page, 'Valider').click();
      await byTestId(page, 'order-added').waitFor();
      await expect.poll(async () => euroCents(await shownTotal(page))).toBeGreaterThan(placed);

      // The staff prepare it (the money is taken: all of it, nothing was short), then cancel it.
      const cookie = await staffCookie(shopUrl, admin);
      expect((await staffPost(cookie, `${number}/prepared`, { prepared: true })).status).toBe(200);
      const canceled = await staffPost(cookie, `${number}/cancel`, {});
      expect(canceled.status, await canceled.clone().text()).toBe(200);

      // The customer's order page says what was taken and given back, and when: all that was taken
      // (« Encaissé ») is given back (« Remboursé le … »); a hold not taken yet is released.
      const moved = async () => {
        await openOrder(page, number);
        const box = page.getByTestId('order-money-moved').filter({ visible: true });
        return (await box.count()) > 0 ? ((await box.first().textContent()) ?? '') : '';
      };
      const allGivenBack = (text: string) => {
        const taken = /^Encaissé(.*)Remboursé le /.exec(text)?.[1];
        return taken !== undefined && taken.length > 0 && text.endsWith(taken);
      };
      await expect.poll(async () => allGivenBack(await moved()), { timeout: 30_000 }).toBe(true);
      expect(euroCents((await moved()).split('Remboursé')[0]!)).toBeGreaterThan(0);
      expect(await byTestId(page, 'order-status').textContent()).toBe('Statut : Annulée');
      await photograph(page, 'order-refunded');

      // The back office shows it too.
      const staff = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
      await signInToBackOffice(staff, shopUrl, admin);
      await visit(staff, `${shopUrl}/back-office/orders/${number}/show`);
      await staff.getByRole('heading', { name: `Commande ${number}` }).waitFor();
      await staff.getByText(/^Remboursé : /).waitFor();
      await staff.getByText(/^Encaissé : /).waitFor();
      await staff.close();
      expect(failures).toEqual([]);
      await page.close();
    },
  );
});
