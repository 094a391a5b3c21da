import {
  staffBannerBody,
  accountFavoritesDocument,
  referrerFavoritesQuery,
  referrerFavoritesResponse,
  accountDeletionResponse,
  bannerAudienceParams,
  customerIdParams,
  customerMinimumOrderBody,
  errorResponse,
  storefrontAccountDocument,
  storefrontAccountUpdateBody,
} from '@sillon/contract';
import { parseDecimalString } from '@sillon/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerSpreeRoutes, spreeErrors } from '../../http/spree';
import { adminRouteAudit, changeAuditOf } from '../../http/staff-routes';
import { staffTokenCheck } from '../../http/staff-token';
import { requireCustomer } from '../auth';
import type { CustomerStaff } from './customer-staff';
import type { CustomerService } from './customer.service';
import type { createFavorites } from './favorites';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The account document (Spree's storefront shape), the data export and the account's deletion. */
export function customerRoutes(service: CustomerService) {
  return async (app: FastifyInstance) => {
    // Personal answers: never cached by a browser or a proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await app.register(storefrontAccountRoutes(service));
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      '/api/users/me/deletion',
      {
        schema: {
          tags: ['account'],
          summary: 'Closes the account now (every session ends) and erases it after 30 days',
          response: { 200: accountDeletionResponse, ...errors },
        },
      },
      async (request) => {
        const { eraseAfter } = await service.closeAccount(requireCustomer(request));
        return { erase_after: eraseAfter.toISOString() };
      },
    );
    routes.get(
      '/api/users/me/export',
      {
        schema: {
          tags: ['account'],
          summary: 'Everything the shop keeps on the customer, as a JSON file (GDPR article 20)',
          response: { 200: z.record(z.string(), z.unknown()), ...errors },
        },
      },
      async (request, reply) => {
        const data = await service.exportData(requireCustomer(request));
        const day = data.exported_at.slice(0, 10);
        reply.header('content-disposition', `attachment; filename="sillon-mes-donnees-${day}.json"`);
        return data;
      },
    );
  };
}

function storefrontAccountRoutes(service: CustomerService) {
  return async (app: FastifyInstance) => {
    registerSpreeRoutes(app);
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['storefront account'];
    const spreeAnswers = spreeErrors(400, 401, 403, 404, 409, 422);
    routes.get(
      '/api/v2/storefront/account',
      {
        schema: {
          tags,
          summary: "The customer's account: profile, vouchers, referral, latest order, home banner",
          response: { 200: storefrontAccountDocument, ...spreeAnswers },
        },
      },
      (request) => service.accountDocument(requireCustomer(request)),
    );
    routes.patch(
      '/api/v2/storefront/account',
      {
        schema: {
          tags,
          summary: 'Changes the first name or the e-mail (spec §7)',
          body: storefrontAccountUpdateBody,
          response: { 200: storefrontAccountDocument, ...spreeAnswers },
        },
      },
      (request) => service.updateAccount(requireCustomer(request), request.body),
    );
  };
}

/** The customer's favourites, and a referrer's as their referral link shows them (issue 17). */
export function favoritesRoutes(favorites: ReturnType<typeof createFavorites>) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    await app.register(async (storefront) => {
      registerSpreeRoutes(storefront);
      storefront.withTypeProvider<ZodTypeProvider>().get(
        '/api/v2/storefront/account/favorites',
        {
          schema: {
            tags: ['storefront account'],
            summary: "The customer's favourite products: the most ordered, then the shopping list's",
            response: { 200: accountFavoritesDocument, ...spreeErrors(401, 403) },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          return favorites.accountFavorites(requireCustomer(request).id);
        },
      );
    });
    routes.get(
      '/api/bff/referrer/favorites',
      {
        schema: {
          tags: ['bff'],
          summary: "A referral link's page: the referrer's first name, favourites and the referee's offer",
          querystring: referrerFavoritesQuery,
          response: { 200: referrerFavoritesResponse, 400: errorResponse, 404: errorResponse },
        },
        config: { requestLimit: 'referral_links' },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, max-age=60');
        return favorites.referrerFavorites(request.query.referralCode);
      },
    );
  };
}

/** The staff's customer settings (`ADMIN_TOKEN`; absent without it): banners, a minimum order. */
export function staffCustomerRoutes(
  staff: Pick<CustomerStaff, 'saveBanner' | 'setMinimumOrder'>,
  adminToken: string | undefined,
) {
  return async (app: FastifyInstance) => {
    if (!adminToken) return;
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const onRequest = staffTokenCheck(adminToken);
    routes.put(
      '/api/admin/banners/:audience',
      {
        schema: {
          tags: ['operations'],
          summary:
            'Writes the home banner of customers who are leads, ordered recently or before; bearer ADMIN_TOKEN',
          params: bannerAudienceParams,
          body: staffBannerBody,
          response: { 204: z.undefined(), 400: errorResponse, 401: errorResponse },
        },
        onRequest,
        config: adminRouteAudit({
          action: 'banner.update',
          subjectType: 'banner',
          subjectId: (request) => (request.params as { audience: string }).audience,
        }),
      },
      async (request, reply) => {
        await staff.saveBanner(request.params.audience, request.body, changeAuditOf(request));
        return reply.status(204).send();
      },
    );
    routes.put(
      '/api/admin/customers/:userId/minimum-order',
      {
        schema: {
          tags: ['operations'],
          summary: "Sets a customer's own minimum order (null: the shop's); bearer ADMIN_TOKEN",
          params: customerIdParams,
          body: customerMinimumOrderBody,
          response: { 204: z.undefined(), 400: errorResponse, 401: errorResponse, 404: errorResponse },
        },
        onRequest,
        config: adminRouteAudit({
          action: 'customer.minimum_order',
          subjectType: 'customer',
          subjectId: (request) => (request.params as { userId: string }).userId,
        }),
      },
      async (request, reply) => {
        const { minimum_order_value: value } = request.body;
        await staff.setMinimumOrder(
          request.params.userId,
          value === null ? null : parseDecimalString(value),
          changeAuditOf(request),
        );
        return reply.status(204).send();
      },
    );
  };
}
