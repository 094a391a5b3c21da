/**
 * `bench:web`'s customer: the state the signed-in pages need, made in the profile of the Chromium
 * that Lighthouse drives (its localStorage and cookies are kept between Lighthouse's runs), through
 * the shop's own screens: signed in, a cart filled, an order started, taken to its payment step,
 * then paid. Each step runs once a server, after the ones it needs.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  addUntil,
  button,
  byTestId,
  chooseBikeSlotToPayment,
  payByCard,
  quickAdds,
} from '../e2e/support/checkout-steps';
import { latestCode, signUpCustomer } from '../e2e/support/customers';

export { button, byTestId, quickAdds };

/** Connects to the Chromium at `port` for `use`, then lets it go (Lighthouse runs without it). */
export async function withChromium<T>(port: number, use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

export async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what}: still not there`);
}

/** Runs `step` once for each shop address, however often it is asked for. */
function once<T>(step: (shop: string, port: number) => Promise<T>) {
  const started = new Map<string, Promise<T>>();
  return (shop: string, port: number) => {
    if (!started.has(shop)) started.set(shop, step(shop, port));
    return started.get(shop)!;
  };
}

/** A phone-width page of the profile, at `path` once its requests are over. */
function onPage<T>(port: number, shop: string, path: string, use: (page: Page) => Promise<T>) {
  return withChromium(port, async (browser) => {
    const page = await browser.contexts()[0]!.newPage();
    page.setDefaultTimeout(30_000);
    // A shared machine's load can hold a page's requests for long.
    page.setDefaultNavigationTimeout(120_000);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${shop}${path}`, { waitUntil: 'networkidle' });
      return await use(page);
    } finally {
      await page.close();
    }
  });
}

/** A new customer (made through the API) signs in on the shop with the code of the dev outbox. */
export const signedIn = once(async (shop, port) => {
  const phone = `+336${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await signUpCustomer(shop, phone, 'Camille');
  const firstCode = await latestCode(shop, phone);
  await onPage(port, shop, '/pre-login?next=%2Fmy-account', async (page) => {
    await button(page, 'Continuer avec mon numéro').click();
    await page.waitForURL(/\/login/);
    await byTestId(page, 'phone-input').fill(`0${phone.slice(3)}`);
    await button(page, 'Recevoir le code').click();
    const code = await until('the sign-in code', async () => {
      const newest = await latestCode(shop, phone);
      return newest === firstCode ? undefined : newest;
    });
    await byTestId(page, 'code-box-1').fill(code);
    await page.waitForURL(/\/my-account$/);
  });
});

/** The rack's quick adds pressed until the saved cart holds 25 € (above the order minimum). */
export const filledCart = once(async (shop, port) => {
  await signedIn(shop, port);
  await onPage(port, shop, '/p/fruits-et-legumes-1', (page) => addUntil(page, 2500));
});

/** The cart's « Commander »: the order it starts, at its information step. */
export const startedOrder = once(async (shop, port) => {
  await filledCart(shop, port);
  return onPage(port, shop, '/cart', async (page) => {
    await page
      .getByText('Calcul des montants…')
      .filter({ visible: true })
      .first()
      .waitFor({ state: 'hidden' });
    await button(page, 'Commander').click();
    await page.waitForURL(/\/order-checkout\/[^/]+\/information$/);
    return /order-checkout\/([^/]+)\//.exec(page.url())![1]!;
  });
});

/** The order taken to its payment step: a Paris address, the bike, the first free slot, « Payer ». */
export const orderAtPayment = once(async (shop, port) => {
  const orderId = await startedOrder(shop, port);
  await onPage(port, shop, `/order-checkout/${orderId}/information`, async (page) => {
    await byTestId(page, 'information-address1').fill('12 rue Oberkampf');
    await byTestId(page, 'information-zipcode').fill('75011');
    await until('the city of 75011', async () =>
      (await byTestId(page, 'information-city').inputValue()) === 'Paris' ? true : undefined,
    );
    await byTestId(page, 'information-submit').click();
    await page.waitForURL(/\/shipping$/);
    await chooseBikeSlotToPayment(page);
  });
  return orderId;
});

/** The order paid by a sandbox card, the CGV ticked: an order placed. */
export const placedOrder = once(async (shop, port) => {
  const orderId = await orderAtPayment(shop, port);
  await onPage(port, shop, `/order-checkout/${orderId}/payment`, async (page) => {
    await payByCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/confirmation$/, { timeout: 60_000 });
  });
  return orderId;
});
