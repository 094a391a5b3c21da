import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { viewports } from './support/artifacts';
import {
  byTestId,
  chooseBikeSlotToPayment,
  expectAccessible,
  fillCart,
  giveAddress,
  openCart,
  acceptTerms,
  payByCard,
  photograph,
  shownTotal,
  startOrderAsNewCustomer,
  visible,
  euroCents,
} from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { pdfText } from './support/pdf';
import { journeyShopUrl } from './support/shop';
import { reload, visit } from './support/settle';

/**
 * After the order (issue 14): the customer finds the order in the account, adds the cart's
 * products to it before the cut-off, orders it again, then cancels a second order; the staff move
 * a third one on its way, which the customer can no longer change.
 */
describe.skipIf(!chromiumPath)('orders after the checkout', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** From the cart's « Commander » of a signed-in customer to the confirmation, bike delivery, saved card. */
  async function orderAgainWithSavedCard(page: Page): Promise<string> {
    await openCart(page);
    await page.getByRole('button', { name: 'Commander' }).filter({ visible: true }).first().click();
    await page.waitForURL(/\/information$/);
    const orderId = /order-checkout\/([^/]+)\//.exec(page.url())![1]!;
    await byTestId(page, 'information-submit').click();
    await page.waitForURL(/\/shipping$/);
    await chooseBikeSlotToPayment(page);
    await page
      .getByRole('radio', { name: /•••• 4242/ })
      .filter({ visible: true })
      .first()
      .click();
    await acceptTerms(page);
    await byTestId(page, 'saved-card-pay').click();
    await page.waitForURL(/\/confirmation$/);
    return orderId;
  }

  async function openOrder(page: Page, orderId: string) {
    await visit(page, `${shopUrl}/my-account/orders/${orderId}`);
    await byTestId(page, 'order-status').waitFor();
  }

  it('finds, adds to, reorders and cancels orders', { timeout: 300_000 }, async () => {
    const page: Page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));

    // A first order, paid by card (kept for the next ones).
    const first = await startOrderAsNewCustomer(page, shopUrl, {
      phone: '+33644556690',
      firstName: 'Jeanne',
    });
    await giveAddress(page, { address1: '12 rue Oberkampf', zipcode: '75011', city: 'Paris' });
    await chooseBikeSlotToPayment(page);
    await payByCard(page, '4242 4242 4242 4242', { saveCard: true });
    await page.waitForURL(/\/confirmation$/);

    // The confirmation's e-mail sentence is true: the e-mail with the receipt is in the dev mailbox.
    expect(await byTestId(page, 'confirmation-message').textContent()).toContain(first);
    await expect
      .poll(
        async () => {
          const mailbox = (await (await fetch(`${shopUrl}/api/dev/mail?limit=100`)).json()) as {
            messages: { subject: string; text: string }[];
          };
          return mailbox.messages.find((mail) => mail.subject.includes(first) && mail.text.includes('TVA'));
        },
        { timeout: 30_000 },
      )
      .toBeTruthy();

    // The confirmation leads to the order in the account: scheduled, changeable until the cut-off.
    await byTestId(page, 'see-order').click();
    await page.waitForURL(new RegExp(`/my-account/orders/${first}$`));
    await byTestId(page, 'order-status').waitFor();
    expect(await byTestId(page, 'order-status').textContent()).toBe('Statut : En cours');
    expect(await byTestId(page, 'order-changeable').textContent()).toMatch(
      /^Modifiable ou annulable jusqu’au /,
    );
    await byTestId(page, 'order-total').waitFor();
    const placedTotal = euroCents(await shownTotal(page));
    await photograph(page, 'order-detail');
    await expectAccessible(page);

    // The account lists it.
    await visit(page, `${shopUrl}/my-account`);
    await byTestId(page, 'account-orders').click();
    await page.waitForURL(/\/my-account\/orders$/);
    await byTestId(page, `order-${first}`).waitFor();
    expect(await byTestId(page, `order-${first}`).textContent()).toContain('En cours');
    await photograph(page, 'orders-list');
    await expectAccessible(page);
    // The old path of an order lands on it.
    await visit(page, `${shopUrl}/order-details/${first}`);
    await page.waitForURL(new RegExp(`/my-account/orders/${first}$`));

    // « Ajouter des produits »: the cart's products join the order, paid on the same card.
    await fillCart(page, shopUrl, 800);
    await openOrder(page, first);
    await byTestId(page, 'order-add-confirm').click();
    await byTestId(page, 'order-added').waitFor();
    await expect.poll(async () => euroCents(await shownTotal(page))).toBeGreaterThan(placedTotal);
    expect(await byTestId(page, 'cart-count').textContent()).toBe('0');
    await photograph(page, 'order-added');
    const addedTotal = await shownTotal(page);

    // The receipt: on screen, then its PDF (the order's number and the total paid in its text).
    await page.getByRole('link', { name: 'Voir le ticket' }).filter({ visible: true }).first().click();
    await page.waitForURL(new RegExp(`/my-account/orders/${first}/ticket$`));
    await byTestId(page, 'receipt').waitFor();
    expect(await byTestId(page, 'receipt-number').textContent()).toBe(`Commande n° ${first}`);
    expect(await byTestId(page, 'receipt-total').textContent()).toBe(addedTotal);
    await photograph(page, 'order-ticket');
    await expectAccessible(page);
    // The browser opens the signed link (a download: the PDF comes as an attachment).
    const pdfRequest = page
      .context()
      .waitForEvent('request', (request) =>
        request.url().includes(`/api/v2/storefront/receipts/${first}.pdf?`),
      );
    await byTestId(page, 'receipt-pdf').click();
    const pdfUrl = (await pdfRequest).url();
    const pdf = await fetch(pdfUrl);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain(first);
    expect(text).toContain(addedTotal.replace(/[\u00a0\u202f]/g, ' '));
    for (const opened of page.context().pages()) if (opened !== page) await opened.close();
    await openOrder(page, first);

    // « Commander à nouveau » fills the cart at today's prices.
    await byTestId(page, 'order-buy-again').click();
    await byTestId(page, 'order-bought-again').waitFor();
    await expect
      .poll(async () => Number(await byTestId(page, 'cart-count').textContent()))
      .toBeGreaterThan(0);

    // A second order from that cart, cancelled before its cut-off.
    const second = await orderAgainWithSavedCard(page);
    await openOrder(page, second);
    // A click on the dimmed backdrop closes the sheet; the order stays.
    await byTestId(page, 'order-cancel').click();
    await byTestId(page, 'cancel-sheet').waitFor();
    await page.mouse.click(20, 20);
    await byTestId(page, 'cancel-sheet').waitFor({ state: 'hidden' });
    await byTestId(page, 'order-cancel').click();
    await byTestId(page, 'cancel-sheet').waitFor();
    // By keyboard, the focus stays on the sheet's own buttons, never on the screen-wide backdrop.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focusedText).toBe('Oui, annuler la commande');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText()).toBe('Oui, annuler la commande');
    await photograph(page, 'order-cancel-sheet');
    await expectAccessible(page);
    await byTestId(page, 'order-cancel-confirm').click();
    await byTestId(page, 'order-canceled').waitFor();
    expect(await byTestId(page, 'order-status').textContent()).toBe('Statut : Annulée');
    expect(await page.getByTestId('order-cancel').filter({ visible: true }).count()).toBe(0);
    await photograph(page, 'order-canceled');
    await page.getByRole('link', { name: 'Voir le ticket' }).filter({ visible: true }).first().click();
    await byTestId(page, 'ticket-canceled').waitFor();
    await byTestId(page, 'receipt').waitFor();

    // A third one, which the shop sends on its way: too late to change it.
    await fillCart(page, shopUrl, 2000);
    const third = await orderAgainWithSavedCard(page);
    const moved = await fetch(`${shopUrl}/api/admin/orders/${third}/status`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'delivery' }),
    });
    expect(moved.status).toBe(200);
    await openOrder(page, third);
    expect(await byTestId(page, 'order-status').textContent()).toBe('Statut : En livraison');
    expect(await page.getByTestId('order-cancel').filter({ visible: true }).count()).toBe(0);
    expect(await page.getByTestId('order-add').filter({ visible: true }).count()).toBe(0);

    await visit(page, `${shopUrl}/my-account/orders`);
    await byTestId(page, `order-${third}`).waitFor();
    const rows = await page
      .getByTestId(/^order-R\d+$/)
      .filter({ visible: true })
      .allTextContents();
    expect(rows.map((row) => /R\d{9}/.exec(row)?.[0])).toEqual([third, second, first]);
    await visible(page, 'Annulée').waitFor();

    // Past the first order's cut-off (the shop's clock moved on), adding is refused, then offered no more.
    await fillCart(page, shopUrl, 500);
    await openOrder(page, first);
    await byTestId(page, 'order-add-confirm').waitFor();
    const moveClock = (hours: number) =>
      fetch(`${shopUrl}/api/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hours }),
      });
    expect((await moveClock(49)).status).toBe(200);
    try {
      await byTestId(page, 'order-add-confirm').click();
      await byTestId(page, 'order-add-error').waitFor();
      expect(await byTestId(page, 'order-add-error').textContent()).toContain('Trop tard pour modifier');
      // The order then shows as it now is: no longer changeable.
      await expect.poll(() => page.getByTestId('order-add').filter({ visible: true }).count()).toBe(0);
      await photograph(page, 'order-too-late');
      await reload(page);
      await byTestId(page, 'order-status').waitFor();
      expect(await page.getByTestId('order-add').filter({ visible: true }).count()).toBe(0);
      expect(await page.getByTestId('order-cancel').filter({ visible: true }).count()).toBe(0);
    } finally {
      // The next journeys book slots from the shop's usual morning.
      expect((await moveClock(-49)).status).toBe(200);
    }
    expect(failures).toEqual([]);
    await page.close();
  });
});
