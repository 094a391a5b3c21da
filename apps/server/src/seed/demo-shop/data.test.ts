import { createRequire } from 'node:module';
import {
  foodInformationProblems,
  SEASONS_CALENDAR_PATH,
  STANDARD_VAT_RATE_BP,
  type FoodInformation,
} from '@sillon/domain';
import { describe, expect, it } from 'vitest';
import { foodInformationOf, ingredientParts, writtenReferences } from './food-information';
import {
  editorialPages,
  homePage,
  indexPages,
  parseSeedHref,
  preloadedPromotions,
  producers,
  products,
  racks,
  recipes,
  selection,
  sidebar,
  type SeedSidebarEntry,
} from './index';

const require = createRequire(import.meta.url);
const iconSet = require('@iconify-json/fluent-emoji-flat/icons.json') as {
  icons: Record<string, unknown>;
  aliases?: Record<string, unknown>;
};

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
const EDITORIAL_ROOTS = ['mission-regeneration', 'nos-articles', 'magazine', 'bienvenue'];

const shelves = racks.flatMap((rack) => rack.shelves);
/** The shelves of the non-food racks: their products have no food information. */
const FOOD_FREE_RACK_SHELVES = new Set(
  racks
    .filter((rack) => rack.key === 'maison-hygiene')
    .flatMap((rack) => rack.shelves.map((shelf) => shelf.key))
    .concat(['soins-bebe']),
);
const shelfKeys = new Set(shelves.map((shelf) => shelf.key));
const rackKeys = new Set(racks.map((rack) => rack.key));
const producerKeys = new Set(producers.map((producer) => producer.key));
const productByReference = new Map(products.map((product) => [product.reference, product]));
const recipeSlugs = new Set(recipes.map((recipe) => recipe.slug));
const editorialPaths = new Set(
  [...editorialPages, ...indexPages, { path: 'selection' }].map((page) => `/${page.path}`),
);

/** Same rule as the domain's `slugify` (spec §3: a shelf's urlSlug is derived from its label when absent). */
function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

function iconExists(name: string): boolean {
  return Object.hasOwn(iconSet.icons, name) || Object.hasOwn(iconSet.aliases ?? {}, name);
}

/**
 * Where an internal link may point: a rack, a shelf, a product, a recipe, an editorial page, an
 * index, the selection or home.
 */
function linkResolves(href: string): boolean {
  const target = parseSeedHref(href);
  switch (target.kind) {
    case 'rack':
      return rackKeys.has(target.key);
    case 'shelf':
      return shelfKeys.has(target.key);
    case 'product':
      return productByReference.has(target.reference);
    case 'path':
      if (target.path === '/' || target.path === SEASONS_CALENDAR_PATH) return true;
      if (target.path.startsWith('/recettes/'))
        return recipeSlugs.has(target.path.slice('/recettes/'.length));
      return editorialPaths.has(target.path);
  }
}

function flattenSidebar(entries: readonly SeedSidebarEntry[]): SeedSidebarEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenSidebar(entry.children ?? [])]);
}

