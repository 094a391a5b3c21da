/** The staff's vouchers (`/api/staff/vouchers`; docs/staff-api.md): listed with their uses, created, changed or disabled. */
import {
  errorResponse,
  staffIdParams,
  staffPromotionSettings,
  staffPromotionSettingsBody,
  staffVoucher,
  staffVoucherChangeBody,
  staffVoucherCreateBody,
  staffVoucherList,
  staffVouchersQuery,
} from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeAuditOf } from '../../http/staff-routes';
import type { PromotionsService } from './promotions.service';

const tags = ['staff'];
const refusals = { 401: errorResponse, 403: errorResponse };

export function promotionsStaffRoutes(service: PromotionsService) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/staff/promotion-settings',
      {
        schema: {
          tags,
          summary:
            "« Offres de bienvenue »: the referral's amounts, the first orders' gift and free delivery",
          response: { 200: staffPromotionSettings, ...refusals },
        },
        config: { staff: { permission: 'promotions.read' } },
      },
      async () => service.staffPromotionSettings(),
    );

    routes.put(
      '/api/staff/promotion-settings',
      {
        schema: {
          tags,
          summary:
            "Changes the newcomers' offers (422 promotion_gift_unknown: no product has the gift's reference)",
          body: staffPromotionSettingsBody,
          response: { 200: staffPromotionSettings, 400: errorResponse, 422: errorResponse, ...refusals },
        },
        config: {
          staff: {
            permission: 'promotions.write',
            audit: {
              action: 'promotion_settings.change',
              subjectType: 'promotion_settings',
              subjectId: () => 'shop',
              read: (_id, tx) => service.auditedPromotionSettings(tx),
            },
          },
        },
      },
      async (request) => service.changePromotionSettings(request.body, changeAuditOf(request)),
    );

    routes.get(
      '/api/staff/vouchers',
      {
        schema: {
          tags,
          summary: 'Vouchers by code or name, newest first, with their uses',
          querystring: staffVouchersQuery,
          response: { 200: staffVoucherList, 400: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'promotions.read' } },
      },
      async (request) => service.staffVouchers(request.query),
    );

    routes.post(
      '/api/staff/vouchers',
      {
        schema: {
          tags,
          summary: 'Creates a voucher (code stored uppercase; 409 voucher_code_taken when it exists)',
          body: staffVoucherCreateBody,
          response: { 201: staffVoucher, 400: errorResponse, 409: errorResponse, ...refusals },
        },
        config: {
          staff: {
            permission: 'promotions.write',
            audit: {
              action: 'voucher.create',
              subjectType: 'voucher',
              subjectId: (_request, answer) => (answer as { id?: string } | null)?.id,
              read: (id, tx) => service.auditedVoucher(id, tx),
            },
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createVoucher(request.body, changeAuditOf(request))),
    );

    routes.patch(
      '/api/staff/vouchers/:id',
      {
        schema: {
          tags,
          summary:
            "Changes a voucher's terms, or disables it (refused in carts and at checkout) and enables it again",
          params: staffIdParams,
          body: staffVoucherChangeBody,
          response: { 200: staffVoucher, 400: errorResponse, 404: errorResponse, ...refusals },
        },
        config: {
          staff: {
            permission: 'promotions.write',
            audit: {
              action: 'voucher.update',
              subjectType: 'voucher',
              subjectId: (request) => (request.params as { id: string }).id,
              read: (id, tx) => service.auditedVoucher(id, tx),
            },
          },
        },
      },
      async (request) => service.changeVoucher(request.params.id, request.body, changeAuditOf(request)),
    );
  };
}
