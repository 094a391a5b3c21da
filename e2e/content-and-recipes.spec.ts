import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility';
import { screenshotPath, viewports, waitForImages } from './support/artifacts';
import { chromiumPath, launchChromium } from './support/chromium';
import { journeyShopUrl } from './support/shop';
import { visit } from './support/settle';

const RECIPE = '/recettes/salade-de-lentilles-du-puy-carottes-et-chevre';

/** The JSON-LD objects of a page as the server rendered it (before any JavaScript). */
async function structuredData(page: Page, url: string): Promise<Record<string, unknown>[]> {
  const html = await (await page.request.get(url)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

/**
 * Content and recipes (issue 16): a recipe from home scaled to 6, two ingredients already had, the
 * rest in the cart in one tap; stories (at any depth), the magazine, the selection, the web view; an
 * unknown slug.
 */
describe.skipIf(!chromiumPath)('a visitor reads the stories and cooks from a recipe', () => {
  const shopUrl = journeyShopUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const visible = (page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp) =>
    page.getByRole(role, { name }).filter({ visible: true });

  /** Photographs the screen at its size and checks it with axe. */
  async function look(page: Page, name: string, size: string) {
    await waitForImages(page);
    await page.screenshot({ path: screenshotPath(`content-${name}-${size}`), fullPage: true });
    expect(await seriousAccessibilityViolations(page), name).toEqual([]);
  }

  /** The screen scrolls inside the page: photographs the part from a heading down. */
  async function lookFrom(page: Page, heading: string, name: string, size: string) {
    await visible(page, 'heading', heading).scrollIntoViewIfNeeded();
    await waitForImages(page);
    await page.screenshot({ path: screenshotPath(`content-${name}-${size}`) });
  }

  it('opens a recipe from home, scales it to 6, leaves out two ingredients and adds the rest in one tap', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await visit(page, shopUrl);
    await visible(page, 'link', /Salade de lentilles du Puy/)
      .first()
      .click();
    await page.waitForURL(`${shopUrl}${RECIPE}`);
    await visible(page, 'heading', 'Salade de lentilles du Puy, carottes et chèvre frais').waitFor();

    const more = visible(page, 'button', 'Une personne de plus');
    await more.click();
    await more.click();
    await expect
      .poll(() => page.getByTestId('recipe-servings').filter({ visible: true }).textContent())
      .toBe('6 personnes');
    // 400 g of carrots for 4 become 600 g for 6: one 1 kg bag; 225 g of goat cheese: two of 150 g.
    await page.getByText('600 g · carottes des sables').filter({ visible: true }).waitFor();
    await page.getByText('À acheter : 2 × 150 g').filter({ visible: true }).waitFor();

    await visible(page, 'checkbox', 'J’ai déjà : moutarde').click();
    await visible(page, 'checkbox', 'J’ai déjà : huile de noix').click();
    await visible(page, 'button', 'Ajouter les ingrédients au panier').click();
    await page.getByText('6 produits ajoutés au panier.').filter({ visible: true }).waitFor();
    // The button, now disabled, drops the focus: what it did takes it (not the page's start), and is read.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'recipe-added',
    );

    const recipe = (await (
      await page.request.get(`${shopUrl}/api/bff/page?path=${encodeURIComponent(RECIPE)}`)
    ).json()) as { ingredients: { product: { id: string; reference: string; priceCents: number } | null }[] };
    const idOf = new Map(
      recipe.ingredients.flatMap(({ product }) => (product ? [[product.reference, product.id]] : [])),
    );
    const priceOf = new Map(
      recipe.ingredients.flatMap(({ product }) => (product ? [[product.id, product.priceCents]] : [])),
    );
    const expected = Object.entries({
      'lentilles-vertes-du-puy-aop': 1,
      'carottes-des-sables': 1,
      'echalotes-traditionnelles': 1,
      'fromage-de-chevre-frais': 2,
      'vinaigre-de-cidre': 1,
      'persil-plat': 1,
    }).map(([reference, quantity]) => [idOf.get(reference), quantity]);
    const saved = () =>
      page.evaluate(() =>
        (
          JSON.parse(localStorage.getItem('cart') ?? '{"products":[]}') as {
            products: { id: string; quantity: number }[];
          }
        ).products.map((line) => [line.id, line.quantity]),
      );
    await expect.poll(saved).toEqual(expected);
    // Issue 40: the recipe's total for 6 is what the tap added, at the shelf's prices.
    const added = expected.reduce(
      (sum, [id, quantity]) => sum + priceOf.get(id as string)! * Number(quantity),
      0,
    );
    const euros = (added / 100).toFixed(2).replace('.', ',');
    expect(
      (await page.getByTestId('recipe-total').filter({ visible: true }).innerText()).replace(/\s/g, ' '),
    ).toContain(`Total des ingrédients pour 6 personnes : ${euros} €`);
    await look(page, 'recipe-added', 'phone');

    await visible(page, 'link', 'Voir le panier').click();
    await page.waitForURL(`${shopUrl}/cart`);
    expect(failures).toEqual([]);
    await page.close();
  });

  it('serves the recipe and the story with their JSON-LD: Recipe, Article and BreadcrumbList', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const recipe = await structuredData(page, `${shopUrl}${RECIPE}`);
    const recipeData = recipe.find((data) => data['@type'] === 'Recipe');
    expect(recipeData).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Salade de lentilles du Puy, carottes et chèvre frais',
      recipeYield: '4 personnes',
      totalTime: 'PT35M',
    });
    expect(recipeData?.['recipeIngredient']).toContain('250 g lentilles vertes du Puy');
    const crumbs = recipe.find((data) => data['@type'] === 'BreadcrumbList');
    expect((crumbs?.['itemListElement'] as { name: string }[]).map((item) => item.name)).toEqual([
      'Accueil',
      'Recettes',
      'Salade de lentilles du Puy, carottes et chèvre frais',
    ]);
    const story = await structuredData(page, `${shopUrl}/magazine/les-sols-vivants`);
    expect(story.find((data) => data['@type'] === 'Article')).toMatchObject({
      headline: 'Les sols vivants, notre premier patrimoine',
    });
    expect(story.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
    await page.close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`reads a story, the magazine, the recipes, the selection and a web page (${size})`, async () => {
      const page = await browser.newPage({ viewport, locale: 'fr-FR' });
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));

      const story = await visit(page, `${shopUrl}/nos-articles/le-comte-et-les-prairies-fleuries`);
      expect(story?.status()).toBe(200);
      await visible(page, 'heading', 'Le comté, une affaire de prairies fleuries').waitFor();
      await visible(page, 'heading', 'Goûter la différence').waitFor();
      await visible(page, 'heading', 'À lire aussi').waitFor();
      await look(page, 'story', size);
      await lookFrom(page, 'Goûter la différence', 'story-products', size);
      await lookFrom(page, 'À lire aussi', 'story-related', size);

      await visit(page, `${shopUrl}/magazine`);
      await visible(page, 'heading', 'Le magazine').waitFor();
      await look(page, 'magazine', size);
      await visible(page, 'link', /Les sols vivants, notre premier patrimoine/).click();
      await page.waitForURL(`${shopUrl}/magazine/les-sols-vivants`);
      await visible(page, 'heading', 'Tous les légumes racines').waitFor();
      await look(page, 'magazine-story', size);
      await lookFrom(page, 'Tous les légumes racines', 'magazine-story-shelf', size);

      await visit(page, `${shopUrl}/mission-regeneration`);
      await visible(page, 'heading', 'Notre mission : régénérer les sols en mangeant mieux').waitFor();
      await look(page, 'mission', size);

      await visit(page, `${shopUrl}/recettes`);
      await visible(page, 'heading', 'Nos recettes').waitFor();
      await look(page, 'recipes', size);

      await visit(page, `${shopUrl}${RECIPE}`);
      await visible(page, 'heading', 'Ingrédients').waitFor();
      await look(page, 'recipe', size);
      await lookFrom(page, 'Ingrédients', 'recipe-ingredients', size);
      await lookFrom(page, 'Préparation', 'recipe-steps', size);

      await visit(page, `${shopUrl}/selection`);
      await visible(page, 'heading', 'Les favoris de la saison').waitFor();
      await look(page, 'selection', size);

      await visit(page, `${shopUrl}/WebScreenView?url=%2Fbienvenue&title=Bienvenue`);
      await visible(page, 'heading', 'Bienvenue').waitFor();
      await page
        .frameLocator('iframe[title="Bienvenue"]')
        .getByRole('heading', { name: 'Bienvenue chez Sillon' })
        .first()
        .waitFor();
      await look(page, 'web-view', size);
      // Opened by its address, the web view has nothing of the shop's to go back to: home.
      await visible(page, 'button', '‹ Retour').click();
      await page.waitForURL(`${shopUrl}/`);

      expect(failures).toEqual([]);
      await page.close();
    });
  }

  it('opens an editorial path in the editorial screen, and the find-us page at its root', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const response = await visit(page, `${shopUrl}/editorial?path=%2Ftrouver-miel`);
    expect(response?.status()).toBe(200);
    await visible(page, 'heading', 'Bien choisir son miel').waitFor();
    await visible(page, 'heading', 'Nos miels').waitFor();
    await visit(page, `${shopUrl}/trouver-sillon`);
    await visible(page, 'heading', 'Où trouver nos producteurs').waitFor();
    await look(page, 'find-us', 'phone');
    await page.close();
  });

  it('renders a story at any depth and under any trouver- root, on the server and in the app', async () => {
    const deepPath = '/nos-articles/saisons/hiver/legumes-racines';
    const title = 'L’hiver au potager : les légumes racines';
    // Without JavaScript: what the server rendered.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const bare = await context.newPage();
    const deep = await bare.goto(`${shopUrl}${deepPath}`);
    expect(deep?.status()).toBe(200);
    await visible(bare, 'heading', title).waitFor();
    await visible(bare, 'heading', 'Au potager cet hiver').waitFor();
    expect(await bare.title()).toBe(`${title} · Sillon`);
    const find = await bare.goto(`${shopUrl}/trouver-miel`);
    expect(find?.status()).toBe(200);
    await visible(bare, 'heading', 'Bien choisir son miel').waitFor();
    const unknown = await bare.goto(`${shopUrl}/nos-articles/saisons/hiver/nulle-part`);
    expect(unknown?.status()).toBe(404);
    await context.close();

    // In the app: from the index to the deep story, then its page as the browser shows it.
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await visit(page, `${shopUrl}/nos-articles`);
    await visible(page, 'link', new RegExp(title)).click();
    await page.waitForURL(`${shopUrl}${deepPath}`);
    await visible(page, 'heading', title).waitFor();
    await visit(page, `${shopUrl}${deepPath}`);
    await visible(page, 'heading', 'Au potager cet hiver').waitFor();
    await look(page, 'deep-story', 'phone');
    await visit(page, `${shopUrl}/nos-articles/saisons/hiver/nulle-part`);
    await visible(page, 'heading', 'Page introuvable').waitFor();
    expect(failures).toEqual([]);
    await page.close();
  });

  it('answers an unknown story with the not-found page and a 404', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    const response = await visit(page, `${shopUrl}/magazine/nulle-part`);
    expect(response?.status()).toBe(404);
    await visible(page, 'heading', 'Page introuvable').waitFor();
    await expect.poll(() => page.title()).toBe('Page introuvable · Sillon');
    const recipe = await page.request.get(`${shopUrl}/recettes/soupe-introuvable`);
    expect(recipe.status()).toBe(404);
    await look(page, 'not-found', 'phone');
    await page.close();
  });
});
