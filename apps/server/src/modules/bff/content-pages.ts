/**
 * The content pages of the BFF's `page?path=` (issue 16): editorial stories with their products
 * and shelves, a root's index of stories, recipes with structured ingredients, the recipes' list
 * and the editors' selection. Documents name products by reference and shelves by key; the
 * answer carries the products' tiles, so a page needs one call.
 */
import type {
  EditorialBlock,
  HomePageResponse,
  PageResponse,
  EditorialPageResponse,
  LegalPageResponse,
  ProductTile,
  RecipeIngredient,
  RecipePageResponse,
  RecipeTeaser,
  RecipesPageResponse,
  SelectionPageResponse,
  StoriesPageResponse,
  StoryTeaser,
} from '@sillon/contract';
import {
  fillShopIdentity,
  frenchOrder,
  LEGAL_PAGE_PATHS,
  LEGAL_PAGE_TYPE,
  type LegalBlock,
  type ShopLegalIdentity,
} from '@sillon/domain';
import type { CatalogService } from '../catalog';

export type ContentPageDocument = {
  id: string;
  type: string;
  path: string | null;
  body: Record<string, unknown>;
  updatedAt: string;
};

export type ContentPageDeps = {
  catalog: Pick<CatalogService, 'shelves' | 'tiles'>;
  /** Tiles (with ratings) of products by reference, in the order asked, unknown ones left out. */
  tilesByReference: (references: string[]) => Promise<ProductTile[]>;
  documentsOfType: (type: string) => Promise<ContentPageDocument[]>;
  /** Who runs the shop: the legal pages' `{{company}}`, `{{address}}`… (issue 38). */
  shopIdentity: ShopLegalIdentity;
  /** Issue 40: what the privacy page adds for the services configured (the Géoplateforme). */
  privacyAdditions: readonly LegalBlock[];
};

/** Every page but the home page. */
export type ContentPage = Exclude<PageResponse, HomePageResponse>;

/** A shelf inside a story shows this many products; « Voir tout » opens the shelf. */
const SHELF_BLOCK_PRODUCTS = 8;
const HEADING_PREFIX = '## ';

const imageUrl = (key: unknown): string => `/images/${String(key)}`;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

