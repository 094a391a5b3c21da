/**
 * The steps of the checkout journeys: a customer made through the API who signs in on the shop
 * from the cart's « Commander », a cart filled above the order minimum, each checkout screen
 * photographed at both sizes, a card typed into the payment form.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility';
import { screenshotPath, viewports } from './artifacts';
import { addUntil, button, byTestId } from './checkout-steps';
import { latestCode, signUpCustomer } from './customers';

export {
  acceptTerms,
  addUntil,
  button,
  byTestId,
  chooseBikeSlotToPayment,
  payByCard,
  quickAdds,
} from './checkout-steps';
import { visit } from './settle';

export const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

export const visible = (page: Page, text: string | RegExp) =>
  page.getByText(text).filter({ visible: true }).first();

/** axe-core finds no serious or critical violation on the screen as it is. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/**
 * The whole screen at the phone size, then at the laptop size. The shop scrolls inside its
 * screen (not the document), so the window is made as tall as the content for the picture.
 */
export async function photograph(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(viewports))
    await photographAt(page, `${name}-${size}`, viewport);
  await page.setViewportSize(viewports.phone);
  await page.waitForTimeout(150);
}

/** The whole screen at one size (`name` as the picture's), the window left that wide. */
export async function photographAt(
  page: Page,
  name: string,
  viewport: { width: number; height: number },
): Promise<void> {
  await page.setViewportSize(viewport);
  await page.waitForTimeout(150);
  const overflow = await page.evaluate(() =>
    Math.max(
      0,
      ...Array.from(document.querySelectorAll<HTMLElement>('*'))
        .filter((element) => element.offsetParent !== null && element.scrollHeight > element.clientHeight + 1)
        .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowY))
        .map((element) => element.scrollHeight - element.clientHeight),
    ),
  );
  await page.setViewportSize({ width: viewport.width, height: viewport.height + overflow });
  await page.waitForTimeout(150);
  await page.screenshot({ path: screenshotPath(name) });
  await page.setViewportSize(viewport);
}

/** Products from a rack until the cart holds at least `minimumCents`. */
export async function fillCart(page: Page, shopUrl: string, minimumCents: number): Promise<void> {
  await visit(page, `${shopUrl}/p/fruits-et-legumes-1`);
  await addUntil(page, minimumCents);
}

/** The cart's page from the header: on a desktop (issue 40) through the panel it opens beside the page. */
export async function openCart(page: Page): Promise<void> {
  await byTestId(page, 'cart-button').click();
  const panel = byTestId(page, 'cart-panel');
  await Promise.race([page.waitForURL(/\/cart$/), panel.waitFor()]);
  if (!/\/cart$/.test(new URL(page.url()).pathname)) {
    await panel.getByRole('link', { name: 'Voir tout le panier (codes promo, cadeaux)' }).click();
    await page.waitForURL(/\/cart$/);
    // The panel closes once the page changed: its « Commander » must not be the one pressed next.
    await panel.waitFor({ state: 'hidden' });
  }
  await expect
    .poll(() => page.getByText('Calcul des montants…').filter({ visible: true }).count(), { timeout: 15_000 })
    .toBe(0);
}

/**
 * A customer with an account (made through the API) fills the cart as a visitor, presses
 * « Commander », signs in and comes back to the cart (spec §4), then orders: the Information step.
 */
export async function startOrderAsNewCustomer(
  page: Page,
  shopUrl: string,
  customer: { phone: string; firstName: string },
): Promise<string> {
  await signUpCustomer(shopUrl, customer.phone, customer.firstName);
  await fillCart(page, shopUrl, 2500);
  await openCart(page);
  await button(page, 'Commander').click();
  await page.waitForURL(/\/pre-login\?next=%2Fcart/);
  await button(page, 'Continuer avec mon numéro').click();
  await page.waitForURL(/\/login/);
  // The code the API asked for a moment ago: wait for the resend delay before asking again.
  await page.waitForTimeout(6000);
  await byTestId(page, 'phone-input').fill(`0${customer.phone.slice(3)}`);
  await button(page, 'Recevoir le code').click();
  await visible(page, 'Saisissez le code reçu').waitFor();
  await expect
    .poll(() => latestCode(shopUrl, customer.phone).catch(() => ''), { timeout: 15_000 })
    .toMatch(/^\d{6}$/);
  await byTestId(page, 'code-box-1').fill(await latestCode(shopUrl, customer.phone));
  await page.waitForURL(/\/cart$/);
  await expect
    .poll(() => page.getByText('Calcul des montants…').filter({ visible: true }).count(), { timeout: 15_000 })
    .toBe(0);
  await photograph(page, 'checkout-cart');
  await button(page, 'Commander').click();
  await page.waitForURL(/\/order-checkout\/[^/]+\/information$/);
  const orderId = /order-checkout\/([^/]+)\//.exec(page.url())?.[1];
  expect(orderId).toMatch(/^R\d{9}$/);
  return orderId!;
}

/** Step 1: the address (the account's is prefilled), then on to the delivery methods. */
export async function giveAddress(
  page: Page,
  address: { fullname?: string; address1: string; zipcode: string; city: string },
  screenshot?: string,
): Promise<void> {
  await byTestId(page, 'information-email').waitFor();
  await expect.poll(() => byTestId(page, 'information-email').inputValue()).toMatch(/@example\.fr$/);
  if (address.fullname) await byTestId(page, 'information-fullname').fill(address.fullname);
  await byTestId(page, 'information-address1').fill(address.address1);
  await byTestId(page, 'information-zipcode').fill(address.zipcode);
  // One commune for the postal code: the city is filled in by itself.
  await expect.poll(() => byTestId(page, 'information-city').inputValue()).toBe(address.city);
  if (screenshot) await photograph(page, screenshot);
  await byTestId(page, 'information-submit').click();
  await page.waitForURL(/\/shipping$/);
}

/** The total shown on the summary (or the recap). */
export async function shownTotal(page: Page): Promise<string> {
  return (await byTestId(page, 'order-total').textContent()) ?? '';
}

/** An amount as a screen shows it (« 22,20 € »), in cents. */
export const euroCents = (text: string) =>
  Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
