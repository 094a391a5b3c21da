import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { viewports } from './support/artifacts';
import {
  button,
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
} from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';

/**
 * The checkout end to end (issues 7 and 8): « Commander » sends a visitor to sign in and back to
 * the cart, the order starts, a Paris address gets the bike delivery, a slot, the summary, a card
 * payment, the confirmation, the recap (same total), the newsletter and the end.
 */
describe.skipIf(!chromiumPath)('checkout with a bike delivery slot', () => {
  const shopUrl = inject('shopUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

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
    await photograph(page, 'checkout-information-errors');

    // Corsica is outside the delivered zone (spec §8): the served zones, and back to the address.
    await byTestId(page, 'information-address1').fill('1 cours Napoléon');
    await byTestId(page, 'information-zipcode').fill('20000');
    await expect.poll(() => byTestId(page, 'information-city').inputValue()).toBe('Ajaccio');
    await byTestId(page, 'information-submit').click();
    await byTestId(page, 'zones-sheet').waitFor();
    await button(page, 'Voir les zones desservies').click();
    await byTestId(page, 'served-zones').waitFor();
    await photograph(page, 'checkout-information-outside-zone');
    await button(page, 'Modifier mon adresse').click();
    await expect.poll(() => page.getByTestId('zones-sheet').filter({ visible: true }).count()).toBe(0);
    await expectAccessible(page);

    await giveAddress(
      page,
      { fullname: 'Inès Durand', address1: '12 rue Oberkampf', zipcode: '75011', city: 'Paris' },
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

    // Step 4: the server's figures.
    await byTestId(page, 'order-total').waitFor();
    await byTestId(page, 'order-slot').waitFor();
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
    await payByCard(page, '4242 4242 4242 4242', { saveCard: true });
    await page.waitForURL(/\/confirmation$/);
    await visible(page, 'Merci !').waitFor();
    expect(await byTestId(page, 'confirmation-message').textContent()).toBe(
      `Votre commande n° ${orderId} est confirmée.`,
    );
    await photograph(page, 'checkout-confirmation');
    await expectAccessible(page);
    // The cart was emptied.
    expect(await byTestId(page, 'cart-count').textContent()).toBe('0');

    await byTestId(page, 'confirmation-recap').click();
    await page.waitForURL(/\/recap$/);
    await byTestId(page, 'order-total').waitFor();
    expect(await shownTotal(page)).toBe(total);
    await photograph(page, 'checkout-recap');
    await expectAccessible(page);
    // A reload keeps the paid order: the customer's account has it.
    await page.reload({ waitUntil: 'networkidle' });
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
    await chooseBikeSlotToPayment(page);
    const savedCard = page
      .getByRole('radio', { name: /•••• 4242/ })
      .filter({ visible: true })
      .first();
    await savedCard.click();
    await acceptTerms(page);
    await photograph(page, 'checkout-payment-saved-card');
    await byTestId(page, 'saved-card-pay').click();
    await page.waitForURL(/\/confirmation$/);
    expect(failures).toEqual([]);
    await page.close();
  });
});
