import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath, viewports } from './support/artifacts';
import {
  button,
  byTestId,
  chooseBikeSlotToPayment,
  expectAccessible,
  fillCart,
  giveAddress,
  openCart,
  payByCard,
  photograph,
  shownTotal,
  startOrderAsNewCustomer,
  visible,
} from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { reload, settle, visit } from './support/settle';

/**
 * The checkout end to end (issues 7 and 8): « Commander » sends a visitor to sign in and back to
 * the cart, the order starts, a Paris address gets the bike delivery, a slot, the summary, a card
 * payment, the confirmation, the recap (same total), the newsletter and the end.
 */
describe.skipIf(!chromiumPath)('checkout with a bike delivery slot', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Issue 40: the confirmation e-mail, as the dev mailbox shows it, at a phone's and a laptop's
   * widths: the shop's logo loaded, a button to the order's page, the help contact.
   */
  async function lookAtConfirmationMail(email: string, orderId: string) {
    const mailbox = `${shopUrl}/api/dev/mail/html?to=${encodeURIComponent(email)}`;
    await expect
      .poll(async () => (await fetch(mailbox)).status, { timeout: 30_000, interval: 500 })
      .toBe(200);
    const mail = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    await visit(mail, mailbox);
    await mail.getByRole('heading', { name: /votre commande est confirmée/ }).waitFor();
    expect(await mail.locator('img').evaluate((logo: HTMLImageElement) => logo.naturalWidth)).toBe(192);
    const orderLink = mail.getByRole('link', { name: 'Voir ma commande' });
    expect(await orderLink.getAttribute('href')).toMatch(new RegExp(`/my-account/orders/${orderId}$`));
    expect(await mail.getByRole('link', { name: 'bonjour@sillon.example' }).getAttribute('href')).toBe(
      'mailto:bonjour@sillon.example',
    );
    for (const [size, width] of [
      ['phone', 390],
      ['desktop', 1366],
    ] as const) {
      await mail.setViewportSize({ width, height: 900 });
      // Nothing wider than the screen: the receipt's table fits a phone.
      expect(await mail.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await mail.screenshot({ path: screenshotPath(`mail-order-confirmation-${size}`), fullPage: true });
    }
    await mail.close();
  }

  it('orders with a bike slot and pays by card', { timeout: 240_000 }, async () => {
    const page: Page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));

    const orderId = await startOrderAsNewCustomer(page, shopUrl, {
      phone: '+33644556601',
      firstName: 'Inès',
    });
    await visible(page, 'Où livrons-nous votre commande ?').waitFor();
    expect(await page.title()).toBe('Adresse de livraison · Sillon');
    expect(await byTestId(page, 'step-current').getAttribute('aria-label')).toBe('Étape 1 sur 5 : Adresse');

    // Inline validation from the domain, before anything is sent.
    await byTestId(page, 'information-zipcode').fill('7501');
    await byTestId(page, 'information-address1').fill('');
    await byTestId(page, 'information-submit').click();
    await visible(page, 'Ceci ne ressemble pas à un code postal').waitFor();
    await visible(page, 'Ce champ est obligatoire').waitFor();
    // Each field is described by its own error (WCAG 3.3.1), read again when it takes focus.
    const zipcode = byTestId(page, 'information-zipcode');
    expect(await zipcode.getAttribute('aria-invalid')).toBe('true');
    const described = await zipcode.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(
      'Ceci ne ressemble pas à un code postal',
    );
    expect(await page.getByRole('textbox', { name: 'Code postal' }).getAttribute('aria-describedby')).toBe(
      described,
    );
    await photograph(page, 'checkout-information-errors');

    // Corsica is outside the delivered zone (spec §8): the served zones, and back to the address.
    await byTestId(page, 'information-address1').fill('1 cours Napoléon');
    await byTestId(page, 'information-zipcode').fill('20000');
    await expect.poll(() => byTestId(page, 'information-city').inputValue()).toBe('Ajaccio');
    // The browser's autofill knows the town's field as one (WCAG 1.3.5).
    expect(await byTestId(page, 'information-city').getAttribute('autocomplete')).toBe('address-level2');
    await byTestId(page, 'information-submit').click();
    await byTestId(page, 'zones-sheet').waitFor();
    // One dialog, named by the sheet's title (React Native Web's modal is one: the sheet adds none).
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.getByRole('dialog', { name: 'Adresse non desservie' }).waitFor();
    await button(page, 'Voir les zones desservies').click();
    await byTestId(page, 'served-zones').waitFor();
    await photograph(page, 'checkout-information-outside-zone');
    await button(page, 'Modifier mon adresse').click();
    await expect.poll(() => page.getByTestId('zones-sheet').filter({ visible: true }).count()).toBe(0);
    await expectAccessible(page);

    // Issue 40: the street typed, addresses suggested; the one chosen fills the postal code and city.
    // The street is a combobox: it names the list it opens and the suggestion the arrows reach.
    await byTestId(page, 'information-fullname').fill('Inès Durand');
    const street = page.getByRole('combobox', { name: 'Adresse', exact: true }).filter({ visible: true });
    expect(await street.getAttribute('aria-expanded')).toBe('false');
    await street.fill('12 rue oberk');
    const suggestions = page.getByRole('option').filter({ visible: true });
    await suggestions
      .filter({ hasText: /^12 Rue Oberkampf/ })
      .first()
      .waitFor();
    expect(await street.getAttribute('aria-expanded')).toBe('true');
    const listbox = page.locator(`[id="${await street.getAttribute('aria-controls')}"]`);
    expect(await listbox.getAttribute('role')).toBe('listbox');
    expect(await listbox.getAttribute('aria-label')).toBe('Adresses suggérées');
    // Screen readers hear that the list is there, below the street's field that keeps the focus.
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ adresses? suggérées? sous le champ$/ })
      .waitFor();
    await street.press('ArrowDown');
    expect(await street.getAttribute('aria-activedescendant')).toBe(
      await suggestions.first().getAttribute('id'),
    );
    expect(await suggestions.first().getAttribute('aria-selected')).toBe('true');
    await photograph(page, 'checkout-information-suggestions');
    await expectAccessible(page);
    // Escape closes the list; typed on, it opens again, and Enter chooses the suggestion reached.
    await street.press('Escape');
    await expect.poll(() => street.getAttribute('aria-expanded')).toBe('false');
    expect(await suggestions.count()).toBe(0);
    await street.press('a');
    await suggestions.first().waitFor();
    expect(await street.getAttribute('aria-activedescendant')).toBeNull();
    const chosen =
      (await suggestions
        .filter({ hasText: /^12 Rue Oberkampf/ })
        .first()
        .textContent()) ?? '';
    const steps = (await suggestions.allTextContents()).indexOf(chosen) + 1;
    for (let step = 0; step < steps; step += 1) await street.press('ArrowDown');
    await street.press('Enter');
    await expect.poll(() => byTestId(page, 'information-zipcode').inputValue()).toBe('75011');
    await expect.poll(() => byTestId(page, 'information-city').inputValue()).toBe('Paris');
    expect(await byTestId(page, 'information-address1').inputValue()).toBe('12 Rue Oberkampf');
    // The list chosen from is gone: the focus goes on to the field after those it filled (WCAG 2.4.3).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'information-address2',
    );
    await byTestId(page, 'information-deliveryInstructions').fill('Code 4B12\n3e étage, porte gauche');
    await expect.poll(() => byTestId(page, 'information-email').inputValue()).toMatch(/@example\.fr$/);
    const email = await byTestId(page, 'information-email').inputValue();
    await giveAddress(
      page,
      { address1: '12 Rue Oberkampf', zipcode: '75011', city: 'Paris' },
      'checkout-information',
    );

    // Step 2: the methods for a Paris address, the bike among them.
    await byTestId(page, 'shipping-bag').waitFor();
    expect(await byTestId(page, 'step-current').getAttribute('aria-label')).toBe('Étape 2 sur 5 : Livraison');
    await photograph(page, 'checkout-shipping');
    await expectAccessible(page);
    await byTestId(page, 'shipping-bag').click();
    await byTestId(page, 'shipping-submit').click();
    await page.waitForURL(/\/timeslot$/);

    // Step 3: a day, then a slot that is not full.
    const slots = page.locator('[role="radio"]:not([aria-disabled="true"])').filter({ visible: true });
    await slots.first().waitFor();
    expect(await byTestId(page, 'step-current').getAttribute('aria-label')).toBe('Étape 3 sur 5 : Créneau');
    await slots.first().click();
    await photograph(page, 'checkout-timeslot');
    await expectAccessible(page);
    await byTestId(page, 'timeslot-submit').click();
    await page.waitForURL(/\/summary$/);
    await byTestId(page, 'order-slot').waitFor();

    // The basket changed during checkout (a product added from the cart): the server drops the
    // delivery, and the step after it sends the customer back to choose it again, saying why.
    const summaryUrl = page.url();
    await visit(page, `${shopUrl}/cart`);
    const synced = page.waitForResponse(
      (response) => response.url().includes('/storefront/cart/set_items') && response.ok(),
    );
    await page
      .getByRole('button', { name: /^Ajouter une unité d(e |’)/ })
      .filter({ visible: true })
      .first()
      .click();
    await synced;
    await visit(page, summaryUrl);
    await page.waitForURL(/\/shipping$/);
    await byTestId(page, 'delivery-dropped').waitFor();
    expect(await byTestId(page, 'step-current').getAttribute('aria-label')).toBe('Étape 2 sur 5 : Livraison');
    await photograph(page, 'checkout-delivery-dropped');
    await byTestId(page, 'shipping-bag').click();
    await byTestId(page, 'shipping-submit').click();
    await page.waitForURL(/\/timeslot$/);
    await slots.first().waitFor();
    await slots.first().click();
    await byTestId(page, 'timeslot-submit').click();
    await page.waitForURL(/\/summary$/);

    // Step 4: the server's figures.
    await byTestId(page, 'order-total').waitFor();
    await byTestId(page, 'order-slot').waitFor();
    expect(await byTestId(page, 'order-delivery-instructions').textContent()).toMatch(
      /^Instructions : Code 4B12\s+3e étage, porte gauche$/,
    );
    const total = await shownTotal(page);
    expect(total).toMatch(/€$/);
    await photograph(page, 'checkout-summary');
    await expectAccessible(page);
    await byTestId(page, 'summary-pay').click();
    await page.waitForURL(/\/payment$/);

    // Step 5: a card that goes through.
    await byTestId(page, 'payment-amount').waitFor();
    expect(await byTestId(page, 'payment-amount').textContent()).toBe(`Montant à payer : ${total}`);
    await byTestId(page, 'card-submit').click();
    await visible(page, 'Ce champ est requis').waitFor();
    await photograph(page, 'checkout-payment-errors');
    await expectAccessible(page);
    // Once the order is placed, the checkout's steps under the confirmation ask nothing more of it.
    const askedAfterPayment: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && response.url().includes('/api/v2/storefront/'))
        askedAfterPayment.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    await payByCard(page, '4242 4242 4242 4242', { saveCard: true });
    await page.waitForURL(/\/confirmation$/);
    await visible(page, 'Merci !').waitFor();
    expect(await byTestId(page, 'confirmation-message').textContent()).toBe(
      `Votre commande n° ${orderId} est confirmée.`,
    );
    await photograph(page, 'checkout-confirmation');
    await expectAccessible(page);
    await lookAtConfirmationMail(email, orderId);
    // The cart was emptied.
    expect(await byTestId(page, 'cart-count').textContent()).toBe('0');
    // The customer comes back to the tab (after reading the e-mail): what the screen shows is asked again.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await settle(page);
    expect(askedAfterPayment).toEqual([]);

    await byTestId(page, 'confirmation-recap').click();
    await page.waitForURL(/\/recap$/);
    await byTestId(page, 'order-total').waitFor();
    expect(await shownTotal(page)).toBe(total);
    await photograph(page, 'checkout-recap');
    await expectAccessible(page);
    // A reload keeps the paid order: the customer's account has it.
    await reload(page);
    await byTestId(page, 'order-total').waitFor();
    expect(await shownTotal(page)).toBe(total);
    await visible(page, 'Livraison à vélo').waitFor();

    await byTestId(page, 'recap-continue').click();
    await page.waitForURL(/\/newsletter-optin$/);
    await photograph(page, 'checkout-newsletter-optin');
    await button(page, 'Oui, chaque semaine').click();
    await page.waitForURL(/\/all-done$/);
    await visible(page, 'À très bientôt !').waitFor();
    await photograph(page, 'checkout-all-done');

    // Shopping again: a new cart on the server, priced as before.
    await byTestId(page, 'all-done-home').click();
    await page.waitForURL(`${shopUrl}/`);
    await fillCart(page, shopUrl, 2000);
    await openCart(page);
    await byTestId(page, 'cart-total').waitFor();

    // A second order, paid with the card saved by the first one.
    await button(page, 'Commander').click();
    await page.waitForURL(/\/information$/);
    await byTestId(page, 'information-submit').click();
    await page.waitForURL(/\/shipping$/);
    // By keyboard, as a native radio group: the arrows move to the next mode and choose it, back
    // again; Space chooses.
    const bike = byTestId(page, 'shipping-bag');
    const checked = (locator: Locator) => locator.getAttribute('aria-checked');
    await bike.focus();
    await page.keyboard.press('ArrowDown');
    expect(await checked(bike)).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await checked(bike)).toBe('true');
    await chooseBikeSlotToPayment(page);
    const savedCard = page
      .getByRole('radio', { name: /•••• 4242/ })
      .filter({ visible: true })
      .first();
    await savedCard.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => checked(savedCard)).toBe('true');
    // The CGV's box ticks with Space too (Enter alone did; a Space left it unticked).
    await byTestId(page, 'terms-version').waitFor();
    const terms = byTestId(page, 'terms-accept');
    expect(await checked(terms)).toBe('false');
    await terms.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => checked(terms)).toBe('true');
    await photograph(page, 'checkout-payment-saved-card');
    await byTestId(page, 'saved-card-pay').click();
    await page.waitForURL(/\/confirmation$/);
    expect(failures).toEqual([]);
    await page.close();
  });
});
