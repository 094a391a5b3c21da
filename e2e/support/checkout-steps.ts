/**
 * Checkout steps on the shop's own screens that need nothing of vitest, so that `bench:web` walks
 * a customer to payment the way the journeys do (`checkout.ts` re-exports them).
 */
import type { Page } from 'playwright-core';

export const byTestId = (page: Page, id: string) => page.getByTestId(id).filter({ visible: true }).first();
export const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).filter({ visible: true }).first();

/** The lines of the cart the app saved on the device, in cents. */
const savedLinesTotal = (page: Page) =>
  page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '{}') as {
      products?: { priceCents: number; quantity: number }[];
    };
    return (cart.products ?? []).reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  });

/**
 * Each tile's way to add one more: its « + », or once the product is in the cart its stepper's
 * « + » (issue 40); a product at its cap has none.
 */
export const quickAdds = (page: Page) =>
  page
    .locator(
      '[role="button"]:not([disabled]):not([aria-disabled="true"]):is([aria-label^="Ajouter "][aria-label$=" au panier"], [aria-label^="Ajouter une unité de "], [aria-label^="Ajouter une unité d’"])',
    )
    .filter({ visible: true });

/** Presses the tiles' quick adds in turn until the saved cart holds at least `minimumCents`. */
export async function addUntil(page: Page, minimumCents: number): Promise<void> {
  for (let click = 0; (await savedLinesTotal(page)) < minimumCents; click += 1) {
    if (click === 60) throw new Error(`the cart stays below ${minimumCents} cents after 60 adds`);
    const available = await quickAdds(page).count();
    await quickAdds(page)
      .nth(click % available)
      .click();
  }
}

/** Steps 2 to 4 from « Livraison »: the bike, the first free slot, « Payer » on the summary. */
export async function chooseBikeSlotToPayment(page: Page): Promise<void> {
  await byTestId(page, 'shipping-bag').click();
  await byTestId(page, 'shipping-submit').click();
  await page.waitForURL(/\/timeslot$/);
  await page.locator('[role="radio"]:not([aria-disabled="true"])').filter({ visible: true }).first().click();
  await byTestId(page, 'timeslot-submit').click();
  await page.waitForURL(/\/summary$/);
  await byTestId(page, 'summary-pay').click();
  await page.waitForURL(/\/payment$/);
}

/**
 * Step 5: the CGV ticked (issue 38), as every order must before it is paid; once ticked (the
 * order keeps it), it stays so.
 */
export async function acceptTerms(page: Page): Promise<void> {
  // The box can be ticked once the version it accepts is shown.
  await byTestId(page, 'terms-version').waitFor();
  const box = byTestId(page, 'terms-accept');
  if ((await box.getAttribute('aria-checked')) !== 'true') await box.click();
  await page
    .locator('[data-testid="terms-accept"][aria-checked="true"]')
    .filter({ visible: true })
    .first()
    .waitFor();
}

/** Step 5: the CGV ticked, a card in the form, « Payer ». */
export async function payByCard(
  page: Page,
  number: string,
  options: { holder?: string; saveCard?: boolean } = {},
): Promise<void> {
  await acceptTerms(page);
  await byTestId(page, 'card-holder').fill(options.holder ?? 'Camille Martin');
  await byTestId(page, 'card-number').fill(number);
  await byTestId(page, 'card-expiry').fill('12/30');
  await byTestId(page, 'card-cryptogram').fill('123');
  if (options.saveCard) await byTestId(page, 'card-save').click();
  await byTestId(page, 'card-submit').click();
}