export function createContentPages(deps: ContentPageDeps) {
  async function shelfBlock(part: Record<string, unknown>): Promise<EditorialBlock | undefined> {
    const shelf = (await deps.catalog.shelves()).find((candidate) => candidate.key === part['shelfKey']);
    if (!shelf) return undefined;
    const wanted = new Set(shelf.products.slice(0, SHELF_BLOCK_PRODUCTS));
    const tiles = (await deps.catalog.tiles()).filter((tile) => wanted.has(tile.id));
    const products = await deps.tilesByReference(tiles.map((tile) => tile.reference));
    return { kind: 'shelf', title: text(part['title']) || shelf.label, path: shelf.path, products };
  }

  async function blockOf(part: unknown): Promise<EditorialBlock | undefined> {
    if (typeof part === 'string') {
      return part.startsWith(HEADING_PREFIX)
        ? { kind: 'heading', text: part.slice(HEADING_PREFIX.length) }
        : { kind: 'paragraph', text: part };
    }
    const fields = record(part);
    switch (fields['kind']) {
      case 'products':
        return {
          kind: 'products',
          title: text(fields['title']),
          products: await deps.tilesByReference(list(fields['productReferences']).map(String)),
        };
      case 'shelf':
        return shelfBlock(fields);
      case 'picture':
        return {
          kind: 'picture',
          imageUrl: imageUrl(fields['imageKey']),
          alt: text(fields['alt']),
          caption: text(fields['caption']) || null,
        };
      default:
        return undefined;
    }
  }

  async function story(document: ContentPageDocument, path: string): Promise<EditorialPageResponse> {
    const { body } = document;
    const blocks = await Promise.all(list(body['body']).map(blockOf));
    return {
      kind: 'editorial',
      path,
      title: text(body['title']),
      description: text(body['description']),
      imageUrl: imageUrl(body['imageKey']),
      blocks: blocks.filter((block) => block !== undefined),
      related: list(body['related']).map((teaser) => storyTeaserOf(record(teaser))),
      publishedAt: text(body['publishedAt']) || document.updatedAt,
      updatedAt: document.updatedAt,
    };
  }

  /** A root's index lists the stories published under it, newest first. */
  async function stories(document: ContentPageDocument, path: string): Promise<StoriesPageResponse> {
    const prefix = `${path.slice(1)}/`;
    const pages = (await deps.documentsOfType('editorialPage'))
      .filter((page) => page.path?.startsWith(prefix))
      .sort(
        (a, b) =>
          Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || (a.path ?? '').localeCompare(b.path ?? ''),
      );
    return {
      kind: 'stories',
      path,
      title: text(document.body['title']),
      description: text(document.body['description']),
      stories: pages.map((page) => storyTeaserOf({ ...page.body, path: page.path })),
      updatedAt: document.updatedAt,
    };
  }

  async function recipe(document: ContentPageDocument, path: string): Promise<RecipePageResponse> {
    const { body } = document;
    const ingredients = list(body['ingredients']).map(record);
    const tiles = await deps.tilesByReference(
      ingredients.flatMap((ingredient) =>
        ingredient['productReference'] ? [String(ingredient['productReference'])] : [],
      ),
    );
    return {
      kind: 'recipe',
      path,
      slug: text(body['slug']),
      title: text(body['title']),
      summary: text(body['summary']),
      imageUrl: imageUrl(body['imageKey']),
      servings: Number(body['servings']),
      preparationMinutes: Number(body['preparationMinutes']),
      ingredients: ingredients.map((ingredient) => ingredientOf(ingredient, tiles)),
      steps: list(body['steps']).map(String),
      publishedAt: text(body['publishedAt']) || document.updatedAt,
      updatedAt: document.updatedAt,
    };
  }

  async function recipes(document: ContentPageDocument, path: string): Promise<RecipesPageResponse> {
    const all = await deps.documentsOfType('recipe');
    return {
      kind: 'recipes',
      path,
      title: text(document.body['title']),
      description: text(document.body['description']),
      recipes: all.map(recipeTeaserOf).sort((a, b) => frenchOrder(a.title, b.title)),
      updatedAt: document.updatedAt,
    };
  }

  async function selection(document: ContentPageDocument, path: string): Promise<SelectionPageResponse> {
    const { body } = document;
    return {
      kind: 'selection',
      path,
      title: text(body['title']),
      description: text(body['description']),
      imageUrl: imageUrl(body['imageKey']),
      products: await deps.tilesByReference(list(body['productReferences']).map(String)),
      updatedAt: document.updatedAt,
    };
  }

  /**
   * A legal page (issue 38): headings and paragraphs, the shop's identity filled in from its
   * configuration; its version is its publication time, so publishing new terms makes a new one.
   */
  async function legal(document: ContentPageDocument, path: string): Promise<LegalPageResponse> {
    const fill = (value: unknown) => fillShopIdentity(text(value), deps.shopIdentity);
    return {
      kind: 'legal',
      path,
      title: fill(document.body['title']),
      description: fill(document.body['description']),
      blocks: [
        ...list(document.body['body']).flatMap((part): LegalPageResponse['blocks'] => {
          if (typeof part !== 'string') return [];
          return part.startsWith(HEADING_PREFIX)
            ? [{ kind: 'heading', text: fill(part.slice(HEADING_PREFIX.length)) }]
            : [{ kind: 'paragraph', text: fill(part) }];
        }),
        ...(path === LEGAL_PAGE_PATHS.privacy ? deps.privacyAdditions : []),
      ],
      version: document.updatedAt,
      updatedAt: document.updatedAt,
    };
  }

  const byType: Record<string, (document: ContentPageDocument, path: string) => Promise<ContentPage>> = {
    editorialPage: story,
    editorialIndex: stories,
    recipe,
    recipeIndex: recipes,
    selection,
    [LEGAL_PAGE_TYPE]: legal,
  };

  return {
    /** The page a content document makes, or undefined for a type that is not a page. */
    async pageOf(document: ContentPageDocument, path: string) {
      const shape = byType[document.type];
      return shape ? shape(document, path) : undefined;
    },
  };
}

function storyTeaserOf(fields: Record<string, unknown>): StoryTeaser {
  return {
    path: `/${text(fields['path'])}`,
    title: text(fields['title']),
    description: text(fields['description']),
    imageUrl: imageUrl(fields['imageKey']),
  };
}

function recipeTeaserOf(document: ContentPageDocument): RecipeTeaser {
  const { body } = document;
  return {
    slug: text(body['slug']),
    href: `/${document.path ?? ''}`,
    title: text(body['title']),
    summary: text(body['summary']),
    imageUrl: imageUrl(body['imageKey']),
    preparationMinutes: Number(body['preparationMinutes']),
    servings: Number(body['servings']),
  };
}

function quantityOf(value: unknown): RecipeIngredient['quantity'] {
  const fields = record(value);
  const amount = Number(fields['amount']);
  const unit = fields['unit'];
  if (!(amount > 0) || (unit !== 'g' && unit !== 'ml' && unit !== 'piece')) return null;
  return { amount, unit };
}

function ingredientOf(ingredient: Record<string, unknown>, tiles: ProductTile[]): RecipeIngredient {
  return {
    text: text(ingredient['text']),
    name: text(ingredient['name']) || text(ingredient['text']),
    quantity: quantityOf(ingredient['quantity']),
    pack: quantityOf(ingredient['pack']),
    product: tiles.find((tile) => tile.reference === ingredient['productReference']) ?? null,
  };
}
