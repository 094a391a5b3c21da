/**
 * The content service's GraphQL endpoint (spec §7): racks with their shelves (from the catalogue),
 * product references paged by 150, recipe slugs and documents. Anything a client gets wrong
 * (syntax, unknown field, too big a query, bad variables or arguments) becomes an `AppError`
 * `invalid_graphql_query` (HTTP 400) with a reason, never a 500.
 */
import {
  type Rack,
  type Shelf,
  contentId,
  contentPath,
  contentTypePattern,
  GRAPHQL_MAX_QUERY_LENGTH,
  GRAPHQL_MAX_VARIABLES_LENGTH,
  type ContentDocument,
  type ContentProductReference,
  type ContentRack,
  type ContentShelf,
  type GraphqlRejectionReason,
  type RecipeSlug,
} from '@sillon/contract';
import { CATALOGUE_PAGE_SIZE, RACK_THUMB_WIDTH, SHELF_ARTICLE_IMAGE_WIDTH, imageUrl } from '@sillon/domain';
import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  Kind,
  OperationTypeNode,
  execute,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFieldConfig,
  type GraphQLNullableType,
} from 'graphql';
import { AppError } from '../../http/app-error';
import { contentError } from './content-errors';
import type { CatalogService } from '../catalog';
import type { ContentService } from './content.service';
import { DEFAULT_QUERY_LIMITS, findLimitViolation, type QueryLimits } from './graphql-limits';

/** What the GraphQL endpoint needs of the catalogue. */
export type ContentCatalog = Pick<
  CatalogService,
  'racks' | 'shelves' | 'productReferences' | 'productIdsByReference' | 'tilesByReferences' | 'onChange'
>;

export type GraphqlContext = { preview: boolean };

export type GraphqlRequest = {
  query: string;
  /** An object, or its JSON text (`GET ?variables=`). */
  variables?: unknown;
  operationName?: string | null | undefined;
};

/** Tokens (names, punctuation, values) in one query: parsing stops beyond, cheaply. */
const MAX_QUERY_TOKENS = 2000;
/** Errors listed in an answer: enough to fix a query, not a report of every mistake. */
const MAX_LISTED_ERRORS = 10;
const MAX_OFFSET = 1_000_000;

export function createContentGraphql(deps: {
  service: ContentService;
  catalog: ContentCatalog;
  limits?: QueryLimits;
}) {
  const schema = buildContentSchema(deps);
  const limits = deps.limits ?? DEFAULT_QUERY_LIMITS;

  return {
    schema,
    /** Runs one query; answers its `data`, or throws an `AppError` for the client's mistakes. */
    async run(request: GraphqlRequest, context: GraphqlContext): Promise<{ data: Record<string, unknown> }> {
      const variables = parseVariables(request.variables);
      const document = parseQuery(request.query);
      const violation = findLimitViolation(document, schema, limits);
      if (violation) {
        throw rejection(violation.reason, { limit: violation.limit });
      }
      // Validation lets a mutation through when the schema has no mutation type; execution would
      // then fail as if it were our fault. This endpoint only reads.
      const writing = document.definitions.find(
        (definition) =>
          definition.kind === Kind.OPERATION_DEFINITION && definition.operation !== OperationTypeNode.QUERY,
      );
      if (writing)
        throw rejection('invalid_query', {
          errors: listed([new GraphQLError('Only queries are answered here.', { nodes: writing })]),
        });
      const validationErrors = validate(schema, document, specifiedRules, { maxErrors: MAX_LISTED_ERRORS });
      if (validationErrors.length > 0) {
        throw rejection('invalid_query', { errors: listed(validationErrors) });
      }
      const result = await execute({
        schema,
        document,
        variableValues: variables,
        operationName: request.operationName ?? undefined,
        contextValue: context,
      });
      if (result.errors && result.errors.length > 0)
        throw failureOf(result.errors, result.data === undefined);
      return { data: { ...(result.data ?? {}) } };
    },
  };
}

export type ContentGraphql = ReturnType<typeof createContentGraphql>;

