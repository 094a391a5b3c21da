import { randomBytes } from 'node:crypto';
import type { ContentDocument } from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { contentStaffRoutes } from './content-staff.routes';
import { createContentGraphql, type ContentCatalog } from './content.graphql';
import { createContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { createContentService, type ReadOptions } from './content.service';
import { firstLegalDocuments } from './legal-pages';

/** What other modules read: documents by path, id or type, published or in preview. */
export type ContentReader = {
  documentByPath(path: string): Promise<PublishedDocument | undefined>;
  documentById(id: string): Promise<PublishedDocument | undefined>;
  documentsOfType(type: string): Promise<PublishedDocument[]>;
  inPreview(token: string): ContentReader;
  /** Called after every content write of this process (a draft saved, a document published). */
  onChange(listener: () => void): void;
};

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
 * product references and change events are used). Without a configured `previewToken`
 * (`CONTENT_PREVIEW_TOKEN`), one is drawn at start, so the staff's preview links always work; it
 * is this process's own, so several copies need the configured one (docs/decisions.md, « Content
 * and search engines »).
 */
export function createContentModule(deps: {
  db: Database;
  catalog: ContentCatalog;
  previewToken: string | undefined;
}) {
  const repository = createContentRepository(deps.db);
  const previewToken = deps.previewToken ?? randomBytes(32).toString('base64url');
  const service = createContentService({
    repository,
    previewToken,
    productIdsByReference: () => deps.catalog.productIdsByReference(),
    productNames: async (references) =>
      new Map(
        (await deps.catalog.tilesByReferences(references)).map((tile) => [tile.reference, tile.displayName]),
      ),
  });
  const graphql = createContentGraphql({ service, catalog: deps.catalog });
  // GraphQL answers embed the catalogue: its writes must clear them too.
  deps.catalog.onChange(() => service.invalidate());

  const asPublished = (document: ContentDocument | undefined): PublishedDocument | undefined =>
    document && {
      id: document._id,
      type: document._type,
      path: document.path,
      body: document.body,
      updatedAt: document._updatedAt,
    };
  const readerOf = (options: ReadOptions): ContentReader => ({
    documentByPath: async (path) => asPublished(await service.documentByPath(path, options)),
    documentById: async (id) => asPublished(await service.documentById(id, options)),
    documentsOfType: async (type) =>
      (await service.documentsByType(type, options)).flatMap((document) => asPublished(document) ?? []),
    inPreview: (token) => readerOf({ preview: service.previewFromToken(token) }),
    onChange: (listener) => service.onChange(listener),
  });

  return {
    service,
    graphql,
    routes: async (app: FastifyInstance) => {
      await app.register(contentRoutes(service, graphql));
      await app.register(contentStaffRoutes(service));
    },
    /**
     * Published documents, for other modules; `inPreview(token)` gives the drafts over them to a
     * valid preview token (the BFF's pages in preview, spec §7) and refuses any other token.
     */
    reader: readerOf({ preview: false }),
    /**
     * Issue 38: a shop always has its legal pages. Each one missing is written as first
     * published; a page the staff edited is newer and stays as they left it.
     */
    async ensureLegalPages(): Promise<void> {
      let isWritten = false;
      for (const document of firstLegalDocuments()) {
        if (await repository.insertIfMissing(document)) isWritten = true;
      }
      if (isWritten) service.invalidate();
    },
  };
}

export type ContentModule = ReturnType<typeof createContentModule>;
export type { ContentCatalog } from './content.graphql';
export type { ContentService, ContentDocumentInput, ReadOptions } from './content.service';
