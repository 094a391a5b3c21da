import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOnTheShop, storefrontAccount } from './support/account';
import { viewports } from './support/artifacts';
import {
  button,
  byTestId,
  chooseBikeSlotToPayment,
  euros,
  expectAccessible,
  fillCart,
  giveAddress,
  openCart,
  payByCard,
  photograph,
  visible,
} from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { signUpCustomer } from './support/customers';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

/**
 * The customer's account (issue 15): the hub and its banner, « Mes informations » (an e-mail
 * already used is refused, another one saved), the newsletter, a voucher added and used in the
 * cart, the referral code read by one customer and entered by another (who gets the referee's
 * discount), the data export holding the orders, and the account's deletion (signed out, the
 * number refused until the erasure, then free for a new account).
 */
describe.skipIf(!chromiumPath)('the customer’s account', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;
  const camille = { phone: '+33645151501', firstName: 'Camille' };
  const bastien = { phone: '+33645151502', firstName: 'Bastien' };
  const emailOf = (customer: { phone: string; firstName: string }) =>
    `${customer.firstName.toLowerCase()}.${customer.phone.slice(-4)}@example.fr`;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(context: BrowserContext, failures: string[]): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => failures.push(error.message));
    return page;
  }

  /** The section's screen at both sizes, then axe on it. */
  async function look(page: Page, name: string) {
    await photograph(page, name);
    await expectAccessible(page);
  }

  it('edits, chooses, shares, exports and deletes', { timeout: 420_000 }, async () => {
    const camilleToken = await signUpCustomer(shopUrl, camille.phone, camille.firstName);
    const bastienToken = await signUpCustomer(shopUrl, bastien.phone, bastien.firstName);
    const failures: string[] = [];
    const context = await browser.newContext({
      viewport: viewports.phone,
      locale: 'fr-FR',
      acceptDownloads: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shopUrl });
    const page = await newPage(context, failures);

    // The hub: first name, the lead's banner (staff data), every section.
    await page.waitForTimeout(6000); // the API asked for a code a moment ago: the resend delay
    await signInOnTheShop(page, shopUrl, camille.phone);
    await page.waitForURL(/\/my-account$/);
    await visible(page, 'Bonjour Camille').waitFor();
    await byTestId(page, 'account-banner').waitFor();
    expect(await byTestId(page, 'account-banner').textContent()).toContain(
      '10\u00a0€ offerts sur votre première commande',
    );
    for (const section of [
      'my-info',
      'account-orders',
      'communications',
      'vouchers',
      'referral',
      'privacy',
    ]) {
      await byTestId(page, section.startsWith('account-') ? section : `account-${section}`).waitFor();
    }
    await look(page, 'account-hub');

    // Home shows the same banner; dismissed, it stays hidden for the session.
    await page
      .getByRole('link', { name: 'Sillon, retour à l’accueil' })
      .filter({ visible: true })
      .first()
      .click();
    await byTestId(page, 'account-banner').waitFor();
    await look(page, 'account-home-banner');
    await byTestId(page, 'account-banner-dismiss').click();
    await expect.poll(() => page.getByTestId('account-banner').filter({ visible: true }).count()).toBe(0);
    await page.getByTestId('account-link').filter({ visible: true }).click();
    await visible(page, 'Bonjour Camille').waitFor();
    expect(await page.getByTestId('account-banner').filter({ visible: true }).count()).toBe(0);

    // My info: an e-mail another account has is refused under its field; a new one is saved.
    await byTestId(page, 'account-my-info').click();
    await page.waitForURL(/\/my-account\/my-info$/);
    await expect.poll(() => byTestId(page, 'my-info-email').inputValue()).toBe(emailOf(camille));
    expect(await byTestId(page, 'my-info-city').inputValue()).toBe('Paris');
    await look(page, 'account-my-info');
    await byTestId(page, 'my-info-email').fill(emailOf(bastien));
    await byTestId(page, 'my-info-save').click();
    await visible(page, 'Cette adresse e-mail est déjà utilisée par un autre compte.').waitFor();
    await look(page, 'account-my-info-email-used');
    await byTestId(page, 'my-info-email').fill('camille.durand@example.fr');
    // The postal code fills in its city; the customer, pressing into it, types over it, never after it.
    await byTestId(page, 'my-info-zipcode').fill('69001');
    await expect.poll(() => byTestId(page, 'my-info-city').inputValue()).toBe('Lyon');
    await byTestId(page, 'my-info-city').click();
    // Typed once the field selected its city, as a customer sees it (a loaded machine is slower).
    await expect
      .poll(() =>
        byTestId(page, 'my-info-city').evaluate(
          (input: HTMLInputElement) => (input.selectionEnd ?? 0) - (input.selectionStart ?? 0),
        ),
      )
      .toBe('Lyon'.length);
    await byTestId(page, 'my-info-city').pressSequentially('Lyon');
    expect(await byTestId(page, 'my-info-city').inputValue()).toBe('Lyon');
    // Typing the city as soon as the postal code is typed, before its commune comes: it stays theirs.
    await byTestId(page, 'my-info-city').fill('');
    await byTestId(page, 'my-info-zipcode').fill('33000');
    await byTestId(page, 'my-info-city').click();
    await byTestId(page, 'my-info-city').pressSequentially('Bordeaux', { delay: 50 });
    await byTestId(page, 'my-info-zipcode').click();
    await page.waitForTimeout(500);
    expect(await byTestId(page, 'my-info-city').inputValue()).toBe('Bordeaux');
    // A city the postal code does not hold is refused, as the checkout would refuse it.
    await byTestId(page, 'my-info-zipcode').fill('13001');
    await expect.poll(() => byTestId(page, 'my-info-city').inputValue()).toBe('Marseille');
    await byTestId(page, 'my-info-city').fill('Paris');
    await byTestId(page, 'my-info-save').click();
    await visible(page, /^Nous ne trouvons pas cette ville pour ce code postal/).waitFor();
    await look(page, 'account-my-info-city-refused');
    await byTestId(page, 'my-info-zipcode').fill('75011');
    await byTestId(page, 'my-info-city').fill('Paris');
    await byTestId(page, 'my-info-firstName').fill('Camille-Anne');
    await byTestId(page, 'my-info-address1').fill('8 rue Oberkampf');
    await byTestId(page, 'my-info-save').click();
    await byTestId(page, 'my-info-saved').waitFor();
    await look(page, 'account-my-info-saved');
    const afterEdit = await storefrontAccount(shopUrl, camilleToken);
    expect(afterEdit).toMatchObject({ email: 'camille.durand@example.fr', firstname: 'Camille-Anne' });
    expect(afterEdit['delivery_address']).toMatchObject({ address1: '8 rue Oberkampf', zipcode: '75011' });

    // Communications: the newsletter monthly, confirmed on screen and kept by the server.
    await visit(page, `${shopUrl}/my-account/communications`);
    await byTestId(page, 'newsletter-monthly').click();
    await visible(page, 'C’est noté : la newsletter vous arrivera chaque mois.').waitFor();
    // The saved account reaches the screen's cache a moment after the confirmation.
    await expect.poll(() => byTestId(page, 'newsletter-monthly').getAttribute('aria-checked')).toBe('true');
    // The web offers no notifications: the page says they are on the phone apps, with nothing ticked.
    expect(await byTestId(page, 'notifications-apps-only').textContent()).toContain(
      'l’application Sillon pour iPhone et Android',
    );
    expect(await page.getByTestId('notifications-opt-in').count()).toBe(0);
    await look(page, 'account-communications');
    expect((await storefrontAccount(shopUrl, camilleToken))['newsletter']).toBe('monthly');

    // Vouchers: §8's refusals, two codes added (typed in lower case), one used in the cart.
    await fillCart(page, shopUrl, 3500);
    await visit(page, `${shopUrl}/my-account/vouchers`);
    await byTestId(page, 'vouchers-empty').waitFor();
    await look(page, 'account-vouchers-empty');
    const addCode = async (typed: string) => {
      await byTestId(page, 'voucher-code').fill('');
      await byTestId(page, 'voucher-code').pressSequentially(typed);
      await byTestId(page, 'voucher-add').click();
    };
    await addCode('noel2023');
    await visible(page, 'Ce code n’est plus valable : sa date de validité est dépassée.').waitFor();
    await addCode('inconnu42');
    await visible(page, 'Ce code n’existe pas ou n’est pas valide.').waitFor();
    await addCode('printemps5');
    await visible(page, 'Le code PRINTEMPS5 est ajouté à votre compte.').waitFor();
    await addCode('bienvenue10');
    await visible(page, 'Le code BIENVENUE10 est ajouté à votre compte.').waitFor();
    await byTestId(page, 'voucher-PRINTEMPS5').waitFor();
    expect(await byTestId(page, 'voucher-PRINTEMPS5').textContent()).toContain(`Dès ${euros(3000)} d’achats`);
    expect(await byTestId(page, 'voucher-PRINTEMPS5').textContent()).toContain(
      'Valable du 1er janvier 2025 au 31 décembre 2030',
    );
    await look(page, 'account-vouchers');
    await byTestId(page, 'voucher-use-PRINTEMPS5').click();
    await page.waitForURL(/\/cart$/);
    await expect
      .poll(() => byTestId(page, 'voucher-applied').textContent(), { timeout: 15_000 })
      .toContain('Code PRINTEMPS5 appliqué');
    await expect.poll(() => byTestId(page, 'cart-totals').textContent()).toMatch(/5 € dès 30 €−5,00/);
    await look(page, 'account-voucher-in-cart');

    // Referral: the own code, what each side gets, copied to share.
    await visit(page, `${shopUrl}/my-account/referral`);
    await byTestId(page, 'referral-code').waitFor();
    const referralCode = (await byTestId(page, 'referral-code').textContent())!.trim();
    expect(referralCode).toMatch(/^[A-Z0-9-]{6,}$/);
    await visible(page, /Votre ami reçoit 10,00\s€ sur sa première commande/).waitFor();
    // What the code's page shows of them is said before they share it.
    await visible(page, /montre à votre ami vos produits préférés/).waitFor();
    await byTestId(page, 'referral-none').waitFor();
    await byTestId(page, 'referral-copy').click();
    await byTestId(page, 'referral-copied').waitFor();
    // The invitation copied leads with the welcome page's link, then the code.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      `${shopUrl}/parrainage/${referralCode} (ou saisissez mon code ${referralCode} dans votre panier)`,
    );
    await look(page, 'account-referral');

    // A second customer enters it and gets the referee's discount in their cart.
    const bastienContext = await browser.newContext({ viewport: viewports.phone, locale: 'fr-FR' });
    const bastienPage = await newPage(bastienContext, failures);
    await signInOnTheShop(bastienPage, shopUrl, bastien.phone, '/my-account/vouchers');
    await bastienPage.waitForURL(/\/my-account\/vouchers$/);
    await byTestId(bastienPage, 'voucher-code').pressSequentially(referralCode.toLowerCase());
    await byTestId(bastienPage, 'voucher-add').click();
    await visible(bastienPage, `Le code de parrainage ${referralCode} est enregistré.`).waitFor();
    await byTestId(bastienPage, `voucher-${referralCode}`).waitFor();
    expect(await byTestId(bastienPage, `voucher-${referralCode}`).textContent()).toContain(
      'Appliqué de lui-même à votre première commande',
    );
    await look(bastienPage, 'account-vouchers-referral');
    await fillCart(bastienPage, shopUrl, 2500);
    await openCart(bastienPage);
    await expect.poll(() => byTestId(bastienPage, 'cart-totals').textContent()).toMatch(/Parrainage−10,00/);
    await look(bastienPage, 'account-referee-cart');
    expect((await storefrontAccount(shopUrl, bastienToken))['referrer']).toMatchObject({
      referral_code: referralCode,
    });
    await bastienContext.close();

    // Camille sees her referral counted.
    await visit(page, `${shopUrl}/my-account/referral`);
    await expect.poll(() => byTestId(page, 'referral-results').textContent()).toContain('1 ami parrainé');
    await look(page, 'account-referral-counted');

    // An order, with the voucher chosen, then the data export holds it.
    await openCart(page);
    await button(page, 'Commander').click();
    await page.waitForURL(/\/information$/);
    const orderId = /order-checkout\/([^/]+)\//.exec(page.url())![1]!;
    await giveAddress(page, { address1: '8 rue Oberkampf', zipcode: '75011', city: 'Paris' });
    await chooseBikeSlotToPayment(page);
    await payByCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/confirmation$/);

    await visit(page, `${shopUrl}/my-account/privacy`);
    await byTestId(page, 'privacy-export').waitFor();
    await look(page, 'account-privacy');
    const downloading = page.waitForEvent('download');
    await byTestId(page, 'privacy-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^sillon-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      profile: { email: string };
      orders: { data: { attributes: { number: string } } }[];
      consents: { newsletter: { value: string } };
    };
    expect(exported.profile.email).toBe('camille.durand@example.fr');
    expect(exported.orders.map((order) => order.data.attributes.number)).toContain(orderId);
    expect(exported.consents.newsletter.value).toBe('monthly');
    await byTestId(page, 'privacy-exported').waitFor();

    // Deletion: what happens and when, said first; then closed, signed out, the number refused.
    await byTestId(page, 'privacy-delete').click();
    await byTestId(page, 'deletion-sheet').waitFor();
    await visible(
      page,
      'Sous 30 jours : vos données personnelles sont effacées ou rendues anonymes.',
    ).waitFor();
    await visible(page, /^Une commande en cours est préparée, livrée et payée comme prévu\./).waitFor();
    await look(page, 'account-deletion-sheet');
    await byTestId(page, 'deletion-confirm').click();
    await byTestId(page, 'account-closed').waitFor();
    await visible(
      page,
      /Vos données personnelles seront effacées le \d{1,2}(?:er)? \p{L}+ \d{4}\./u,
    ).waitFor();
    await page.locator('[data-testid="account-link"][href="/pre-login"]').filter({ visible: true }).waitFor();
    await look(page, 'account-closed');
    // The e-mail the screen speaks of is sent, to the account's address.
    await expect
      .poll(
        async () => {
          const mailbox = (await (await fetch(`${shopUrl}/api/dev/mail?limit=100`)).json()) as {
            messages: { to: string; subject: string }[];
          };
          return mailbox.messages.some(
            (mail) => mail.to === 'camille.durand@example.fr' && mail.subject.includes('fermé'),
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await signInOnTheShop(page, shopUrl, camille.phone);
    await page.getByTestId('auth-error').filter({ visible: true, hasText: 'Compte supprimé' }).waitFor();
    await photograph(page, 'account-closed-sign-in');
    expect(page.url()).toMatch(/\/login/);

    // Once the 30 days are over, the erasure job has run: the number makes a new, empty account.
    for (let step = 0; step < 2; step += 1) {
      const moved = await fetch(`${shopUrl}/api/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hours: 372 }),
      });
      expect(moved.status).toBe(200);
    }
    try {
      await expect
        .poll(
          async () => {
            await page.waitForTimeout(6000);
            await signInOnTheShop(page, shopUrl, camille.phone);
            await Promise.race([
              visible(page, 'Créez votre compte').waitFor({ timeout: 10_000 }),
              page.getByTestId('auth-error').filter({ visible: true }).first().waitFor({ timeout: 10_000 }),
            ]).catch(() => undefined);
            return visible(page, 'Créez votre compte').isVisible();
          },
          { timeout: 90_000, interval: 1000 },
        )
        .toBe(true);
    } finally {
      // The other journeys run on the shop's usual day.
      for (let step = 0; step < 2; step += 1) {
        await fetch(`${shopUrl}/api/dev/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ hours: -372 }),
        });
      }
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});
