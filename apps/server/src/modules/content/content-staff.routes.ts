/**
 * The staff's content documents (`/api/staff/documents`; docs/staff-api.md): listed with their
 * drafts, one with its published and draft bodies and its preview link, a draft saved, published.
 */
import {
  errorResponse,
  staffDocument,
  staffDocumentIdParams,
  staffDocumentList,
  staffDocumentsQuery,
  staffDraftBody,
} from '@sillon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeAuditOf, type StaffAudit } from '../../http/staff-routes';
import type { ContentService } from './content.service';

const tags = ['staff'];
const refusals = { 401: errorResponse, 403: errorResponse };

export function contentStaffRoutes(service: ContentService) {
  /** A draft saved is journaled as the draft; a publication, as the published version. */
  const documentAudit = (action: string, version: 'draft' | 'published'): StaffAudit => ({
    action,
    subjectType: 'content_document',
    subjectId: (request: FastifyRequest) => (request.params as { id: string }).id,
    read: (id, tx) => service.auditedDocument(id, version, tx),
  });

  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/staff/documents',
      {
        schema: {
          tags,
          summary: 'Content documents (of a type), whether published, whether a draft waits',
          querystring: staffDocumentsQuery,
          response: { 200: staffDocumentList, 400: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'content.read' } },
      },
      async (request) => service.staffDocuments(request.query),
    );

    routes.get(
      '/api/staff/documents/:id',
      {
        schema: {
          tags,
          summary: "A document's published and draft bodies, and the shop page's preview link",
          params: staffDocumentIdParams,
          response: { 200: staffDocument, 404: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'content.read' } },
      },
      async (request) => service.staffDocument(request.params.id),
    );

    routes.put(
      '/api/staff/documents/:id/draft',
      {
        schema: {
          tags,
          summary: "Saves a document's draft (shown only in preview until published)",
          params: staffDocumentIdParams,
          body: staffDraftBody,
          response: { 200: staffDocument, 400: errorResponse, 404: errorResponse, ...refusals },
        },
        config: {
          staff: { permission: 'content.write', audit: documentAudit('content.save_draft', 'draft') },
        },
      },
      async (request) => service.saveDraft(request.params.id, request.body.body, changeAuditOf(request)),
    );

    routes.post(
      '/api/staff/documents/:id/publish',
      {
        schema: {
          tags,
          summary: 'Publishes the draft: the shop shows it at once',
          params: staffDocumentIdParams,
          response: { 200: staffDocument, 404: errorResponse, 409: errorResponse, ...refusals },
        },
        config: {
          staff: { permission: 'content.write', audit: documentAudit('content.publish', 'published') },
        },
      },
      async (request) => service.publish(request.params.id, changeAuditOf(request)),
    );
  };
}
