import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshotPath, viewports } from './support/artifacts';
import { chromiumPath, launchChromium } from './support/chromium';
import { addUntil } from './support/checkout';
import { accountCall, latestCode, signUpCustomer } from './support/customers';
import { journeyShopUrl } from './support/shop';
import { staffCookie } from './support/staff';
import { visit } from './support/settle';

/**
 * The cart screen (issue 7, first slice): lines, gifts unlocking at the promotion's threshold and
 * locking again, vouchers with the server's French reason, totals computed by the server.
 */
describe.skipIf(!chromiumPath)('the cart', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const euros = (cents: number) =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const savedCart = (page: Page) =>
    page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('cart') ?? '{}') as {
          products: { id: string; priceCents: number; quantity: number }[];
        },
    );
  const linesTotal = async (page: Page) =>
    (await savedCart(page)).products.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const total = (page: Page) => page.getByTestId('cart-total').filter({ visible: true }).textContent();
  const settled = (page: Page) =>
    expect.poll(() => page.getByText('Calcul des montants…').filter({ visible: true }).count()).toBe(0);

  it('unlocks a gift at its threshold, locks it again below, and prices vouchers on the server', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await visit(page, `${shopUrl}/p/fruits-et-legumes-1`);
    await page
      .getByRole('button', { name: /^Ajouter .* au panier$/ })
      .filter({ visible: true })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('cart-count').filter({ visible: true }).textContent()).toBe('1');
    // Screen readers hear it (WCAG 4.1.3): the « + » pressed has become the card's stepper, whose
    // own « + » takes the focus (it would fall to the page's start).
    expect(await page.getByRole('status').filter({ hasText: 'Panier 1 article' }).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Ajouter une unité d(e |’)/,
    );

    await page.getByTestId('cart-button').filter({ visible: true }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByTestId('gifts').filter({ visible: true }).waitFor();
    await page
      .getByText(/Plus que .* pour le débloquer/)
      .filter({ visible: true })
      .first()
      .waitFor();
    await settled(page);
    expect(await total(page)).toBe(euros(await linesTotal(page)));
    await page.screenshot({ path: screenshotPath('cart-gift-locked-phone'), fullPage: true });

    // More products from the rack until the first gift (40 €) unlocks.
    await page.goBack();
    await addUntil(page, 4000);
    await page.getByTestId('cart-button').filter({ visible: true }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByText('Débloqué').filter({ visible: true }).first().waitFor();
    await settled(page);
    expect(await total(page)).toBe(euros(await linesTotal(page)));
    await page.screenshot({ path: screenshotPath('cart-gift-unlocked-phone'), fullPage: true });

    // Below the threshold again (lines removed): locked again.
    const removals = page.getByRole('button', { name: /^Retirer .* du panier$/ }).filter({ visible: true });
    while ((await linesTotal(page)) >= 4000) await removals.first().click();
    await expect.poll(() => page.getByText('Débloqué').filter({ visible: true }).count()).toBe(0);

    // An expired voucher: the server's French reason.
    const voucher = page.getByTestId('voucher-input').filter({ visible: true });
    await voucher.fill('noel2023');
    expect(await voucher.inputValue()).toBe('NOEL2023');
    await page.getByRole('button', { name: 'Appliquer' }).filter({ visible: true }).click();
    await page
      .getByText(/date de validité est dépassée/)
      .filter({ visible: true })
      .first()
      .waitFor();
    await page.screenshot({ path: screenshotPath('cart-voucher-expired-phone'), fullPage: true });

    // A valid one: 10 % off, the total drops.
    await settled(page);
    const before = await linesTotal(page);
    await voucher.fill('BIENVENUE10');
    await page.getByRole('button', { name: 'Appliquer' }).filter({ visible: true }).click();
    await page.getByTestId('voucher-applied').filter({ visible: true }).waitFor();
    await expect.poll(() => total(page)).toBe(euros(before - Math.round(before / 10)));
    // « Appliquer » keeps the focus while the server answers; screen readers hear the outcome.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Appliquer');
    expect(await page.getByRole('status').filter({ hasText: 'BIENVENUE10' }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('cart-voucher-applied-phone'), fullPage: true });

    // One code an order: another one replaces it, and the cart says so.
    await voucher.fill('LIVRAISONOFFERTE');
    await page.getByRole('button', { name: 'Appliquer' }).filter({ visible: true }).click();
    await page
      .getByText('Un seul code par commande : LIVRAISONOFFERTE remplace BIENVENUE10.', { exact: false })
      .filter({ visible: true })
      .waitFor();
    await expect.poll(() => total(page)).toBe(euros(before));
    expect(failures).toEqual([]);
    await page.close();
  });

  it('keeps two tabs of the browser on one cart, so that a cart emptied in one is not sent again from the other', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, locale: 'fr-FR' });
    const [first, second] = [await context.newPage(), await context.newPage()];
    const count = (page: Page) => page.getByTestId('cart-count').filter({ visible: true }).textContent();
    await visit(first, `${shopUrl}/p/fruits-et-legumes-1`);
    await visit(second, `${shopUrl}/cart`);
    await first
      .getByRole('button', { name: /^Ajouter .* au panier$/ })
      .filter({ visible: true })
      .first()
      .click();
    // The other tab, never reloaded, shows the line.
    await expect.poll(() => count(second)).toBe('1');
    await second
      .getByRole('button', { name: /^Retirer .* du panier$/ })
      .filter({ visible: true })
      .first()
      .click();
    await expect.poll(() => count(first)).toBe('0');
    expect((await savedCart(first)).products).toEqual([]);
    await context.close();
  });

  /** The staff change a product on the server (operations route), as the shop's team would. */
  const changeProduct = async (
    id: string,
    changes: { price_cents?: number; available?: boolean; stock?: number },
  ) => {
    const answer = await fetch(`${shopUrl}/api/admin/products/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${inject('adminToken')}`, 'content-type': 'application/json' },
      body: JSON.stringify(changes),
    });
    expect(answer.status).toBe(200);
  };

  it('shows the price-change and unavailable alerts when the server changed a price and a product ran out', async () => {
    const catalog = (await (await fetch(`${shopUrl}/api/bff/catalog/products`)).json()) as {
      products: { id: string; priceCents: number; available: boolean; displayName: string }[];
    };
    // Two products no other journey uses: the last ones on sale.
    const [dearer, goingOut] = catalog.products.filter((product) => product.available).slice(-2);
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    // The cart as the shopper left it, at today's prices, on the device before the app starts: a
    // cart written into a running app could be overwritten by the app's own next save (its
    // session's preloaded gifts arriving late on a loaded machine).
    const lines = [dearer!, goingOut!].map((line) => ({
      id: line.id,
      priceCents: line.priceCents,
      quantity: 1,
      available: true,
    }));
    await page.addInitScript(
      (saved) => {
        if (localStorage.getItem('cart') === null) localStorage.setItem('cart', saved);
      },
      JSON.stringify({ products: lines, gifts: [], preloadedPromotion: null, voucherCode: null }),
    );
    await changeProduct(dearer!.id, { price_cents: dearer!.priceCents + 50 });
    await changeProduct(goingOut!.id, { available: false });
    try {
      await visit(page, `${shopUrl}/cart`);

      const priceAlert = page.getByTestId('price-change-alert').filter({ visible: true });
      await priceAlert.getByText(dearer!.displayName, { exact: false }).waitFor();
      const unavailableAlert = page.getByTestId('unavailable-alert').filter({ visible: true });
      await unavailableAlert.getByText(goingOut!.displayName, { exact: false }).waitFor();
      await page.screenshot({ path: screenshotPath('cart-alerts-phone'), fullPage: true });

      // « Commander » waits for the answer, and says so.
      const waits = page.getByTestId('cart-order-waits').filter({ visible: true });
      await waits.waitFor();
      await priceAlert.getByRole('button', { name: 'Confirmer' }).click();
      await expect.poll(() => priceAlert.count()).toBe(0);
      await expect.poll(() => waits.count()).toBe(0);
      expect((await savedCart(page)).products.find((line) => line.id === dearer!.id)?.priceCents).toBe(
        dearer!.priceCents + 50,
      );

      await unavailableAlert.getByRole('button', { name: 'Les retirer' }).click();
      await expect
        .poll(async () => (await savedCart(page)).products.map((line) => line.id))
        .toEqual([dearer!.id]);
      await settled(page);
      expect(await total(page)).toBe(euros(dearer!.priceCents + 50));
    } finally {
      await changeProduct(dearer!.id, { price_cents: dearer!.priceCents });
      await changeProduct(goingOut!.id, { available: true });
      await page.close();
    }
  });

  it('offers to take what is left of a product the shop has fewer of than the cart asks', async () => {
    const catalog = (await (await fetch(`${shopUrl}/api/bff/catalog/products`)).json()) as {
      products: { id: string; priceCents: number; available: boolean; displayName: string }[];
    };
    // The third last on sale: the alerts' journey above takes the last two.
    const scarce = catalog.products.filter((product) => product.available).at(-3)!;
    const cookie = await staffCookie(shopUrl, inject('staffAdmin'));
    const known = await fetch(`${shopUrl}/api/staff/products/${scarce.id}`, { headers: { cookie } });
    expect(known.status).toBe(200);
    const { stock } = (await known.json()) as { stock: number };
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const line = { id: scarce.id, priceCents: scarce.priceCents, quantity: 3, available: true };
    await page.addInitScript(
      (saved) => {
        if (localStorage.getItem('cart') === null) localStorage.setItem('cart', saved);
      },
      JSON.stringify({ products: [line], gifts: [], preloadedPromotion: null, voucherCode: null }),
    );
    await changeProduct(scarce.id, { stock: 2 });
    try {
      await visit(page, `${shopUrl}/cart`);
      const alert = page.getByTestId('stock-left-alert').filter({ visible: true });
      await alert.getByText(`${scarce.displayName} : il en reste 2.`).waitFor();
      // Still to be had: it is not among the products gone.
      expect(await page.getByTestId('unavailable-alert').filter({ visible: true }).count()).toBe(0);
      await page.screenshot({ path: screenshotPath('cart-stock-left-phone'), fullPage: true });
      await alert.getByRole('button', { name: 'Prendre ce qui reste' }).click();
      await expect
        .poll(async () => (await savedCart(page)).products.map((saved) => [saved.id, saved.quantity]))
        .toEqual([[scarce.id, 2]]);
      await settled(page);
      expect(await alert.count()).toBe(0);
      expect(await total(page)).toBe(euros(scarce.priceCents * 2));
    } finally {
      await changeProduct(scarce.id, { stock });
      await page.close();
    }
  });

  it("offers the account's vouchers and takes a referral code typed as a voucher", async () => {
    const referrer = await signUpCustomer(shopUrl, '+33611112222', 'Léa');
    const referralCode = (await accountCall(shopUrl, referrer, 'vouchers')).data.attributes.referral
      .referral_code;
    const phone = { local: '0633334444', international: '+33633334444' };
    const customer = await signUpCustomer(shopUrl, phone.international, 'Hugo');
    await accountCall(shopUrl, customer, 'add_promotion_code', {
      method: 'PATCH',
      body: JSON.stringify({ user: { promotion_code: 'PRINTEMPS5' } }),
    });

    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    // Hugo signs in on the shop (an existing account: straight in once the code is typed).
    await page.waitForTimeout(6000); // the resend wait of the code the API asked for
    await visit(page, `${shopUrl}/login`);
    await page.getByTestId('phone-input').filter({ visible: true }).fill(phone.local);
    await page.getByRole('button', { name: 'Recevoir le code' }).filter({ visible: true }).click();
    await page.getByText('Saisissez le code reçu').filter({ visible: true }).waitFor();
    await page
      .getByTestId('code-box-1')
      .filter({ visible: true })
      .fill(await latestCode(shopUrl, phone.international));
    await page.waitForURL(/\/my-account$/);

    // Some products (over 30 €), then the cart.
    await visit(page, `${shopUrl}/p/fruits-et-legumes-1`);
    await addUntil(page, 3000);
    await page.getByTestId('cart-button').filter({ visible: true }).click();
    await page.waitForURL(/\/cart$/);
    await settled(page);
    const lines = await linesTotal(page);
    expect(await total(page)).toBe(euros(lines));

    // The account's voucher is offered; the referrer's code gives the referee's 10 €.
    await page.getByRole('button', { name: 'Utiliser PRINTEMPS5' }).filter({ visible: true }).waitFor();
    await page.getByTestId('voucher-input').filter({ visible: true }).fill(referralCode.toLowerCase());
    await page.getByRole('button', { name: 'Appliquer' }).filter({ visible: true }).click();
    await page.getByTestId('voucher-notice').filter({ visible: true }).waitFor();
    await expect.poll(() => total(page)).toBe(euros(lines - 1000));
    await page.screenshot({ path: screenshotPath('cart-referral-phone'), fullPage: true });

    await page.getByRole('button', { name: 'Utiliser PRINTEMPS5' }).filter({ visible: true }).click();
    await page.getByTestId('voucher-applied').filter({ visible: true, hasText: 'PRINTEMPS5' }).waitFor();
    await page.close();
  });
});