function rejection(reason: GraphqlRejectionReason, details: Record<string, unknown> = {}): AppError {
  return contentError('invalid_input', 'invalid_graphql_query', { reason, ...details });
}

function listed(errors: readonly GraphQLError[]) {
  return errors.slice(0, MAX_LISTED_ERRORS).map((error) => ({
    message: error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  }));
}

function parseQuery(query: string): DocumentNode {
  if (query.trim() === '') throw rejection('empty_query');
  if (query.length > GRAPHQL_MAX_QUERY_LENGTH) {
    throw rejection('query_too_long', { maxLength: GRAPHQL_MAX_QUERY_LENGTH });
  }
  try {
    return parse(query, { maxTokens: MAX_QUERY_TOKENS });
  } catch (failure) {
    if (!(failure instanceof GraphQLError)) throw failure;
    // graphql-js says "Document contains more that N tokens. Parsing aborted." (sic).
    if (/contains more th(?:an|at) \d+ tokens/.test(failure.message)) {
      throw rejection('too_many_tokens', { maxTokens: MAX_QUERY_TOKENS });
    }
    throw rejection('syntax_error', { errors: listed([failure]) });
  }
}

/** Variables are a JSON object of bounded size; their types are then checked by GraphQL itself. */
function parseVariables(raw: unknown): Record<string, unknown> | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > GRAPHQL_MAX_VARIABLES_LENGTH) throw tooLongVariables();
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw rejection('invalid_variables', { message: 'les variables ne sont pas du JSON' });
    }
  } else if (JSON.stringify(raw).length > GRAPHQL_MAX_VARIABLES_LENGTH) {
    throw tooLongVariables();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw rejection('invalid_variables', { message: 'les variables doivent être un objet JSON' });
  }
  return value as Record<string, unknown>;
}

function tooLongVariables(): AppError {
  return rejection('invalid_variables', { maxLength: GRAPHQL_MAX_VARIABLES_LENGTH });
}

/**
 * The error to answer for a failed execution. Request errors (no `data`: variables of the wrong
 * type, unknown operation name) are the client's; an `AppError` from a resolver is answered as
 * is; anything else is ours and surfaces as a 500 with the original error logged.
 */
function failureOf(errors: readonly GraphQLError[], isRequestError: boolean): Error {
  const appError = errors
    .map((error) => error.originalError)
    .find((original) => original instanceof AppError);
  if (appError) return appError;
  if (isRequestError) {
    const isAboutVariables = errors.some((error) => error.message.startsWith('Variable '));
    return rejection(isAboutVariables ? 'invalid_variables' : 'invalid_query', {
      errors: listed(errors),
    });
  }
  const first = errors[0]!;
  return first.originalError ?? new Error(`GraphQL execution failed: ${first.message}`);
}

function invalidArgument(argument: string, message: string): AppError {
  return rejection('invalid_argument', { argument, message });
}

/** A JSON value, answered as is (document bodies). Output only. */
const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value (a content document body).',
  serialize: (value) => value,
  parseValue: () => {
    throw new GraphQLError('JSON is an output type only');
  },
  parseLiteral: () => {
    throw new GraphQLError('JSON is an output type only');
  },
});

const nonNull = <T extends GraphQLNullableType>(type: T) => new GraphQLNonNull(type);
/** `[T!]!`: lists here are never null and hold no nulls. */
const listOf = <T extends GraphQLNullableType>(type: T) =>
  new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type)));

const ImageBlockType = new GraphQLObjectType({
  name: 'ImageBlock',
  description: 'Spec §3: the seo and marketing blocks of a rack.',
  fields: {
    title: { type: nonNull(GraphQLString) },
    description: { type: nonNull(GraphQLString) },
    image: { type: GraphQLString },
  },
});

const HighlightType = new GraphQLObjectType({
  name: 'Highlight',
  description: "Spec §3: a shelf's optional article; `image_url` is sized for 170 px.",
  fields: {
    title: { type: nonNull(GraphQLString) },
    image_url: { type: nonNull(GraphQLString) },
    background_color: { type: nonNull(GraphQLString), description: 'Hex colour, e.g. #DBEA8D.' },
    url: { type: nonNull(GraphQLString) },
  },
});

