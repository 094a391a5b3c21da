import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOnTheShop } from './support/account';
import { viewports, waitForImages } from './support/artifacts';
import {
  button,
  byTestId,
  chooseBikeSlotToPayment,
  fillCart,
  openCart,
  payByCard,
  photograph,
  visible,
} from './support/checkout';
import { chromiumPath, launchChromium } from './support/chromium';
import { signUpCustomer } from './support/customers';
import { placeBikeOrder } from './support/storefront-order';
import { journeyShopUrl } from './support/shop';
import { settle, visit } from './support/settle';

type CatalogProduct = { id: string; priceCents: number; available: boolean; maxOrderable: number | null };

/**
 * A returning customer (issue 36, seen on a phone): the second order's cart says what delivery
 * will cost now that the first order's free delivery is used, and shows its gifts once, as offered,
 * with their photos; an e-mail another account has (a household's) does not stop the checkout; once
 * paid, nothing asks for the cart that became the order. Closing the account empties the device's
 * cart.
 */
describe.skipIf(!chromiumPath)('a returning customer', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A first order placed through the API, so the next one is the customer's second. */
  async function customerWithAFirstOrder(customer: Parameters<typeof placeBikeOrder>[1]) {
    const catalog = (await (await fetch(`${shopUrl}/api/bff/catalog/products`)).json()) as {
      products: CatalogProduct[];
    };
    const product = catalog.products.find(
      (candidate) => candidate.available && candidate.priceCents >= 800 && (candidate.maxOrderable ?? 9) >= 3,
    );
    expect(product).toBeDefined();
    return placeBikeOrder(shopUrl, customer, [{ productId: product!.id, quantity: 3 }]);
  }

  const newPage = async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    return { page, failures };
  };

  it(
    'prices the delivery in the cart, lets a shared e-mail through, and asks for no closed cart',
    { timeout: 300_000 },
    async () => {
      // Her first order went to another address than the one she signed up with.
      const firstAddress = {
        address1: '3 rue de Charonne',
        zipcode: '75011',
        city: 'Paris',
        delivery_instructions: 'Interphone Durand',
      };
      const first = await customerWithAFirstOrder({
        phone: '+33645363601',
        firstName: 'Lea',
        address: firstAddress,
      });
      // Her partner's account, whose e-mail the household shares.
      await signUpCustomer(shopUrl, '+33645363602', 'Hugo');
      const sharedEmail = 'hugo.3602@example.fr';
      const { page, failures } = await newPage();
      // Every API call the shop answers 404 once the order is paid.
      let isPaid = false;
      const notFound: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (isPaid && response.status() === 404 && url.pathname.startsWith('/api/'))
          notFound.push(`${response.request().method()} ${url.pathname}`);
      });

      await signInOnTheShop(page, shopUrl, first.phone, '/menu');
      await page.waitForURL(/\/menu$/);
      // Past the first gift's threshold (40 €), below the half-price delivery's (50 €).
      await fillCart(page, shopUrl, 4200);
      await openCart(page);

      // The delivery as the checkout will price it: from the cheapest method, not « 0,00 € ».
      const delivery = byTestId(page, 'delivery-estimate');
      await delivery.waitFor();
      expect(await delivery.textContent()).toMatch(/^Livraisonà partir de 12,00\s€/);
      expect(await delivery.textContent()).toMatch(/offerte dès 80,00\s€/);
      expect(await byTestId(page, 'cart-totals').textContent()).not.toMatch(/Livraison\s*0,00/);
      await visible(page, 'Total hors livraison').waitFor();

      // The gifts: each with its photo, their value once, apart from the amounts charged.
      await byTestId(page, 'shop-gifts').waitFor();
      await visible(page, 'Débloqué · dans votre commande').waitFor();
      const giftPhotos = page.locator('[data-testid^="gift-"] img, [data-testid="shop-gifts"] img');
      expect(await giftPhotos.filter({ visible: true }).count()).toBeGreaterThanOrEqual(3);
      expect(
        await page
          .getByText(/Offerts avec cette commande/)
          .filter({ visible: true })
          .count(),
      ).toBe(1);
      expect(await byTestId(page, 'cart-totals').textContent()).not.toMatch(/Cadeaux offerts|Valeur offerte/);
      await waitForImages(page);
      await photograph(page, 'second-order-cart');

      // Step 1 with the household's e-mail: the order goes on, and says the account kept its own.
      await button(page, 'Commander').click();
      await page.waitForURL(/\/information$/);
      await expect.poll(() => byTestId(page, 'information-email').inputValue()).toMatch(/@example\.fr$/);
      // It starts from the address of her last order, the courier's instructions with it.
      expect(await byTestId(page, 'information-address1').inputValue()).toBe(firstAddress.address1);
      expect(await byTestId(page, 'information-deliveryInstructions').inputValue()).toBe(
        firstAddress.delivery_instructions,
      );
      await byTestId(page, 'information-email').fill(sharedEmail);
      await photograph(page, 'second-order-information-shared-email');
      await byTestId(page, 'information-submit').click();
      await page.waitForURL(/\/shipping$/);
      const note = page.getByTestId('toast').filter({ visible: true, hasText: 'celle d’un autre compte' });
      await note.waitFor();
      expect(await note.textContent()).toContain(`Votre commande sera confirmée à ${sharedEmail}.`);
      await photograph(page, 'second-order-shared-email-note');
      const account = await fetch(`${shopUrl}/api/users/me`, {
        headers: { authorization: `Bearer ${first.token}` },
      });
      expect(((await account.json()) as { email: string }).email).toBe(first.email);

      // The rest of the checkout: the bike, a slot, the card.
      await chooseBikeSlotToPayment(page);
      isPaid = true;
      await payByCard(page, '4242 4242 4242 4242');
      await page.waitForURL(/\/confirmation$/);
      await visible(page, 'Merci !').waitFor();
      expect(await byTestId(page, 'cart-count').textContent()).toBe('0');
      // The paid order read from the account: its delivery named as the steps named it.
      await visible(page, 'Livraison à vélo').waitFor();
      await photograph(page, 'second-order-confirmation');

      // The window loses and regains focus (queries are asked again), then back to the cart.
      await page.evaluate(() => {
        window.dispatchEvent(new Event('blur'));
        window.dispatchEvent(new Event('focus'));
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await settle(page);
      await byTestId(page, 'cart-button').click();
      await page.waitForURL(/\/cart$/);
      await visible(page, /^Votre panier est vide\./).waitFor();
      await settle(page);
      await page.waitForTimeout(1000);
      expect(notFound).toEqual([]);
      expect(failures).toEqual([]);
      await page.close();
    },
  );

  it('empties the device’s cart when the account is closed', { timeout: 180_000 }, async () => {
    const nina = { phone: '+33645363603', firstName: 'Nina' };
    await signUpCustomer(shopUrl, nina.phone, nina.firstName);
    const { page, failures } = await newPage();
    await signInOnTheShop(page, shopUrl, nina.phone, '/menu');
    await page.waitForURL(/\/menu$/);
    await fillCart(page, shopUrl, 2000);
    expect(Number(await byTestId(page, 'cart-count').textContent())).toBeGreaterThan(0);

    await visit(page, `${shopUrl}/my-account/privacy`);
    await byTestId(page, 'privacy-delete').click();
    await byTestId(page, 'deletion-confirm').click();
    await byTestId(page, 'account-closed').waitFor();
    await expect.poll(() => byTestId(page, 'cart-count').textContent()).toBe('0');
    const saved = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('cart') ?? '{}') as {
          products?: unknown[];
          voucherCode?: string | null;
        },
    );
    expect(saved).toMatchObject({ products: [], voucherCode: null });
    await openCart(page);
    await visible(page, /^Votre panier est vide\./).waitFor();
    await photograph(page, 'account-closed-cart');
    expect(failures).toEqual([]);
    await page.close();
  });
});
