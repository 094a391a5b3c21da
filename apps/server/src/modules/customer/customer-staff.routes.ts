/**
 * The staff's customers and home banners (`/api/staff/customers`, `/api/staff/banners`;
 * docs/staff-api.md). Banners are the promotions' business (`promotions.*` permissions); this
 * module holds them because it gathers the account they are shown in.
 */
import {
  errorResponse,
  staffBanner,
  staffBannerBody,
  staffBannerList,
  staffBannerParams,
  staffCustomer,
  staffCustomerChangeBody,
  staffCustomerIdParams,
  staffCustomerList,
  staffCustomersQuery,
} from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeAuditOf } from '../../http/staff-routes';
import type { BannerAudience } from '../account';
import type { CustomerStaff } from './customer-staff';

const tags = ['staff'];
const refusals = { 401: errorResponse, 403: errorResponse };

export function customerStaffRoutes(staff: CustomerStaff) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/staff/customers',
      {
        schema: {
          tags,
          summary: 'Customers by first name, delivery name, e-mail or phone, newest first',
          querystring: staffCustomersQuery,
          response: { 200: staffCustomerList, 400: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'customers.read' } },
      },
      async (request) => staff.staffCustomers(request.query),
    );

    routes.get(
      '/api/staff/customers/:id',
      {
        schema: {
          tags,
          summary: 'A customer with their latest orders',
          params: staffCustomerIdParams,
          response: { 200: staffCustomer, 404: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'customers.read' } },
      },
      async (request) => staff.staffCustomer(request.params.id),
    );

    routes.patch(
      '/api/staff/customers/:id',
      {
        schema: {
          tags,
          summary:
            "Sets a customer's own minimum order (null: the shop's), deactivates (no sign-in) or reactivates them",
          params: staffCustomerIdParams,
          body: staffCustomerChangeBody,
          response: {
            200: staffCustomer,
            400: errorResponse,
            404: errorResponse,
            409: errorResponse,
            ...refusals,
          },
        },
        config: {
          staff: {
            permission: 'customers.write',
            audit: {
              action: 'customer.update',
              subjectType: 'customer',
              subjectId: (request) => (request.params as { id: string }).id,
              read: (id, tx) => staff.auditedCustomer(id, tx),
            },
          },
        },
      },
      async (request) => staff.changeCustomer(request.params.id, request.body, changeAuditOf(request)),
    );

    routes.get(
      '/api/staff/banners',
      {
        schema: {
          tags,
          summary: 'The home banner of each audience (lead, recent, returning)',
          response: { 200: staffBannerList, ...refusals },
        },
        config: { staff: { permission: 'promotions.read' } },
      },
      async () => ({ items: await staff.banners() }),
    );

    routes.put(
      '/api/staff/banners/:audience',
      {
        schema: {
          tags,
          summary: 'Writes the home banner of an audience',
          params: staffBannerParams,
          body: staffBannerBody,
          response: { 200: staffBanner, 400: errorResponse, ...refusals },
        },
        config: {
          staff: {
            permission: 'promotions.write',
            audit: {
              action: 'banner.update',
              subjectType: 'banner',
              subjectId: (request) => (request.params as { audience: string }).audience,
              read: (audience, tx) => staff.bannerOf(audience as BannerAudience, tx),
            },
          },
        },
      },
      async (request) => staff.saveBanner(request.params.audience, request.body, changeAuditOf(request)),
    );
  };
}