const ShelfType = new GraphQLObjectType({
  name: 'Shelf',
  fields: {
    _id: { type: nonNull(GraphQLID) },
    label: { type: nonNull(GraphQLString) },
    url_slug: { type: nonNull(GraphQLString) },
    legacy_key: { type: GraphQLString },
    highlight: { type: HighlightType },
    product_references: { type: listOf(GraphQLID), description: 'Product ids (uuid), in shelf order.' },
    related_shelves: { type: listOf(GraphQLID), description: 'Shelf ids.' },
  },
});

const RackType = new GraphQLObjectType({
  name: 'Rack',
  fields: {
    _id: { type: nonNull(GraphQLID) },
    label: { type: nonNull(GraphQLString) },
    canonical: { type: nonNull(GraphQLBoolean) },
    url_slug: { type: nonNull(GraphQLString) },
    seo: { type: nonNull(ImageBlockType) },
    marketing: { type: nonNull(ImageBlockType) },
    thumb: { type: nonNull(GraphQLString), description: 'Image URL sized for the 250 px rack thumbnail.' },
    shelves: { type: listOf(ShelfType) },
    product_references: {
      type: listOf(GraphQLID),
      description: "Product ids of the rack's shelves, without repeats.",
    },
    related_shelves: {
      type: listOf(GraphQLID),
      description: "Shelves related to the rack's shelves, outside the rack.",
    },
  },
});

const ProductReferenceType = new GraphQLObjectType({
  name: 'ProductReference',
  fields: {
    _id: { type: nonNull(GraphQLID), description: 'The product document id (in the canonical path).' },
    uuid: { type: nonNull(GraphQLID) },
    slug: { type: nonNull(GraphQLString), description: 'The reference.' },
    url_slug: { type: nonNull(GraphQLString) },
    photo_url: { type: nonNull(GraphQLString) },
    display_name: { type: nonNull(GraphQLString) },
  },
});

const RecipeSlugType = new GraphQLObjectType({
  name: 'RecipeSlug',
  fields: { _id: { type: nonNull(GraphQLID) }, slug: { type: nonNull(GraphQLString) } },
});

const DocumentType = new GraphQLObjectType({
  name: 'Document',
  fields: {
    _id: { type: nonNull(GraphQLID), description: 'The published id, also when preview shows the draft.' },
    _type: { type: nonNull(GraphQLString) },
    _updatedAt: { type: nonNull(GraphQLString), description: 'ISO 8601.' },
    path: { type: GraphQLString, description: "Web path without leading slash ('' is the home page)." },
    body: { type: nonNull(JsonScalar) },
  },
});

type Field<TArgs = Record<string, never>> = GraphQLFieldConfig<unknown, GraphqlContext, TArgs>;

