import {
  addOrderItemsBody,
  cancelOrderBody,
  cartDocument,
  idempotencyHeaders,
  orderListDocument,
  orderListQuery,
  orderNumberParams,
  setSubstitutionBody,
  substitutionAnswerBody,
  substitutionAnswerParams,
} from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCompressed } from '../../http/cached-json';
import { includeOf, registerSpreeRoutes, spreeErrors } from '../../http/spree';
import { requireUser } from '../auth';
import { preferenceOf } from './order-substitutions';
import type { OrdersService } from './orders.service';

const BASE = '/api/v2/storefront/account/orders';
const tags = ['storefront account orders'];
const errors = spreeErrors(400, 401, 403, 404, 409, 422);
const ok = { 200: cartDocument, ...errors };

/**
 * The signed-in customer's placed orders (Spree's account orders) and what they may still do with
 * one before its cut-off (our extensions): cancel it, add products to it.
 */
export function accountOrderRoutes(service: OrdersService) {
  return async (app: FastifyInstance) => {
    registerSpreeRoutes(app);
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      BASE,
      {
        schema: {
          tags,
          summary: "The signed-in user's completed orders, newest first",
          querystring: orderListQuery,
          response: { 200: orderListDocument, ...errors },
        },
      },
      async (request, reply) => {
        const base = `${request.protocol}://${request.host}`;
        const page = await service.accountOrders(requireUser(request), request.query, {
          key: `${base}${request.url}`,
          url: (number) => {
            const url = new URL(request.url, base);
            url.searchParams.set('page', String(number));
            return url.toString();
          },
        });
        // Sent as kept: serialised (and checked against the schema) when the page was built.
        return sendCompressed(request, reply, page, { brotli: false });
      },
    );

    routes.get(
      `${BASE}/:number`,
      {
        schema: {
          tags,
          summary: "One of the signed-in user's completed orders",
          params: orderNumberParams,
          querystring: z.object({ include: z.string().max(500).optional() }),
          response: ok,
        },
      },
      (request) => service.accountOrder(requireUser(request), request.params.number, request.query.include),
    );

    routes.post(
      `${BASE}/:number/cancel`,
      {
        schema: {
          tags,
          summary:
            'Cancels the order before its cut-off: stock, slot and promotions given back, payment voided or refunded (idempotent); 422 order_not_changeable after it',
          params: orderNumberParams,
          querystring: z.object({ include: z.string().max(500).optional() }),
          body: cancelOrderBody,
          response: ok,
        },
      },
      (request) =>
        service.cancelAccountOrder(requireUser(request), request.params.number, includeOf(request)),
    );

    routes.patch(
      `${BASE}/:number/set_substitution`,
      {
        schema: {
          tags,
          summary:
            "Sets what a line wants if its product runs short (issue 41), until the order's cut-off; 422 substitution_not_changeable after it",
          params: orderNumberParams,
          body: setSubstitutionBody,
          response: ok,
        },
      },
      (request) =>
        service.setOrderSubstitution(
          requireUser(request),
          request.params.number,
          { lineItemId: request.body.line_item_id, preference: preferenceOf(request.body.substitution) },
          includeOf(request),
        ),
    );

    routes.post(
      `${BASE}/:number/substitutions/:line_id`,
      {
        schema: {
          tags,
          summary:
            'Accepts or refuses the substitute proposed for a line (issue 41); the same answer again changes nothing; 409 substitution_answer_too_late once the time is up, substitution_already_answered for another answer',
          params: substitutionAnswerParams,
          body: substitutionAnswerBody,
          response: ok,
        },
      },
      (request) =>
        service.answerSubstitution(
          requireUser(request),
          request.params.number,
          request.params.line_id,
          request.body.answer,
          includeOf(request),
        ),
    );

    routes.post(
      `${BASE}/:number/add_items`,
      {
        schema: {
          tags,
          summary:
            'Adds products to the order before its cut-off, paid by a new authorisation of their price on its card; one addition per Idempotency-Key',
          headers: idempotencyHeaders,
          params: orderNumberParams,
          body: addOrderItemsBody,
          response: { ...ok, ...spreeErrors(429) },
        },
        config: { requestLimit: 'order_additions', cartLimit: 'payments_per_cart' },
      },
      (request) =>
        service.addAccountOrderItems(
          requireUser(request),
          request.params.number,
          {
            idempotencyKey: request.headers['idempotency-key'],
            lines: request.body.line_items_attributes.map((line) => ({
              variantId: line.variant_id,
              quantity: line.quantity,
            })),
          },
          includeOf(request),
        ),
    );
  };
}
