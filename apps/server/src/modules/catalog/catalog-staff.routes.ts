/**
 * The staff's catalogue (`/api/staff/products`, `/racks`, `/shelves`; docs/staff-api.md): read with
 * `catalog.read`, changed with `catalog.write`, every change in the audit log with the subject
 * before and after. Pictures come as the request's raw bytes (JPEG, PNG or WebP, 5 MB at most).
 */
import {
  STAFF_PICTURE_MAX_BYTES,
  STAFF_PICTURE_TYPES,
  errorResponse,
  staffProduct,
  staffProductChangeBody,
  staffProductIdParams,
  staffProductList,
  staffProductsQuery,
  staffRack,
  staffRackChangeBody,
  staffRackIdParams,
  staffRackList,
  staffShelfChangeBody,
} from '@sillon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { changeAuditOf, type StaffAudit } from '../../http/staff-routes';
import type { CatalogService } from './catalog.service';

const tags = ['staff'];
const refusals = { 401: errorResponse, 403: errorResponse };
const idOf = (request: FastifyRequest) => String((request.params as { id: string | number }).id);

export function catalogStaffRoutes(service: CatalogService) {
  const productAudit = (action: string): StaffAudit => ({
    action,
    subjectType: 'product',
    subjectId: idOf,
    read: (id, tx) => service.staffProduct(id, tx),
  });

  return async (app: FastifyInstance) => {
    // Only this plugin's routes take raw pictures.
    app.addContentTypeParser(
      [...STAFF_PICTURE_TYPES],
      { parseAs: 'buffer', bodyLimit: STAFF_PICTURE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/staff/products',
      {
        schema: {
          tags,
          summary: 'Products by name or reference, rack and availability',
          querystring: staffProductsQuery,
          response: { 200: staffProductList, 400: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'catalog.read' } },
      },
      async (request) => service.staffProducts(request.query),
    );

    routes.get(
      '/api/staff/products/:id',
      {
        schema: {
          tags,
          summary: 'One product',
          params: staffProductIdParams,
          response: { 200: staffProduct, 404: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'catalog.read' } },
      },
      async (request) => service.staffProduct(request.params.id),
    );

    routes.patch(
      '/api/staff/products/:id',
      {
        schema: {
          tags,
          summary:
            "Changes a product's name, description, price, stock, availability, cap, labels, regions, food information or produce; the shop shows it at once",
          params: staffProductIdParams,
          body: staffProductChangeBody,
          response: { 200: staffProduct, 400: errorResponse, 404: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'catalog.write', audit: productAudit('product.update') } },
      },
      async (request) => service.changeProduct(request.params.id, request.body, changeAuditOf(request)),
    );

    routes.put(
      '/api/staff/products/:id/picture',
      {
        schema: {
          tags,
          summary:
            "Replaces a product's picture: the body is the image (image/jpeg, image/png or image/webp, ≤ 5 MB)",
          params: staffProductIdParams,
          response: { 200: staffProduct, 400: errorResponse, 404: errorResponse, ...refusals },
        },
        bodyLimit: STAFF_PICTURE_MAX_BYTES,
        config: { staff: { permission: 'catalog.write', audit: productAudit('product.picture') } },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError('invalid_input', 'image_invalid');
        return service.replacePicture(request.params.id, request.body, changeAuditOf(request));
      },
    );

    routes.get(
      '/api/staff/racks',
      {
        schema: {
          tags,
          summary: 'Racks in their order, with their shelves',
          response: { 200: staffRackList, ...refusals },
        },
        config: { staff: { permission: 'catalog.read' } },
      },
      async () => {
        const items = await service.staffRacks();
        return { items, total: items.length };
      },
    );

    routes.patch(
      '/api/staff/racks/:id',
      {
        schema: {
          tags,
          summary: "Changes a rack's label or position",
          params: staffRackIdParams,
          body: staffRackChangeBody,
          response: { 200: staffRack, 400: errorResponse, 404: errorResponse, ...refusals },
        },
        config: {
          staff: {
            permission: 'catalog.write',
            audit: {
              action: 'rack.update',
              subjectType: 'rack',
              subjectId: idOf,
              read: (id, tx) => service.staffRack(Number(id), tx),
            },
          },
        },
      },
      async (request) => service.changeRack(request.params.id, request.body, changeAuditOf(request)),
    );

    routes.patch(
      '/api/staff/shelves/:id',
      {
        schema: {
          tags,
          summary: "Changes a shelf's label (its address stays), position or « de saison »; answers its rack",
          params: staffRackIdParams,
          body: staffShelfChangeBody,
          response: { 200: staffRack, 400: errorResponse, 404: errorResponse, ...refusals },
        },
        config: {
          staff: {
            permission: 'catalog.write',
            audit: {
              action: 'shelf.update',
              subjectType: 'shelf',
              subjectId: idOf,
              read: (id, tx) => service.staffShelf(Number(id), tx),
            },
          },
        },
      },
      async (request) => service.changeShelf(request.params.id, request.body, changeAuditOf(request)),
    );
  };
}
