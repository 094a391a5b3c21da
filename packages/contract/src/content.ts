/**
 * Content service (`/api/content`, spec §7): documents by path or id, and the GraphQL endpoint
 * (racks, product references, recipe slugs, documents). Drafts show only in preview mode.
 */
import { z } from 'zod';

/** Longest document path accepted (`recettes/tarte-fine-aux-poireaux`...). */
export const CONTENT_PATH_MAX_LENGTH = 200;
/** Longest document id accepted (`drafts.editorialPage.mission-regeneration`...). */
export const CONTENT_ID_MAX_LENGTH = 160;

/**
 * A document's web path: lower-case words separated by dashes, in up to 6 segments, with optional
 * leading and trailing slashes; `/` alone is the home page.
 */
export const contentPathPattern = /^\/?(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,5}\/?)?$/;
/** A document id: `homePage`, `recipe.tarte-aux-poireaux`, `drafts.editorialPage.magazine`. */
export const contentIdPattern = /^[A-Za-z0-9](?:[A-Za-z0-9_-]|\.(?=[A-Za-z0-9]))*$/;
/** A document type: `homePage`, `editorialPage`, `recipe`, `preloadedPromotion`, `sidebar`... */
export const contentTypePattern = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

export const contentPath = z
  .string()
  .max(CONTENT_PATH_MAX_LENGTH, `est limité à ${CONTENT_PATH_MAX_LENGTH} caractères`)
  .regex(contentPathPattern, 'n’est pas un chemin de page');
export const contentId = z
  .string()
  .max(CONTENT_ID_MAX_LENGTH, `est limité à ${CONTENT_ID_MAX_LENGTH} caractères`)
  .regex(contentIdPattern, 'n’est pas un identifiant de document');

/** `GET /api/content/documents?path=` or `?id=`: exactly one of them. */
export const contentDocumentsQuery = z
  .object({ path: contentPath.optional(), id: contentId.optional() })
  .refine((query) => (query.path === undefined) !== (query.id === undefined), {
    error: 'indiquez soit path, soit id',
    path: ['path'],
  });
export type ContentDocumentsQuery = z.infer<typeof contentDocumentsQuery>;

/** A content document as the content service answers it (spec §3: `_id` always present). */
export const contentDocument = z.object({
  /** The published id, also in preview mode when a draft is shown. */
  _id: z.string().min(1),
  _type: z.string(),
  /** ISO 8601. */
  _updatedAt: z.string(),
  /** Web path without leading slash (`''` is the home page), or null. */
  path: z.string().nullable(),
  body: z.record(z.string(), z.unknown()),
});
export type ContentDocument = z.infer<typeof contentDocument>;

/** Longest GraphQL query text accepted, in characters. */
export const GRAPHQL_MAX_QUERY_LENGTH = 8192;
/** Longest serialised `variables` accepted, in characters. */
export const GRAPHQL_MAX_VARIABLES_LENGTH = 8192;
/** Longest operation name accepted. */
export const GRAPHQL_MAX_OPERATION_NAME_LENGTH = 100;

/**
 * `POST /api/content/graphql`. The query text is bounded by the endpoint (answering
 * `invalid_graphql_query` with a reason), so one code covers every unusable query.
 */
export const graphqlRequestBody = z.object({
  query: z.string(),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(GRAPHQL_MAX_OPERATION_NAME_LENGTH).nullish(),
});
export type GraphqlRequestBody = z.infer<typeof graphqlRequestBody>;

/** `GET /api/content/graphql?query=&variables=&operationName=`; `variables` is a JSON object. */
export const graphqlRequestQuery = z.object({
  query: z.string(),
  variables: z.string().optional(),
  operationName: z.string().max(GRAPHQL_MAX_OPERATION_NAME_LENGTH).optional(),
});
export type GraphqlRequestQuery = z.infer<typeof graphqlRequestQuery>;

/** A successful GraphQL answer; failures answer the house error shape with a 4xx/5xx status. */
export const graphqlResponse = z.object({ data: z.record(z.string(), z.unknown()) });
export type GraphqlResponse = z.infer<typeof graphqlResponse>;

/** Reasons given in `details.reason` of an `invalid_graphql_query` answer. */
export const graphqlRejectionReasons = [
  'empty_query',
  'query_too_long',
  'too_many_tokens',
  'syntax_error',
  'too_deep',
  'too_many_root_fields',
  'too_many_fields',
  'too_many_nested_lists',
  'too_costly',
  'invalid_query',
  'invalid_variables',
  'invalid_argument',
] as const;
export type GraphqlRejectionReason = (typeof graphqlRejectionReasons)[number];

// Shapes of the GraphQL fields the app reads (spec §7), for its typed client.

