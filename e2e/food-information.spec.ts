/**
 * Food information before purchase (issue 40): a prepacked product's page shows its ingredients
 * with the allergens in bold, the allergens, traces and nutrition; a « sans fruits à coque »
 * search leaves out every product whose allergens or traces include nuts (on a phone, 390 px).
 * The staff add a trace in the back office, which the shop's filter follows at once.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility';
import { screenshotPath, waitForImages } from './support/artifacts';
import { chromiumPath, launchChromium } from './support/chromium';
import { signInToBackOffice } from './support/staff';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

const phone = { width: 390, height: 844 };

type Card = { reference: string; foodInformation: { allergens: string[]; traces: string[] } | null };

describe.skipIf(!chromiumPath)('food information', () => {
  const shopUrl = journeyShopUrl();
  const admin = inject('staffAdmin');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The cards (with their food information) of products by reference, from the shop's API. */
  async function cardsOf(references: string[]): Promise<Card[]> {
    const tiles = (await (await fetch(`${shopUrl}/api/bff/catalog/products`)).json()).products as {
      id: string;
      reference: string;
    }[];
    const ids = tiles.filter((tile) => references.includes(tile.reference)).map((tile) => tile.id);
    const response = await fetch(`${shopUrl}/api/bff/catalog/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
    return (await response.json()).products as Card[];
  }

  it('shows a granola’s ingredients, allergens in bold, traces and nutrition on its page', async () => {
    const page = await browser.newPage({ viewport: phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await visit(page, `${shopUrl}/search?s=granola`);
    await page
      .getByTestId('product-tile-granola-miel-et-noisettes')
      .filter({ visible: true })
      .getByRole('link')
      .first()
      .click();
    const section = page.getByTestId('food-information').filter({ visible: true });
    await section.waitFor();
    expect(page.url()).toMatch(/\/pp\/granola-miel-et-noisettes-/);

    const ingredients = section.getByTestId('food-ingredients');
    expect(await ingredients.innerText()).toMatch(
      /^Flocons d'avoine 55 %, miel de printemps 15 %, noisettes 12 %/,
    );
    // The allergens stand out in the list, the rest does not.
    const weightOf = (text: string) =>
      ingredients.getByText(text, { exact: true }).evaluate((node) => getComputedStyle(node).fontWeight);
    expect(await weightOf('noisettes 12 %')).toBe('700');
    expect(await weightOf("Flocons d'avoine 55 %")).toBe('700');
    expect(await ingredients.evaluate((node) => getComputedStyle(node).fontWeight)).toBe('400');

    const allergens = await section.getByTestId('food-allergens').innerText();
    expect(allergens).toMatch(/Céréales contenant du gluten, Fruits à coque/);
    expect(allergens).toMatch(/Peut contenir des traces de : Arachides, Graines de sésame\./);
    const nutrition = await section.getByTestId('food-nutrition').innerText();
    expect(nutrition).toMatch(/Valeurs nutritionnelles pour 100 g/);
    expect(nutrition).toMatch(/1\s912 kJ \/ 457 kcal/);
    expect(nutrition).toMatch(/Sel\s+< 0,1 g/);
    expect(await section.innerText()).toMatch(/À consommer de préférence avant la date imprimée/);

    await waitForImages(page);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('food-information-product-phone'), fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(failures).toEqual([]);
    await page.close();
  });

  it('leaves out, « sans fruits à coque », every chocolate with nuts or traces of them', async () => {
    const page = await browser.newPage({ viewport: phone, locale: 'fr-FR' });
    await visit(page, `${shopUrl}/search?s=chocolat`);
    const tiles = page.locator('[data-testid^="product-tile-"]').filter({ visible: true });
    await tiles.first().waitFor();
    const referencesOf = async () =>
      (await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!))).map((id) =>
        id.replace('product-tile-', ''),
      );
    const hasNuts = (card: Card) =>
      !card.foodInformation ||
      [...card.foodInformation.allergens, ...card.foodInformation.traces].includes('nuts');
    const before = await cardsOf(await referencesOf());
    expect(before.filter(hasNuts).length).toBeGreaterThan(0);

    const chip = page.getByTestId('search-filter-sans-fruits-a-coque').filter({ visible: true });
    await chip.click();
    await page.waitForURL(`${shopUrl}/search?s=chocolat&sans=fruits-a-coque`);
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid^="product-tile-"]').length < count,
      before.length,
    );
    await tiles.first().waitFor();
    expect(await chip.getAttribute('aria-current')).toBe('true');
    const after = await cardsOf(await referencesOf());
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter(hasNuts).map((card) => card.reference)).toEqual([]);
    expect(after.map((card) => card.reference).sort()).toEqual(
      before
        .filter((card) => !hasNuts(card))
        .map((card) => card.reference)
        .sort(),
    );
    expect(
      await page
        .getByText(/sont écartés aussi/)
        .filter({ visible: true })
        .count(),
    ).toBe(1);

    await waitForImages(page);
    await page.screenshot({ path: screenshotPath('food-information-search-phone'), fullPage: true });
    await page.close();
  });

  it('has the staff add a trace in the back office, which the « sans » filter follows', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await signInToBackOffice(page, shopUrl, admin);
    const found = await page.request.get(`${shopUrl}/api/staff/products?q=miel-de-tilleul`);
    const honey = (
      (await found.json()).items as { id: string; reference: string; foodInformation: object }[]
    ).find((item) => item.reference === 'miel-de-tilleul')!;
    const freeOfNuts = async () =>
      JSON.stringify(await (await fetch(`${shopUrl}/api/bff/search?s=miel&sans=fruits-a-coque`)).json());
    expect(await freeOfNuts()).toContain(honey.id);

    await page.goto(`${shopUrl}/back-office/products/${honey.id}`);
    await page.getByRole('heading', { name: 'Informations alimentaires' }).waitFor();
    const allergens = page.getByRole('group', { name: 'Allergènes', exact: true });
    const traces = page.getByRole('group', { name: 'Peut contenir des traces de' });
    // An allergen the ingredients do not have is refused, saying why, before anything is sent.
    await allergens.getByLabel('Lait').check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(/allergènes cochés \(Lait\) ≠ marqués sur les ingrédients \(aucun\)/).waitFor();
    await allergens.getByLabel('Lait').uncheck();
    await traces.getByLabel('Fruits à coque').check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('.MuiSnackbar-root').filter({ hasText: 'Produit enregistré' }).first().waitFor();
    await page.screenshot({ path: screenshotPath('food-information-back-office-desktop'), fullPage: true });
    expect(await freeOfNuts()).not.toContain(honey.id);

    const restored = await page.request.patch(`${shopUrl}/api/staff/products/${honey.id}`, {
      data: { foodInformation: honey.foodInformation },
    });
    expect(restored.status()).toBe(200);
    expect(await freeOfNuts()).toContain(honey.id);
    await context.close();
  });
});
