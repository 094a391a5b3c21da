/**
 * The demo shop's content-service documents (home page, sidebar, editorial pages, recipes, the
 * preloaded gift promotion), as a headless CMS stores them: `_id`, `_type` and a JSON body that
 * names pictures by image key. One draft shows preview mode at work.
 */
import type * as seedData from './demo-shop';
import type { SeedEditorialPage, SeedIngredient, SeedProduct } from './demo-shop';

export type IllustrationSpec = {
  key: string;
  emoji: string;
  background: string;
  width?: number;
  height?: number;
};

export type ContentDocumentRow = {
  id: string;
  type: string;
  path: string | null;
  body: Record<string, unknown>;
  updatedAt: Date;
};

/** Fixed, so that seeding is deterministic; editors' later changes are newer. */
const PUBLISHED_AT = new Date(Date.UTC(2026, 10, 1, 8, 0, 0));
const DRAFTED_AT = new Date(Date.UTC(2026, 10, 2, 8, 0, 0));
const SOFT_BACKGROUND = '#F4F1E8';

/**
 * `resolveHref` turns the seed data's links (`rack:{key}`, `shelf:{key}`, `/r/{reference}`) into
 * canonical paths, which only exist once racks, shelves and products have their ids.
 */
export function buildContentDocuments(
  data: typeof seedData,
  illustrations: IllustrationSpec[],
  resolveHref: (href: string) => string,
): ContentDocumentRow[] {
  const draw = (key: string, emoji: string, background: string = SOFT_BACKGROUND): string => {
    illustrations.push({ key, emoji, background });
    return key;
  };
  const document = (
    id: string,
    type: string,
    path: string | null,
    body: Record<string, unknown>,
    updatedAt = PUBLISHED_AT,
  ): ContentDocumentRow => ({ id, type, path, body: { _id: id, _type: type, ...body }, updatedAt });
  const resolveEntries = (entries: typeof data.sidebar): typeof data.sidebar =>
    entries.map((entry) => ({
      label: entry.label,
      href: resolveHref(entry.href),
      ...(entry.children ? { children: resolveEntries(entry.children) } : {}),
    }));

  const home = data.homePage;
  const homeBody = {
    banner: { ...home.banner, href: resolveHref(home.banner.href) },
    headerSlider: home.headerSlider.map((slide, index) => ({
      title: slide.title,
      subtitle: slide.subtitle,
      href: resolveHref(slide.href),
      backgroundColor: slide.backgroundColor,
      imageKey: draw(`home/slide-${index + 1}`, slide.emoji, slide.backgroundColor),
    })),
    blocks: home.blocks.map((block, index) => {
      switch (block.kind) {
        case 'editorial':
          return {
            ...block,
            href: resolveHref(block.href),
            imageKey: draw(`home/block-${index + 1}`, block.emoji, block.backgroundColor),
          };
        case 'reassurance':
          return {
            kind: block.kind,
            items: block.items.map((item, itemIndex) => ({
              title: item.title,
              text: item.text,
              imageKey: draw(`home/reassurance-${itemIndex + 1}`, item.emoji),
            })),
          };
        default:
          return block;
      }
    }),
  };

  const editorial = data.editorialPages.map((page) => {
    const slug = page.path.replace(/\//g, '-');
    return document(`editorialPage.${page.path.replace(/\//g, '.')}`, 'editorialPage', page.path, {
      path: page.path,
      title: page.title,
      description: page.description,
      body: page.body.map((part, index) =>
        typeof part === 'string' || part.kind !== 'picture'
          ? part
          : {
              kind: 'picture',
              alt: part.alt,
              caption: part.caption ?? null,
              imageKey: draw(`editorial/${slug}-${index}`, part.emoji),
            },
      ),
      imageKey: draw(`editorial/${slug}`, page.emoji),
      related: relatedStories(page, data.editorialPages).map((story) => ({
        path: story.path,
        title: story.title,
        description: story.description,
        imageKey: `editorial/${story.path.replace(/\//g, '-')}`,
      })),
    });
  });
  const firstEditorial = editorial[0];

  return [
    document('homePage', 'homePage', '', homeBody),
    document('sidebar', 'sidebar', null, { entries: resolveEntries(data.sidebar) }),
    ...editorial,
    ...data.recipes.map((recipe) =>
      document(`recipe.${recipe.slug}`, 'recipe', `recettes/${recipe.slug}`, {
        slug: recipe.slug,
        title: recipe.title,
        summary: recipe.summary,
        servings: recipe.servings,
        preparationMinutes: recipe.preparationMinutes,
        ingredients: recipe.ingredients.map((ingredient) => withPack(ingredient, data.products)),
        steps: recipe.steps,
        imageKey: draw(`recipes/${recipe.slug}`, recipe.emoji),
      }),
    ),
    ...data.indexPages.map((index) =>
      document(`${index.type}.${index.path}`, index.type, index.path, {
        path: index.path,
        title: index.title,
        description: index.description,
      }),
    ),
    document('selection', 'selection', 'selection', {
      title: data.selection.title,
      description: data.selection.description,
      productReferences: data.selection.productReferences,
      imageKey: draw('selection/cover', data.selection.emoji),
    }),
    ...data.preloadedPromotions.map((promotion) =>
      document(`preloadedPromotion.${promotion.key}`, 'preloadedPromotion', null, { ...promotion }),
    ),
    // An editor's unpublished change: visible only in preview mode.
    ...(firstEditorial
      ? [
          document(
            `drafts.${firstEditorial.id}`,
            firstEditorial.type,
            firstEditorial.path,
            {
              ...firstEditorial.body,
              _id: `drafts.${firstEditorial.id}`,
              title: `${String(firstEditorial.body['title'])} (brouillon)`,
            },
            DRAFTED_AT,
          ),
        ]
      : []),
  ];
}

const RELATED_STORIES = 3;

/** The stories shown after a page: the ones it names, else others of its root first. */
function relatedStories(page: SeedEditorialPage, pages: SeedEditorialPage[]): SeedEditorialPage[] {
  if (page.relatedPaths)
    return page.relatedPaths.flatMap((path) => pages.find((other) => other.path === path) ?? []);
  const root = (path: string) => path.split('/')[0];
  const others = pages.filter((other) => other.path !== page.path);
  return [
    ...others.filter((other) => root(other.path) === root(page.path)),
    ...others.filter((other) => root(other.path) !== root(page.path)),
  ].slice(0, RELATED_STORIES);
}

/**
 * What one product holds, in the ingredient's unit (issue 16, recipes scale to whole packs): the
 * product's net weight or volume, or one piece, unless the recipe says (a box of 6 eggs).
 */
function withPack(ingredient: SeedIngredient, products: SeedProduct[]): SeedIngredient {
  if (!ingredient.quantity || ingredient.pack || !ingredient.productReference) return ingredient;
  const product = products.find((candidate) => candidate.reference === ingredient.productReference);
  const net = product?.netQuantity;
  if (ingredient.quantity.unit === 'piece') return { ...ingredient, pack: { amount: 1, unit: 'piece' } };
  return net && net.unit === ingredient.quantity.unit ? { ...ingredient, pack: net } : ingredient;
}