describe('demo shop data', () => {
  it('is large enough for a real shop', () => {
    expect(products.length).toBeGreaterThanOrEqual(250);
    expect(racks.length).toBeGreaterThanOrEqual(8);
    expect(shelves.length).toBeGreaterThanOrEqual(30);
    expect(recipes.length).toBeGreaterThanOrEqual(3);
    expect(producers.length).toBeGreaterThanOrEqual(24);
    expect(editorialPages.length).toBeGreaterThanOrEqual(5);
  });

  it('has unique, kebab-case keys and references', () => {
    const keySets: [string, string[]][] = [
      ['product references', products.map((product) => product.reference)],
      ['rack keys', racks.map((rack) => rack.key)],
      ['shelf keys', shelves.map((shelf) => shelf.key)],
      ['producer keys', producers.map((producer) => producer.key)],
      ['recipe slugs', recipes.map((recipe) => recipe.slug)],
      ['rack url slugs', racks.map((rack) => rack.urlSlug)],
    ];
    for (const [name, values] of keySets) {
      expect(duplicates(values), `duplicate ${name}`).toEqual([]);
      expect(
        values.filter((value) => !KEBAB.test(value)),
        `${name} not in kebab-case`,
      ).toEqual([]);
    }
    expect(duplicates(editorialPages.map((page) => page.path))).toEqual([]);
    expect(duplicates(products.map((product) => product.displayName))).toEqual([]);
    const legacyKeys = [...racks, ...shelves].flatMap((item) => (item.legacyKey ? [item.legacyKey] : []));
    expect(duplicates(legacyKeys)).toEqual([]);
    // A shelf path ends with `-{legacyKey}` (spec §2): a dash inside the key would split it.
    expect(legacyKeys.filter((key) => !/^[a-z0-9]+$/.test(key))).toEqual([]);
  });

  it('gives every shelf a unique url slug within its rack, some derived from the label', () => {
    for (const rack of racks) {
      const slugs = rack.shelves.map((shelf) => shelf.urlSlug ?? slugify(shelf.label));
      expect(duplicates(slugs), rack.key).toEqual([]);
      expect(slugs.every((slug) => KEBAB.test(slug))).toBe(true);
    }
    expect(shelves.filter((shelf) => shelf.urlSlug === undefined).length).toBeGreaterThanOrEqual(3);
    expect(shelves.filter((shelf) => shelf.legacyKey !== undefined).length).toBeGreaterThanOrEqual(3);
    expect(shelves.filter((shelf) => shelf.article !== undefined).length).toBeGreaterThanOrEqual(3);
    expect(racks.some((rack) => !rack.canonical)).toBe(true);
  });

  it('references only shelves, producers and products that exist', () => {
    for (const product of products) {
      expect(product.shelfKeys.length, product.reference).toBeGreaterThan(0);
      expect(duplicates(product.shelfKeys), product.reference).toEqual([]);
      expect(
        product.shelfKeys.filter((key) => !shelfKeys.has(key)),
        product.reference,
      ).toEqual([]);
      expect(producerKeys.has(product.producerKey), `${product.reference} → ${product.producerKey}`).toBe(
        true,
      );
    }
    for (const shelf of shelves) {
      expect(
        shelf.relatedShelfKeys.filter((key) => !shelfKeys.has(key) || key === shelf.key),
        shelf.key,
      ).toEqual([]);
    }
    for (const recipe of recipes) {
      const missing = recipe.ingredients.flatMap((ingredient) =>
        ingredient.productReference !== undefined && !productByReference.has(ingredient.productReference)
          ? [ingredient.productReference]
          : [],
      );
      expect(missing, recipe.slug).toEqual([]);
    }
  });

  it('gives every ingredient written with a weight or a volume its quantity, sold or not, to scale with servings', () => {
    const measured = /^\d+([,.]\d+)?\s*(g|kg|ml|cl|l)\b/i;
    for (const recipe of recipes) {
      const unscaled = recipe.ingredients
        .filter((ingredient) => measured.test(ingredient.text) && !ingredient.quantity)
        .map((ingredient) => ingredient.text);
      expect(unscaled, recipe.slug).toEqual([]);
    }
  });

  it('puts every product on a canonical main shelf and fills every shelf', () => {
    const canonicalShelfKeys = new Set(
      racks.filter((rack) => rack.canonical).flatMap((rack) => rack.shelves.map((shelf) => shelf.key)),
    );
    expect(products.filter((product) => !canonicalShelfKeys.has(product.shelfKeys[0] ?? ''))).toEqual([]);
    const used = new Set(products.flatMap((product) => product.shelfKeys));
    expect(shelves.filter((shelf) => !used.has(shelf.key)).map((shelf) => shelf.key)).toEqual([]);
    const producersUsed = new Set(products.map((product) => product.producerKey));
    expect(
      producers.filter((producer) => !producersUsed.has(producer.key)).map((producer) => producer.key),
    ).toEqual([]);
  });

  it('draws every picture with an icon of the Fluent Emoji Flat set', () => {
    const emojis = [
      ...products.map((product) => product.emoji),
      ...racks.map((rack) => rack.emoji),
      ...shelves.flatMap((shelf) => (shelf.article ? [shelf.article.emoji] : [])),
      ...recipes.map((recipe) => recipe.emoji),
      ...editorialPages.map((page) => page.emoji),
      ...homePage.headerSlider.map((slide) => slide.emoji),
      ...homePage.blocks.flatMap((block) => {
        if (block.kind === 'editorial') return [block.emoji];
        if (block.kind === 'reassurance') return block.items.map((item) => item.emoji);
        return [];
      }),
    ];
    expect([...new Set(emojis.filter((emoji) => !iconExists(emoji)))]).toEqual([]);
  });

  it('has plausible prices, VAT, stock and farm shares', () => {
    for (const product of products) {
      const where = product.reference;
      expect(Number.isSafeInteger(product.priceCents) && product.priceCents > 0, where).toBe(true);
      expect(product.priceCents, where).toBeLessThan(20_000);
      expect([550, 2000], where).toContain(product.vatRateBp);
      expect(Number.isSafeInteger(product.stock) && product.stock >= 0, where).toBe(true);
      expect(product.farmSharePercent, where).toBeGreaterThanOrEqual(25);
      expect(product.farmSharePercent, where).toBeLessThanOrEqual(70);
      expect(product.available ? product.stock > 0 : product.stock === 0, where).toBe(true);
      if (product.maxOrderable !== undefined) {
        expect(Number.isSafeInteger(product.maxOrderable) && product.maxOrderable > 0, where).toBe(true);
      }
      if (product.netQuantity !== undefined) {
        expect(
          Number.isSafeInteger(product.netQuantity.amount) && product.netQuantity.amount > 0,
          where,
        ).toBe(true);
      }
      if (product.retail !== undefined) {
        expect(Number.isSafeInteger(product.retail.priceCents) && product.retail.priceCents > 0, where).toBe(
          true,
        );
        expect(product.retail.priceCents, where).toBeGreaterThan(product.priceCents);
      }
      if (product.regionalPostalPrefixes !== undefined) {
        expect(product.regionalPostalPrefixes.length, where).toBeGreaterThan(0);
        expect(
          product.regionalPostalPrefixes.every((prefix) => /^\d{2}$/.test(prefix)),
          where,
        ).toBe(true);
      }
      expect(product.description.length, where).toBeGreaterThan(60);
      expect(product.labels.length, where).toBe(new Set(product.labels).size);
    }
  });

  it('charges 20 % VAT on non-food and alcohol, 5.5 % on food', () => {
    const nonFoodShelves = new Set([
      'entretien',
      'hygiene-soins',
      'papier-accessoires',
      'soins-bebe',
      'vins',
    ]);
    for (const product of products) {
      const main = product.shelfKeys[0] ?? '';
      if (nonFoodShelves.has(main)) expect(product.vatRateBp, product.reference).toBe(2000);
      if (main === 'bieres-cidres') expect(product.vatRateBp, product.reference).toBe(2000);
      if (['fruits-de-saison', 'legumes-racines', 'fromages', 'pates', 'laits-vegetaux'].includes(main)) {
        expect(product.vatRateBp, product.reference).toBe(550);
      }
    }
  });

  it('covers the special cases the shop must show', () => {
    expect(products.filter((product) => product.maxOrderable !== undefined).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((product) => !product.available).length).toBeGreaterThanOrEqual(5);
    expect(
      products.filter((product) => product.regionalPostalPrefixes !== undefined).length,
    ).toBeGreaterThanOrEqual(5);
    expect(products.filter((product) => product.retail !== undefined).length).toBeGreaterThanOrEqual(8);
    expect(products.filter((product) => product.netQuantity !== undefined).length).toBeGreaterThanOrEqual(
      100,
    );
  });

  it('has the products the search tests look for', () => {
    const names = products.map((product) => product.displayName);
    expect(names.filter((name) => name.startsWith('Pâtes')).length).toBeGreaterThanOrEqual(3);
    expect(names).toContain('Pâtes complètes — fusilli');
    expect(names).toContain('Pâtes de blé dur — spaghetti');
    expect(names).toContain('Carottes des sables');
    expect(names.some((name) => name.startsWith("Lait d'avoine"))).toBe(true);
    expect(names).toContain('Fromage de chèvre frais');
    const comte = products.find((product) => product.displayName === 'Comté AOP 18 mois');
    expect(comte?.description).toMatch(/fromage/);
    expect(
      products.filter(
        (product) => /fromage/i.test(product.displayName) || /fromage/i.test(product.description),
      ).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('writes valid hex colours', () => {
    const colours = [
      ...racks.map((rack) => rack.photoBackground),
      ...shelves.flatMap((shelf) => (shelf.article ? [shelf.article.backgroundColor] : [])),
      ...homePage.headerSlider.map((slide) => slide.backgroundColor),
      ...homePage.blocks.flatMap((block) => (block.kind === 'editorial' ? [block.backgroundColor] : [])),
    ];
    expect(colours.filter((colour) => !HEX_COLOUR.test(colour))).toEqual([]);
  });

  it('has one editorial page under each root of spec §2, and recipes for recettes', () => {
    for (const root of EDITORIAL_ROOTS) {
      expect(
        editorialPages.some((page) => page.path === root || page.path.startsWith(`${root}/`)),
        root,
      ).toBe(true);
    }
    expect(editorialPages.some((page) => /^trouver-[a-z0-9-]+$/.test(page.path.split('/')[0] ?? ''))).toBe(
      true,
    );
    expect(editorialPages.filter((page) => page.path.startsWith('/') || page.path.endsWith('/'))).toEqual([]);
    expect(recipes.length).toBeGreaterThan(0);
    for (const page of editorialPages) expect(page.body.length, page.path).toBeGreaterThanOrEqual(3);
  });

  it('links only to things that exist', () => {
    const shelfArticleUrls = shelves.flatMap((shelf) => (shelf.article ? [shelf.article.url] : []));
    const homeLinks = [
      homePage.banner.href,
      ...homePage.headerSlider.map((slide) => slide.href),
      ...homePage.blocks.flatMap((block) => (block.kind === 'editorial' ? [block.href] : [])),
    ];
    const sidebarLinks = flattenSidebar(sidebar).map((entry) => entry.href);
    expect(
      [...shelfArticleUrls, ...homeLinks, ...sidebarLinks].filter((href) => !linkResolves(href)),
    ).toEqual([]);
  });

  it('names the produce of every fresh fruit and vegetable, from the seasonal calendar (issue 40)', () => {
    const fresh = racks.find((rack) => rack.key === 'fruits-et-legumes')!.shelves.map((shelf) => shelf.key);
    const freshProducts = products.filter((product) => fresh.includes(product.shelfKeys[0]!));
    expect(freshProducts.length).toBeGreaterThan(40);
    // Typed `ProduceKey`: a produce outside the calendar does not compile.
    expect(freshProducts.filter((product) => !product.produce)).toEqual([]);
    expect(products.filter((product) => product.produce && !fresh.includes(product.shelfKeys[0]!))).toEqual(
      [],
    );
    const seasonal = racks.flatMap((rack) => rack.shelves).filter((shelf) => shelf.seasonal);
    expect(seasonal.map((shelf) => shelf.key).sort()).toEqual(['fruits-de-saison', 'panier-de-saison']);
  });

  it('builds a home page with every block kind and existing content', () => {
    expect(homePage.headerSlider.length).toBe(3);
    const kinds = new Set(homePage.blocks.map((block) => block.kind));
    expect([...kinds].sort()).toEqual(['editorial', 'products', 'racks', 'reassurance', 'recipes']);
    for (const block of homePage.blocks) {
      if (block.kind === 'products') {
        expect(block.productReferences.filter((reference) => !productByReference.has(reference))).toEqual([]);
      }
      if (block.kind === 'racks') expect(block.rackKeys.filter((key) => !rackKeys.has(key))).toEqual([]);
      if (block.kind === 'recipes')
        expect(block.recipeSlugs.filter((slug) => !recipeSlugs.has(slug))).toEqual([]);
    }
    expect(JSON.stringify(homePage)).toMatch(/plus de 250 produits régénératifs/i);
    expect(homePage.banner.message).toMatch(/ferm/);
  });

  it('lists every rack and shelf in the sidebar', () => {
    const hrefs = new Set(flattenSidebar(sidebar).map((entry) => entry.href));
    for (const rack of racks) expect(hrefs.has(`rack:${rack.key}`), rack.key).toBe(true);
    for (const shelf of shelves) expect(hrefs.has(`shelf:${shelf.key}`), shelf.key).toBe(true);
  });

  it('preloads one gift promotion with two gifts at two thresholds, on available products', () => {
    expect(preloadedPromotions.length).toBe(1);
    const [promotion] = preloadedPromotions;
    expect(promotion?.key).toMatch(KEBAB);
    expect(promotion?.version).toBe(1);
    const gifts = promotion?.gifts ?? [];
    expect(gifts.length).toBe(2);
    expect(new Set(gifts.map((gift) => gift.minimumUnlockableAmountCents)).size).toBe(2);
    for (const gift of gifts) {
      const product = productByReference.get(gift.productReference);
      expect(product?.available, gift.productReference).toBe(true);
      expect(gift.quantity).toBeGreaterThan(0);
      expect(
        Number.isSafeInteger(gift.minimumUnlockableAmountCents) && gift.minimumUnlockableAmountCents > 0,
      ).toBe(true);
    }
  });

  it('names only existing products and shelves in stories, recipes and the selection (issue 16)', () => {
    const blocks = editorialPages.flatMap((page) => page.body.filter((part) => typeof part !== 'string'));
    const references = [
      ...recipes.flatMap((recipe) =>
        recipe.ingredients.flatMap((ingredient) => ingredient.productReference ?? []),
      ),
      ...blocks.flatMap((block) => (block.kind === 'products' ? block.productReferences : [])),
      ...selection.productReferences,
    ];
    expect(references.filter((reference) => !productByReference.has(reference))).toEqual([]);
    const shelvesNamed = blocks.flatMap((block) => (block.kind === 'shelf' ? [block.shelfKey] : []));
    expect(shelvesNamed.filter((key) => !shelfKeys.has(key))).toEqual([]);
    const emojis = [
      selection.emoji,
      ...blocks.flatMap((block) => (block.kind === 'picture' ? [block.emoji] : [])),
    ];
    expect(emojis.filter((emoji) => !(emoji in iconSet.icons))).toEqual([]);
  });

  it('gives recipe ingredients linked to a product a quantity, and a pack for those sold by the piece', () => {
    for (const recipe of recipes) {
      for (const ingredient of recipe.ingredients) {
        if (!ingredient.quantity) continue;
        expect(ingredient.quantity.amount, ingredient.text).toBeGreaterThan(0);
        // An ingredient the shop does not sell only scales: no pack to buy.
        if (!ingredient.productReference) continue;
        const product = ingredient.productReference
          ? productByReference.get(ingredient.productReference)
          : undefined;
        const packKnown =
          ingredient.pack !== undefined ||
          ingredient.quantity.unit === 'piece' ||
          product?.netQuantity?.unit === ingredient.quantity.unit;
        expect(packKnown, ingredient.text).toBe(true);
      }
    }
  });

  describe('food information (issue 40)', () => {
    /** What is wrong with a product's food information (the domain's rules, and an origin). */
    function problemsOf(information: FoodInformation): string[] {
      const problems = foodInformationProblems(information).map((problem) => problem.message);
      return information.origin ? problems : [...problems, 'Origine manquante.'];
    }

    const granola = foodInformationOf(productByReference.get('granola-miel-et-noisettes')!)!;

    it('finds the faults of a toy granola: oats and hazelnuts unmarked, energy made up, no storage', () => {
      const toy: FoodInformation = {
        ...granola,
        ingredients: ingredientParts("flocons d'avoine 55 %, miel 15 %, noisettes 12 %"),
        allergens: [],
        storage: null,
        nutrition: { ...granola.nutrition!, energyKcal: 250, energyKj: 1046 },
      };
      expect(problemsOf({ ...toy, origin: null })).toEqual([
        'Conservation : obligatoire pour un produit préemballé.',
        "Allergènes : « flocons d'avoine » contient : Céréales contenant du gluten, non signalé.",
        'Allergènes : « noisettes » contient : Fruits à coque, non signalé.',
        'Nutrition : énergie 250 kcal, nutriments 454 kcal.',
        'Origine manquante.',
      ]);
    });

    it('gives the granola with hazelnuts and oats the nuts and gluten flags', () => {
      expect(granola.allergens).toEqual(['gluten', 'nuts']);
      expect(granola.ingredients?.find((part) => part.name === 'noisettes')).toEqual({
        name: 'noisettes',
        allergen: 'nuts',
        percent: 12,
      });
    });

    it('gives every food product its information, agreeing with itself, and none to the rest', () => {
      const problems = products.flatMap((product) => {
        const information = foodInformationOf(product);
        if (!information)
          return product.shelfKeys.some((key) => FOOD_FREE_RACK_SHELVES.has(key))
            ? []
            : [`${product.reference} : pas d'information`];
        return problemsOf(information).map((problem) => `${product.reference} : ${problem}`);
      });
      expect(problems).toEqual([]);
      const prepacked = products.filter((product) => foodInformationOf(product)?.prepacked);
      expect(prepacked.length).toBeGreaterThan(150);
      expect(writtenReferences.filter((reference) => !productByReference.has(reference))).toEqual([]);
    });

    it('never labels « Sans gluten » a product with gluten, even as a trace', () => {
      const contradicted = products.filter((product) => {
        const information = foodInformationOf(product);
        return (
          product.labels.includes('Sans gluten') &&
          (information?.allergens.includes('gluten') || information?.traces.includes('gluten'))
        );
      });
      expect(contradicted.map((product) => product.reference)).toEqual([]);
    });

    it('never lists in the ingredients what the description says the product is without', () => {
      const claims = [
        { said: /sans sulfites/i, listed: /sulfites/i },
        { said: /sans conservateur/i, listed: /conservateur/i },
      ];
      const contradictions = products.flatMap((product) => {
        const parts = foodInformationOf(product)?.ingredients ?? [];
        const ingredients = parts.map((part) => part.name).join(', ');
        return claims
          .filter(({ said, listed }) => said.test(product.description) && listed.test(ingredients))
          .map(() => `${product.reference} : ${ingredients}`);
      });
      expect(contradictions).toEqual([]);
    });

    it('has alcohol on the drinks sold at the standard rate, and wines declare their sulphites', () => {
      const drinks = products.filter(
        (product) => product.vatRateBp === STANDARD_VAT_RATE_BP && foodInformationOf(product),
      );
      expect(drinks.length).toBeGreaterThan(10);
      for (const drink of drinks)
        expect(foodInformationOf(drink)!.alcoholPercent, drink.reference).toBeGreaterThan(1.2);
      expect(foodInformationOf(productByReference.get('riesling-d-alsace')!)!.allergens).toEqual([
        'sulphites',
      ]);
    });
  });
});
