/** Backend-for-frontend (`/api/bff`, spec §7): what the app's screens read. */
import { z } from 'zod';
import { idsParam, productCard, productTile, rackSchema, shelfSchema } from './catalog';

export const racksResponse = z.object({ racks: z.array(rackSchema) });
export const shelvesResponse = z.object({ shelves: z.array(shelfSchema) });
/** `GET catalog/products`: the tiles of `ids` (a screen's products), or every product's. */
export const productTilesResponse = z.object({ products: z.array(productTile) });

/** `GET catalog/products?ids=…`: the tiles of these products, in order (unknown ones left out). */
export const productTilesQuery = z.object({ ids: idsParam.optional() });

/** `GET catalog/racks/{segment}`: one rack, its shelves, then the shelves they lead to (the rack screen). */
export const rackPageResponse = z.object({ rack: rackSchema, shelves: z.array(shelfSchema) });
export type RackPageResponse = z.infer<typeof rackPageResponse>;
/** `POST catalog/products`: the full cards of the asked ids (product page, cart refresh). */
export const productsResponse = z.object({ products: z.array(productCard) });

/** At most this many ids in one `POST catalog/products`. */
export const MAX_PRODUCT_IDS = 500;

export const productsByIdsBody = z.object({
  ids: z
    .array(z.uuid({ error: 'n’est pas un identifiant de produit' }))
    .min(1, 'au moins un identifiant')
    .max(MAX_PRODUCT_IDS, `au plus ${MAX_PRODUCT_IDS} identifiants`),
});
export type ProductsByIdsBody = z.infer<typeof productsByIdsBody>;

/**
 * `GET catalog/routing?path=…`: the routing data one path needs (its product, its rack, the
 * shelves a product's breadcrumbs name); without `path`, the whole catalogue's.
 */
export const routingQuery = z.object({ path: z.string().min(1).max(500).optional() });

/** Routing data (spec §3): enough to resolve every legacy and canonical path. */
export const routingResponse = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      documentId: z.string(),
      reference: z.string(),
      slug: z.string(),
      displayName: z.string(),
    }),
  ),
  racks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      urlSlug: z.string(),
      canonical: z.boolean(),
      shelves: z.array(
        z.object({
          id: z.string(),
          legacyKey: z.string().nullable(),
          urlSlug: z.string().nullable(),
          label: z.string(),
          productIds: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type RoutingResponse = z.infer<typeof routingResponse>;

export const pageQuery = z.object({
  path: z
    .string()
    .max(300, 'le chemin est trop long')
    .regex(/^\/[\w\-/]*$/, 'n’est pas un chemin de page')
    .default('/'),
});

const link = z.object({ title: z.string(), href: z.string() });

export const homeBlock = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('products'),
    title: z.string(),
    products: z.array(productTile),
    /** A « de saison » block: its products in season only, with a link to the calendar (issue 40). */
    seasonal: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('racks'),
    title: z.string(),
    racks: z.array(z.object({ id: z.string(), title: z.string(), path: z.string(), imageUrl: z.string() })),
  }),
  z.object({
    kind: z.literal('editorial'),
    title: z.string(),
    text: z.string(),
    href: z.string(),
    imageUrl: z.string(),
    backgroundColor: z.string(),
  }),
  z.object({
    kind: z.literal('recipes'),
    title: z.string(),
    recipes: z.array(
      z.object({
        slug: z.string(),
        title: z.string(),
        summary: z.string(),
        imageUrl: z.string(),
        href: z.string(),
      }),
    ),
  }),
  z.object({
    kind: z.literal('reassurance'),
    items: z.array(z.object({ title: z.string(), text: z.string(), imageUrl: z.string() })),
  }),
]);
export type HomeBlock = z.infer<typeof homeBlock>;

/** `GET /api/bff/page?path=/` (spec §7): the home page (banner, header slider, blocks). */
export const homePageResponse = z.object({
  kind: z.literal('home'),
  banner: z.object({ title: z.string(), message: z.string(), href: z.string() }),
  headerSlider: z.array(
    link.extend({ subtitle: z.string(), imageUrl: z.string(), backgroundColor: z.string() }),
  ),
  blocks: z.array(homeBlock),
  updatedAt: z.string(),
});
export type HomePageResponse = z.infer<typeof homePageResponse>;

/** A story as other pages show it (related stories, a root's index). */
export const storyTeaser = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
});
export type StoryTeaser = z.infer<typeof storyTeaser>;

/**
 * A part of an editorial page (issue 16): rich text, a picture, products or a shelf that can be
 * added to the cart.
 */
