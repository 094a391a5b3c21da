import type {
  EditorialPageResponse,
  RecipePageResponse,
  RecipesPageResponse,
  SelectionPageResponse,
  StoriesPageResponse,
} from '@sillon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededApp, TEST_PREVIEW_TOKEN, type TestApp } from '../../testing/test-app';

describe('content pages of the BFF on the demo shop (issue 16)', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await openSeededApp();
  });
  afterAll(() => shop.close());

  const page = (path: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url: `/api/bff/page?path=${encodeURIComponent(path)}`, headers });

  it('answers a story with its text, products and shelf that can be added, and related stories', async () => {
    const response = await page('/magazine/les-sols-vivants');
    expect(response.statusCode).toBe(200);
    const story: EditorialPageResponse = response.json();
    expect(story.kind).toBe('editorial');
    const kinds = story.blocks.map((block) => block.kind);
    expect(kinds).toContain('heading');
    expect(kinds).toContain('paragraph');
    const products = story.blocks.find((block) => block.kind === 'products');
    expect(products?.kind === 'products' && products.products.map((tile) => tile.reference)).toEqual([
      'carottes-des-sables',
      'carottes-de-couleur',
      'poireaux',
      'pommes-de-terre-charlotte',
    ]);
    const shelf = story.blocks.find((block) => block.kind === 'shelf');
    expect(shelf?.kind === 'shelf' && shelf.path).toMatch(/^\/p\/[a-z-]+-\d+\/[a-z-]+/);
    expect(shelf?.kind === 'shelf' && shelf.products.length).toBeGreaterThan(0);
    expect(story.related.length).toBe(3);
    expect(story.related[0]?.path).toMatch(/^\/magazine\//);
    expect(story.related.map((related) => related.path)).not.toContain('/magazine/les-sols-vivants');
  });

  it('answers the index of a root with the stories published under it', async () => {
    const index: StoriesPageResponse = (await page('/magazine')).json();
    expect(index.kind).toBe('stories');
    expect(index.stories.length).toBe(4);
    expect(index.stories.every((story) => story.path.startsWith('/magazine/'))).toBe(true);
  });

  it('answers a recipe with structured quantities and what one product holds', async () => {
    const recipe: RecipePageResponse = (
      await page('/recettes/salade-de-lentilles-du-puy-carottes-et-chevre')
    ).json();
    expect(recipe.servings).toBe(4);
    const carrots = recipe.ingredients.find(
      (ingredient) => ingredient.product?.reference === 'carottes-des-sables',
    );
    expect(carrots).toMatchObject({
      name: 'carottes des sables',
      quantity: { amount: 400, unit: 'g' },
      pack: { amount: 1000, unit: 'g' },
    });
    const seasoning = recipe.ingredients.find((ingredient) => ingredient.text === 'Sel et poivre');
    expect(seasoning).toMatchObject({ product: null, quantity: null });
  });

  it('lists every recipe at /recettes', async () => {
    const list: RecipesPageResponse = (await page('/recettes')).json();
    expect(list.kind).toBe('recipes');
    expect(list.recipes.length).toBe(5);
    expect(list.recipes.every((recipe) => recipe.href.startsWith('/recettes/'))).toBe(true);
  });

  it("answers the editors' selection with its products", async () => {
    const selection: SelectionPageResponse = (await page('/selection')).json();
    expect(selection.kind).toBe('selection');
    expect(selection.title).toBe('Les favoris de la saison');
    expect(selection.products.length).toBe(8);
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await page('/nos-articles/nulle-part');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'page_not_found' } });
  });

  it('shows the draft with the preview token, uncached, and refuses a wrong token', async () => {
    const published: EditorialPageResponse = (await page('/mission-regeneration')).json();
    expect(published.title).not.toMatch(/brouillon/);
    const preview = await page('/mission-regeneration', { 'x-preview-token': TEST_PREVIEW_TOKEN });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect((preview.json() as EditorialPageResponse).title).toMatch(/\(brouillon\)$/);
    const refused = await page('/mission-regeneration', { 'x-preview-token': 'wrong' });
    expect(refused.statusCode).toBe(401);
  });
});
