import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOnTheShop, storefrontAccount } from './support/account';
import { viewports } from './support/artifacts';
import {
  button,
  byTestId,
  expectAccessible,
  fillCart,
  openCart,
  photograph,
  visible,
} from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { latestCode, signUpCustomer } from './support/customers';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

type ListItem = { product_id: string; quantity: number };

/**
 * Lists, reviews and favourites (issue 17): a visitor's list joins the account's at sign-in and is
 * found on another device; a change made offline reaches the server once the network is back;
 * « Tout ajouter » fills the cart. A customer's review refused without a title, then posted: at
 * once in the list and counted, then shown instead of the form, and edited (not counted twice). A referral link shows the referrer's favourites and a new customer signs
 * up through it with the code applied. A gift chosen and dropped in the cart.
 */
describe.skipIf(!chromiumPath)('lists, reviews and favourites', () => {
  const shopUrl = journeyShopUrl();
  const camille = { phone: '+33645171701', firstName: 'Camille' };
  const newcomer = { phone: '+33645171702' };
  let browser: Browser;
  let camilleToken = '';
  const failures: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    camilleToken = await signUpCustomer(shopUrl, camille.phone, camille.firstName);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => failures.push(error.message));
    return page;
  }

  async function look(page: Page, name: string) {
    await photograph(page, name);
    await expectAccessible(page);
  }

  async function serverList(): Promise<ListItem[]> {
    const answer = await fetch(`${shopUrl}/api/shopping-list`, {
      headers: { authorization: `Bearer ${camilleToken}` },
    });
    return ((await answer.json()) as { items: ListItem[] }).items;
  }

  const listToggles = (page: Page) =>
    page.getByRole('button', { name: /^Ajouter à ma liste : / }).filter({ visible: true });

  let secondDevice: Page;
  let secondContext: BrowserContext;

  it(
    'keeps a visitor’s list through sign-in, on another device, offline, and into the cart',
    { timeout: 300_000 },
    async () => {
      const context = await browser.newContext({ viewport: viewports.phone, locale: 'fr-FR' });
      const page = await newPage(context);
      await visit(page, `${shopUrl}/p/fruits-et-legumes-1`);
      for (let added = 0; added < 3; added += 1) await listToggles(page).first().click();
      await expect.poll(() => page.getByRole('button', { name: /^Retirer de ma liste : / }).count()).toBe(3);
      await look(page, 'list-toggles-rack');

      await visit(page, `${shopUrl}/shopping-list`);
      await expect
        .poll(() => page.locator('[data-testid^="list-line-"]').filter({ visible: true }).count())
        .toBe(3);
      await visible(
        page,
        'Votre liste reste sur cet appareil. Connectez-vous pour la retrouver partout.',
      ).waitFor();
      await look(page, 'shopping-list-visitor');

      // Signed in, the device's list joins the account's.
      await page.waitForTimeout(6000); // the API asked for a code a moment ago: the resend delay
      await signInOnTheShop(page, shopUrl, camille.phone, '/shopping-list');
      await page.waitForURL(/\/shopping-list$/);
      await expect.poll(async () => (await serverList()).length, { timeout: 15_000 }).toBe(3);

      // Another device: the account's list, and the favourites it makes.
      secondContext = await browser.newContext({ viewport: viewports.phone, locale: 'fr-FR' });
      secondDevice = await newPage(secondContext);
      await signInOnTheShop(secondDevice, shopUrl, camille.phone, '/my-account');
      await secondDevice.waitForURL(/\/my-account$/);
      await byTestId(secondDevice, 'favourites-shelf').waitFor();
      await look(secondDevice, 'account-favourites');
      await secondDevice
        .getByRole('link', { name: 'Sillon, retour à l’accueil' })
        .filter({ visible: true })
        .first()
        .click();
      await byTestId(secondDevice, 'favourites-shelf').waitFor();
      await look(secondDevice, 'home-favourites');
      // The row scrolls sideways with its scrollbar on the web: a mouse has no swipe.
      const row = byTestId(secondDevice, 'favourites-row');
      expect(await row.evaluate((element) => getComputedStyle(element).scrollbarWidth)).not.toBe('none');
      await secondDevice.getByTestId('account-link').filter({ visible: true }).click();
      await secondDevice.waitForURL(/\/my-account$/);
      await byTestId(secondDevice, 'account-shopping-list').click();
      await secondDevice.waitForURL(/\/shopping-list$/);
      await expect
        .poll(() => secondDevice.locator('[data-testid^="list-line-"]').filter({ visible: true }).count())
        .toBe(3);
      await look(secondDevice, 'shopping-list-customer');

      // Offline, a fourth product waits on the device, and reaches the server once back online.
      await visit(secondDevice, `${shopUrl}/p/fruits-et-legumes-1`);
      await expect
        .poll(() => secondDevice.getByRole('button', { name: /^Retirer de ma liste : / }).count())
        .toBe(3);
      await secondContext.setOffline(true);
      await listToggles(secondDevice).first().click();
      await expect
        .poll(() =>
          secondDevice.evaluate(
            () =>
              (JSON.parse(localStorage.getItem('shoppingList') ?? '{}') as { unsent?: unknown[] }).unsent
                ?.length,
          ),
        )
        .toBe(1);
      expect(await serverList()).toHaveLength(3);
      await secondContext.setOffline(false);
      await expect.poll(async () => (await serverList()).length, { timeout: 15_000 }).toBe(4);
      expect((await serverList()).every((item) => item.quantity === 1)).toBe(true);

      // « Tout ajouter au panier »: the available ones in the cart, the others named.
      await visit(secondDevice, `${shopUrl}/shopping-list`);
      await expect
        .poll(() => secondDevice.locator('[data-testid^="list-line-"]').filter({ visible: true }).count())
        .toBe(4);
      const unavailable = await secondDevice
        .getByTestId('list-unavailable')
        .filter({ visible: true })
        .count();
      await button(secondDevice, 'Tout ajouter au panier').click();
      await byTestId(secondDevice, 'list-report').waitFor();
      await expect
        .poll(() => secondDevice.getByTestId('cart-count').filter({ visible: true }).textContent())
        .toBe(String(4 - unavailable));
      await look(secondDevice, 'shopping-list-added');
      await context.close();
      expect(failures).toEqual([]);
    },
  );

  it(
    'refuses a review without a title, posts it, counts it at once, then edits it',
    { timeout: 120_000 },
    async () => {
      const page = secondDevice;
      // A product that has reviews, so its card links to them.
      const catalog = (await (await fetch(`${shopUrl}/api/bff/catalog/products`)).json()) as {
        products: { path: string; rating: { totalCount: number } | null }[];
      };
      const productPath = catalog.products.find((product) => product.rating)!.path;
      await visit(page, `${shopUrl}${productPath}`);
      const countBefore = await reviewCount(page);
      expect(countBefore).toBeGreaterThan(0);

      // Reached from the card, the reviews page is asked by the browser (which keeps what it may).
      await page
        .getByRole('link', { name: /\/ 5 \(\d+ avis\)/ })
        .filter({ visible: true })
        .click();
      await page.waitForURL(new RegExp(`${productPath}/reviews$`));
      await byTestId(page, 'review-form').waitFor();
      expect(await reviewCount(page)).toBe(countBefore);

      await page.getByRole('radio', { name: '4 sur 5' }).filter({ visible: true }).click();
      await button(page, 'Publier mon avis').click();
      await visible(page, 'Donnez un titre à votre avis.').waitFor();
      await look(page, 'review-form-title-missing');

      await page.getByLabel('Titre de votre avis').filter({ visible: true }).fill('Croquant et parfumé');
      await page
        .getByLabel('Votre commentaire (facultatif)')
        .filter({ visible: true })
        .fill('Parfait en salade.');
      await button(page, 'Publier mon avis').click();
      await visible(page, 'Merci ! Votre avis est publié.').waitFor();
      // Counted, and the form gives way to the customer's review, shown once (not again in the list).
      await expect.poll(() => reviewCount(page), { timeout: 15_000 }).toBe(countBefore + 1);
      await expect
        .poll(() => page.getByText('★★★★☆ Croquant et parfumé').filter({ visible: true }).count())
        .toBe(1);
      await page
        .getByRole('heading', { name: 'Votre avis', exact: true })
        .filter({ visible: true })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Publier mon avis' }).count()).toBe(0);
      await look(page, 'reviews-page-posted');

      // A second review of the same product edits the first: the count stays.
      await button(page, 'Modifier mon avis').click();
      expect(await page.getByLabel('Titre de votre avis').filter({ visible: true }).inputValue()).toBe(
        'Croquant et parfumé',
      );
      await page.getByRole('radio', { name: '5 sur 5' }).filter({ visible: true }).click();
      await page
        .getByLabel('Titre de votre avis')
        .filter({ visible: true })
        .fill('Croquant, parfumé et juteux');
      await button(page, 'Enregistrer mon avis').click();
      await visible(page, 'C’est noté : votre avis est modifié.').waitFor();
      await expect
        .poll(() => page.getByText('★★★★★ Croquant, parfumé et juteux').filter({ visible: true }).count())
        .toBe(1);
      expect(await page.getByText('★★★★☆ Croquant et parfumé').filter({ visible: true }).count()).toBe(0);
      expect(await reviewCount(page)).toBe(countBefore + 1);
      await look(page, 'reviews-page-edited');

      // Back on the card: the count moved once, and the customer's review is there to edit.
      await page.getByRole('link', { name: 'Retour au produit' }).filter({ visible: true }).click();
      await page.waitForURL(new RegExp(`${productPath}$`));
      await expect.poll(() => reviewCount(page), { timeout: 15_000 }).toBe(countBefore + 1);
      await byTestId(page, 'review-form').getByText('Croquant, parfumé et juteux').waitFor();
      await look(page, 'review-on-product-page');
      expect(failures).toEqual([]);
    },
  );

  /** The card's count of reviews (« 4,5 / 5 (3 avis) »), 0 while it has none. */
  async function reviewCount(page: Page): Promise<number> {
    const rating = page
      .getByText(/\/ 5 \(\d+ avis\)/)
      .filter({ visible: true })
      .first();
    if ((await rating.count()) === 0) return 0;
    return Number(/\((\d+) avis\)/.exec((await rating.textContent()) ?? '')?.[1] ?? 0);
  }

  it(
    'opens a referral link, and signs a newcomer up with the code applied',
    { timeout: 240_000 },
    async () => {
      const account = await storefrontAccount(shopUrl, camilleToken);
      const referralCode = (account['referral'] as { referral_code: string }).referral_code;
      const context = await browser.newContext({ viewport: viewports.phone, locale: 'fr-FR' });
      const page = await newPage(context);

      await visit(page, `${shopUrl}/parrainage/INCONNU-42`);
      await byTestId(page, 'referral-unknown').waitFor();
      await visible(page, 'Code de parrainage inconnu').waitFor();
      await look(page, 'referral-unknown');

      await visit(page, `${shopUrl}/parrainage/${referralCode}`);
      await visible(page, 'Camille vous invite chez Sillon').waitFor();
      await byTestId(page, 'referrer-favourites').waitFor();
      expect(await byTestId(page, 'referral-offer').textContent()).toMatch(
        /10,00\s€ offerts sur votre première commande/,
      );
      await look(page, 'referral-landing');
      await page
        .getByTestId('referrer-favourites')
        .getByRole('button', { name: /^Ajouter .* au panier$/ })
        .filter({ visible: true })
        .first()
        .click();
      await expect
        .poll(() => page.getByTestId('cart-count').filter({ visible: true }).textContent())
        .toBe('1');

      await button(page, 'Créer mon compte').click();
      await page.waitForURL(/\/pre-login\?next=%2Fcart/);
      await button(page, 'Continuer avec mon numéro').click();
      await page.waitForURL(/\/login/);
      await byTestId(page, 'phone-input').fill(`0${newcomer.phone.slice(3)}`);
      await button(page, 'Recevoir le code').click();
      await visible(page, 'Saisissez le code reçu').waitFor();
      await expect.poll(() => latestCode(shopUrl, newcomer.phone).catch(() => '')).toMatch(/^\d{6}$/);
      await byTestId(page, 'code-box-1').fill(await latestCode(shopUrl, newcomer.phone));
      await visible(page, 'Créez votre compte').waitFor();
      await byTestId(page, 'sign-up-firstName').fill('Inès');
      await byTestId(page, 'sign-up-email').fill('ines.martin@example.fr');
      await byTestId(page, 'sign-up-fullname').fill('Inès Martin');
      await byTestId(page, 'sign-up-address1').fill('5 rue des Lilas');
      await byTestId(page, 'sign-up-zipcode').fill('75011');
      // One commune for the postal code: the city is filled in by itself.
      await expect.poll(() => byTestId(page, 'sign-up-city').inputValue()).toBe('Paris');
      await button(page, 'Créer mon compte').click();
      await visible(page, 'Nos nouvelles de la ferme').waitFor();
      await button(page, 'Chaque mois').click();
      await page.waitForURL(/\/cart$/);
      await visible(page, `Code de parrainage ${referralCode} enregistré`).waitFor({ timeout: 20_000 });

      await fillCart(page, shopUrl, 2500);
      await openCart(page);
      await expect
        .poll(() => byTestId(page, 'cart-totals').textContent(), { timeout: 15_000 })
        .toMatch(/Parrainage−10,00/);
      // The first orders' gift is a line of its own, like the promotion's.
      await byTestId(page, 'shop-gifts').getByText('Dans votre commande').waitFor();
      await look(page, 'referee-cart');
      await context.close();
      expect(failures).toEqual([]);
    },
  );

  it('chooses an unlocked gift in the cart and drops it again', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: viewports.phone, locale: 'fr-FR' });
    const page = await newPage(context);
    await fillCart(page, shopUrl, 4000);
    await openCart(page);
    const drop = page
      .getByRole('button', { name: /^Ne pas le prendre : / })
      .filter({ visible: true })
      .first();
    await drop.waitFor();
    // The server is told: its basket (and the order it becomes) leaves the dropped gift out.
    type Quote = { data: { attributes: { gifts: { promotion_id: string; active: boolean }[] } } };
    const activeGifts = async (answer: { json(): Promise<unknown> }) =>
      ((await answer.json()) as Quote).data.attributes.gifts.filter(
        (gift) => gift.promotion_id === 'bienvenue-cadeaux' && gift.active,
      ).length;
    const quoted = (count: number) =>
      page.waitForResponse(
        async (answer) => answer.url().includes('/cart/set_items') && (await activeGifts(answer)) === count,
      );
    const withoutGift = quoted(0);
    await drop.click();
    await withoutGift;
    const choose = page
      .getByRole('button', { name: /^Choisir ce cadeau : / })
      .filter({ visible: true })
      .first();
    await choose.waitFor();
    await look(page, 'cart-gift-dropped');
    const withGift = quoted(1);
    await choose.click();
    await withGift;
    await visible(page, 'Débloqué · dans votre commande').waitFor();
    await look(page, 'cart-gift-chosen');
    await context.close();
    await secondContext?.close();
    expect(failures).toEqual([]);
  });
});