const imageBlock = z.object({ title: z.string(), description: z.string(), image: z.string().nullable() });

export const contentShelf = z.object({
  _id: z.string(),
  label: z.string(),
  url_slug: z.string(),
  legacy_key: z.string().nullable(),
  highlight: z
    .object({ title: z.string(), image_url: z.string(), background_color: z.string(), url: z.string() })
    .nullable(),
  /** Product ids (uuid), in shelf order. */
  product_references: z.array(z.string()),
  /** Shelf ids. */
  related_shelves: z.array(z.string()),
});
export type ContentShelf = z.infer<typeof contentShelf>;

export const contentRack = z.object({
  _id: z.string(),
  label: z.string(),
  canonical: z.boolean(),
  url_slug: z.string(),
  seo: imageBlock,
  marketing: imageBlock,
  /** Image URL sized for the 250 px rack thumbnail (spec §9). */
  thumb: z.string(),
  shelves: z.array(contentShelf),
  /** Product ids of every shelf of the rack, without repeats. */
  product_references: z.array(z.string()),
  /** Shelves related to the rack's shelves, outside the rack. */
  related_shelves: z.array(z.string()),
});
export type ContentRack = z.infer<typeof contentRack>;

/** Spec §7: product references, paged by 150 with an offset. */
export const contentProductReference = z.object({
  _id: z.string(),
  uuid: z.string(),
  slug: z.string(),
  url_slug: z.string(),
  photo_url: z.string(),
  display_name: z.string(),
});
export type ContentProductReference = z.infer<typeof contentProductReference>;

/** Spec §7: the document query listing recipe slugs. */
export const recipeSlug = z.object({ _id: z.string(), slug: z.string() });
export type RecipeSlug = z.infer<typeof recipeSlug>;

const homeText = z.string({ error: 'doit être un texte' });
const homeTitle = homeText.trim().min(1, 'est vide');
const homeColour = homeText.regex(/^#[0-9A-Fa-f]{6}$/, 'doit être une couleur #RRVVBB');
const homeList = z.array(homeText, { error: 'doit être une liste de textes' });

/** The kinds of block the home page shows (`GET /api/bff/page?path=/`), as the staff write them. */
export const HOME_BLOCK_KINDS = ['products', 'racks', 'editorial', 'recipes', 'reassurance'] as const;

/**
 * The home page document's body as the staff edit it (issue 18): what the shop's home reads. A
 * draft or a publication that does not fit is refused, so no block silently leaves the shop.
 * Fields beyond these (`emoji`, `title` of the document) are kept and ignored.
 */
export const homePageBody = z.object({
  banner: z.object(
    { title: homeText, message: homeText, href: homeText },
    { error: 'doit être un objet { title, message, href }' },
  ),
  headerSlider: z.array(
    z.object({
      title: homeTitle,
      subtitle: homeText,
      href: homeText,
      imageKey: homeText,
      backgroundColor: homeColour,
    }),
    { error: 'doit être une liste de diapositives' },
  ),
  blocks: z.array(
    z.discriminatedUnion(
      'kind',
      [
        z.object({
          kind: z.literal('products'),
          title: homeTitle,
          productReferences: homeList,
          seasonal: z.boolean({ error: 'doit valoir true ou false' }).optional(),
        }),
        z.object({ kind: z.literal('racks'), title: homeTitle, rackKeys: homeList }),
        z.object({
          kind: z.literal('editorial'),
          title: homeTitle,
          text: homeText,
          href: homeText,
          imageKey: homeText,
          backgroundColor: homeColour,
        }),
        z.object({ kind: z.literal('recipes'), title: homeTitle, recipeSlugs: homeList }),
        z.object({
          kind: z.literal('reassurance'),
          items: z.array(z.object({ title: homeTitle, text: homeText, imageKey: homeText }), {
            error: 'doit être une liste d’éléments',
          }),
        }),
      ],
      { error: `« kind » doit valoir ${HOME_BLOCK_KINDS.join(', ')}` },
    ),
    { error: 'doit être une liste de blocs' },
  ),
});
export type HomePageBody = z.infer<typeof homePageBody>;

const wholeFrom = (min: number, max: number, what: string) => {
  const error = `doit être ${what} de ${min} à ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/**
 * A recipe's numbers as the staff edit them: the shop scales its quantities from its servings
 * (« − 4 personnes + ») and shows its time; a draft that would show « -2 personnes » is refused.
 * Its other fields are the shop's to read as they come (an ingredient without a quantity is shown
 * as written).
 */
export const recipeBody = z.object({
  servings: wholeFrom(1, 50, 'un nombre entier de personnes'),
  preparationMinutes: wholeFrom(1, 24 * 60, 'un nombre entier de minutes'),
});
