import type { ContentDocument } from '@sillon/contract';
import type { Database } from '../../db/client';
import { createContentGraphql, type ContentCatalog } from './content.graphql';
import { createContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { createContentService } from './content.service';

/** A published document in the shape the BFF reads (`ContentReader` of the BFF module). */
export type PublishedDocument = {
  id: string;
  type: string;
  path: string | null;
  body: Record<string, unknown>;
  updatedAt: string;
};

/**
 * The content service module. `catalog` is the catalogue's service (only its racks, shelves,
 * product references and change events are used); `previewToken` unset turns preview off.
 */
export function createContentModule(deps: {
  db: Database;
  catalog: ContentCatalog;
  previewToken: string | undefined;
}) {
  const repository = createContentRepository(deps.db);
  const service = createContentService({ repository, previewToken: deps.previewToken });
  const graphql = createContentGraphql({ service, catalog: deps.catalog });
  // GraphQL answers embed the catalogue: its writes must clear them too.
  deps.catalog.onChange(() => service.invalidate());

  const published = { preview: false };
  const asPublished = (document: ContentDocument | undefined): PublishedDocument | undefined =>
    document && {
      id: document._id,
      type: document._type,
      path: document.path,
      body: document.body,
      updatedAt: document._updatedAt,
    };

  return {
    service,
    graphql,
    routes: contentRoutes(service, graphql),
    /** Published documents only, for other modules (the BFF never shows drafts). */
    reader: {
      documentByPath: async (path: string) => asPublished(await service.documentByPath(path, published)),
      documentById: async (id: string) => asPublished(await service.documentById(id, published)),
      documentsOfType: async (type: string) =>
        (await service.documentsByType(type, published)).flatMap((document) => asPublished(document) ?? []),
    },
  };
}

export type ContentModule = ReturnType<typeof createContentModule>;
export type { ContentCatalog } from './content.graphql';
export type { ContentService, ContentDocumentInput, ReadOptions } from './content.service';