const headingBlock = z.object({ kind: z.literal('heading'), text: z.string() });
const paragraphBlock = z.object({ kind: z.literal('paragraph'), text: z.string() });

export const editorialBlock = z.discriminatedUnion('kind', [
  headingBlock,
  paragraphBlock,
  z.object({
    kind: z.literal('picture'),
    imageUrl: z.string(),
    alt: z.string(),
    caption: z.string().nullable(),
  }),
  z.object({ kind: z.literal('products'), title: z.string(), products: z.array(productTile) }),
  z.object({
    kind: z.literal('shelf'),
    title: z.string(),
    /** The shelf's canonical path, for « Voir tout ». */
    path: z.string(),
    products: z.array(productTile),
  }),
]);
export type EditorialBlock = z.infer<typeof editorialBlock>;

export const editorialPageResponse = z.object({
  kind: z.literal('editorial'),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  blocks: z.array(editorialBlock),
  related: z.array(storyTeaser),
  /** ISO 8601: when the story was first published (Article's datePublished). */
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type EditorialPageResponse = z.infer<typeof editorialPageResponse>;

/** A root's index (`/magazine`, `/nos-articles`): the stories published under it. */
export const storiesPageResponse = z.object({
  kind: z.literal('stories'),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  stories: z.array(storyTeaser),
  updatedAt: z.string(),
});
export type StoriesPageResponse = z.infer<typeof storiesPageResponse>;

/** Grams, millilitres or pieces; `pack` is what one product holds, in the same unit. */
const recipeQuantity = z.object({ amount: z.number().positive(), unit: z.enum(['g', 'ml', 'piece']) });

export const recipeIngredient = z.object({
  /** As the recipe writes it for its own servings: « 4 carottes des sables ». */
  text: z.string(),
  /** What it is, without the quantity: « carottes des sables ». */
  name: z.string(),
  quantity: recipeQuantity.nullable(),
  pack: recipeQuantity.nullable(),
  product: productTile.nullable(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredient>;

export const recipePageResponse = z.object({
  kind: z.literal('recipe'),
  path: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  servings: z.number().int(),
  preparationMinutes: z.number().int(),
  ingredients: z.array(recipeIngredient),
  steps: z.array(z.string()),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type RecipePageResponse = z.infer<typeof recipePageResponse>;

export const recipeTeaser = z.object({
  slug: z.string(),
  href: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  preparationMinutes: z.number().int(),
  servings: z.number().int(),
});
export type RecipeTeaser = z.infer<typeof recipeTeaser>;

/** `/recettes`: every published recipe (spec §7: the document query of recipe slugs). */
export const recipesPageResponse = z.object({
  kind: z.literal('recipes'),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  recipes: z.array(recipeTeaser),
  updatedAt: z.string(),
});
export type RecipesPageResponse = z.infer<typeof recipesPageResponse>;

/** `/selection`: products the editors chose (« les favoris de la saison »). */
export const selectionPageResponse = z.object({
  kind: z.literal('selection'),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  products: z.array(productTile),
  updatedAt: z.string(),
});
export type SelectionPageResponse = z.infer<typeof selectionPageResponse>;

/**
 * A legal page (`/cgv`, `/mentions-legales`, `/confidentialite`, `/accessibilite`, issue 38): the
 * staff's text filled with the shop's identity. `version` names the text in force (the CGV's is
 * what the customer accepts at payment): the time it was published, ISO 8601.
 */
export const legalPageResponse = z.object({
  kind: z.literal('legal'),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  blocks: z.array(z.discriminatedUnion('kind', [headingBlock, paragraphBlock])),
  version: z.string(),
  updatedAt: z.string(),
});
export type LegalPageResponse = z.infer<typeof legalPageResponse>;

export const pageResponse = z.discriminatedUnion('kind', [
  homePageResponse,
  editorialPageResponse,
  storiesPageResponse,
  recipePageResponse,
  recipesPageResponse,
  selectionPageResponse,
  legalPageResponse,
]);
export type PageResponse = z.infer<typeof pageResponse>;

export type SidebarEntry = { label: string; href: string; children?: SidebarEntry[] };
export const sidebarEntry: z.ZodType<SidebarEntry> = z.lazy(() =>
  z.object({ label: z.string(), href: z.string(), children: z.array(sidebarEntry).optional() }),
);
export const sidebarResponse = z.object({ entries: z.array(sidebarEntry) });
export type SidebarResponse = z.infer<typeof sidebarResponse>;

/** The seasonal calendar's page (issue 40): the month it is at the shop's clock, in Paris. */
export const seasonsResponse = z.object({ month: z.number().int().min(1).max(12) });
export type SeasonsResponse = z.infer<typeof seasonsResponse>;