function buildContentSchema(deps: { service: ContentService; catalog: ContentCatalog }): GraphQLSchema {
  const { service, catalog } = deps;

  const racks: Field = {
    type: listOf(RackType),
    description: 'Spec §7: the racks, with their shelves.',
    resolve: async () => {
      const [allRacks, allShelves] = await Promise.all([catalog.racks(), catalog.shelves()]);
      return toContentRacks(allRacks, allShelves);
    },
  };
  const shelves: Field = {
    type: listOf(ShelfType),
    resolve: async () => (await catalog.shelves()).map(toContentShelf),
  };
  const productReferences: Field<{ offset?: number | null; limit?: number | null }> = {
    type: listOf(ProductReferenceType),
    description: `Spec §7: product references by _id, in pages of at most ${CATALOGUE_PAGE_SIZE}; a shorter page is the last.`,
    args: {
      offset: { type: GraphQLInt, defaultValue: 0 },
      limit: { type: GraphQLInt, defaultValue: CATALOGUE_PAGE_SIZE },
    },
    // An explicit null means the default, as an omitted argument does.
    resolve: (_source, { offset: givenOffset, limit: givenLimit }): Promise<ContentProductReference[]> => {
      const offset = givenOffset ?? 0;
      const limit = givenLimit ?? CATALOGUE_PAGE_SIZE;
      if (offset < 0 || offset > MAX_OFFSET)
        throw invalidArgument('offset', `doit être entre 0 et ${MAX_OFFSET}`);
      if (limit < 1 || limit > CATALOGUE_PAGE_SIZE)
        throw invalidArgument('limit', `doit être entre 1 et ${CATALOGUE_PAGE_SIZE}`);
      return catalog.productReferences(offset, limit);
    },
  };
  const recipeSlugs: Field = {
    type: listOf(RecipeSlugType),
    description: 'Spec §7: the document query listing recipe slugs.',
    resolve: (_source, _args, context): Promise<RecipeSlug[]> => service.recipeSlugs(context),
  };
  const document: Field<{ path: string }> = {
    type: DocumentType,
    description: "The document published at a path ('/' is the home page); null if none.",
    args: { path: { type: nonNull(GraphQLString) } },
    resolve: (_source, { path }, context): Promise<ContentDocument | undefined> => {
      const checked = contentPath.safeParse(path);
      if (!checked.success) throw invalidArgument('path', checked.error.issues[0]?.message ?? 'est invalide');
      return service.documentByPath(checked.data, context);
    },
  };
  const documentById: Field<{ id: string }> = {
    type: DocumentType,
    args: { id: { type: nonNull(GraphQLID) } },
    resolve: (_source, { id }, context): Promise<ContentDocument | undefined> => {
      const checked = contentId.safeParse(id);
      if (!checked.success) throw invalidArgument('id', checked.error.issues[0]?.message ?? 'est invalide');
      return service.documentById(checked.data, context);
    },
  };
  const documents: Field<{ type: string }> = {
    type: listOf(DocumentType),
    description:
      'Every document of a type (homePage, sidebar, editorialPage, recipe, preloadedPromotion...).',
    args: { type: { type: nonNull(GraphQLString) } },
    resolve: (_source, { type }, context): Promise<ContentDocument[]> => {
      if (!contentTypePattern.test(type)) throw invalidArgument('type', 'n’est pas un type de document');
      return service.documentsByType(type, context);
    },
  };

  return new GraphQLSchema({
    query: new GraphQLObjectType<unknown, GraphqlContext>({
      name: 'Query',
      fields: { racks, shelves, productReferences, recipeSlugs, document, documentById, documents },
    }),
  });
}

function toContentShelf(shelf: Shelf): ContentShelf {
  return {
    _id: shelf.id,
    label: shelf.label,
    url_slug: shelf.urlSlug,
    legacy_key: shelf.legacyKey,
    highlight: shelf.article
      ? {
          title: shelf.article.title,
          image_url: imageUrl(shelf.article.imageUrl, SHELF_ARTICLE_IMAGE_WIDTH),
          background_color: shelf.article.backgroundColor,
          url: shelf.article.url,
        }
      : null,
    product_references: shelf.products,
    related_shelves: shelf.relatedShelves,
  };
}

function toContentRacks(racks: Rack[], shelves: Shelf[]): ContentRack[] {
  const shelvesById = new Map(shelves.map((shelf) => [shelf.id, toContentShelf(shelf)]));
  return racks.map((rack) => {
    const rackShelves = rack.shelves.flatMap((id) => shelvesById.get(id) ?? []);
    const ownShelfIds = new Set(rack.shelves);
    return {
      _id: rack.id,
      label: rack.label,
      canonical: rack.canonical,
      url_slug: rack.urlSlug,
      seo: rack.seo,
      marketing: rack.marketing,
      thumb: imageUrl(rack.imageUrl, RACK_THUMB_WIDTH),
      shelves: rackShelves,
      product_references: [...new Set(rackShelves.flatMap((shelf) => shelf.product_references))],
      related_shelves: [
        ...new Set(
          rackShelves.flatMap((shelf) => shelf.related_shelves).filter((id) => !ownShelfIds.has(id)),
        ),
      ],
    };
  });
}
