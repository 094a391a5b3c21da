import {
  addItemBody,
  associateBody,
  cartDocument,
  cartQuery,
  couponBody,
  createCartBody,
  includeBody,
  setItemsBody,
  setQuantityBody,
  setSubstitutionBody,
} from '@sillon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  includeOf,
  orderTokenHeaders as headers,
  orderTokenOf,
  orderTokenQuery as tokenQuery,
  registerSpreeRoutes,
  spreeErrors,
} from '../../http/spree';
import { optionalUser, requireUser } from '../auth';
import type { OrderCaller } from './order-types';
import { preferenceOf } from './order-substitutions';
import type { OrdersService } from './orders.service';

const BASE = '/api/v2/storefront/cart';
const tags = ['storefront cart'];
const errors = spreeErrors(400, 401, 403, 404, 422);
const ok = { 200: cartDocument, ...errors };

/** Who asks: the bearer (a wrong one is a 401, so the app refreshes) and the order token. */
export function callerOf(request: FastifyRequest): OrderCaller {
  return { user: optionalUser(request), orderToken: orderTokenOf(request) };
}

/** The Spree Storefront API v2 cart (stock calls and our `set_items`), in Spree's JSON:API shapes. */
export function cartRoutes(service: OrdersService) {
  return async (app: FastifyInstance) => {
    registerSpreeRoutes(app);
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      BASE,
      {
        schema: {
          tags,
          summary:
            "Creates a cart (guest, or the bearer's: an open one is answered again); read data.attributes.token",
          headers,
          querystring: tokenQuery,
          body: createCartBody,
          response: { 201: cartDocument, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(callerOf(request), includeOf(request))),
    );

    routes.get(
      BASE,
      {
        schema: {
          tags,
          summary: 'The current cart',
          headers,
          querystring: cartQuery.extend(tokenQuery.shape),
          response: ok,
        },
      },
      (request) => service.show(callerOf(request), includeOf(request)),
    );

    routes.delete(
      BASE,
      {
        schema: {
          tags,
          summary: 'Deletes the current cart',
          headers,
          querystring: tokenQuery,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.destroy(callerOf(request));
        return reply.status(204).send();
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      routes.route({
        method,
        url: `${BASE}/set_items`,
        schema: {
          tags,
          summary: 'Replaces the basket (spec §7); 422 unavailable_products lists errors.variant_ids',
          headers,
          querystring: tokenQuery,
          body: setItemsBody,
          response: ok,
        },
        handler: (request) =>
          service.setItems(
            callerOf(request),
            {
              lines: request.body.line_items_attributes.map((line) => ({
                variantId: line.variant_id,
                quantity: line.quantity,
              })),
              preloaded: request.body.preloaded,
              declinedGifts: request.body.declined_gifts,
            },
            includeOf(request),
          ),
      });
    }

    routes.post(
      `${BASE}/add_item`,
      {
        schema: {
          tags,
          summary: 'Adds a quantity of a variant',
          headers,
          querystring: tokenQuery,
          body: addItemBody,
          response: ok,
        },
      },
      (request) =>
        service.addItem(
          callerOf(request),
          { variantId: request.body.variant_id, quantity: request.body.quantity },
          includeOf(request),
        ),
    );

    routes.patch(
      `${BASE}/set_quantity`,
      {
        schema: {
          tags,
          summary: "Sets a line's quantity (above 0)",
          headers,
          querystring: tokenQuery,
          body: setQuantityBody,
          response: ok,
        },
      },
      (request) =>
        service.setQuantity(
          callerOf(request),
          { lineItemId: request.body.line_item_id, quantity: request.body.quantity },
          includeOf(request),
        ),
    );

    routes.patch(
      `${BASE}/set_substitution`,
      {
        schema: {
          tags,
          summary:
            'Sets what a line wants if its product runs short (issue 41): similar, a chosen product, or none',
          headers,
          querystring: tokenQuery,
          body: setSubstitutionBody,
          response: ok,
        },
      },
      (request) =>
        service.setCartSubstitution(
          callerOf(request),
          { lineItemId: request.body.line_item_id, preference: preferenceOf(request.body.substitution) },
          includeOf(request),
        ),
    );

    routes.delete(
      `${BASE}/remove_line_item/:line_item_id`,
      {
        schema: {
          tags,
          summary: 'Removes a line',
          headers,
          params: z.object({ line_item_id: z.string().max(64) }),
          querystring: tokenQuery,
          body: includeBody,
          response: ok,
        },
      },
      (request) => service.removeLineItem(callerOf(request), request.params.line_item_id, includeOf(request)),
    );

    routes.patch(
      `${BASE}/associate`,
      {
        schema: {
          tags,
          summary: "Gives a guest cart (by its token) to the bearer's user",
          body: associateBody,
          response: ok,
        },
      },
      (request) =>
        service.associate(requireUser(request), request.body.guest_order_token, includeOf(request)),
    );

    routes.patch(
      `${BASE}/empty`,
      {
        schema: {
          tags,
          summary: 'Empties the cart (lines and coupon)',
          headers,
          querystring: tokenQuery,
          body: includeBody,
          response: ok,
        },
      },
      (request) => service.empty(callerOf(request), includeOf(request)),
    );

    routes.patch(
      `${BASE}/apply_coupon_code`,
      {
        schema: {
          tags,
          summary:
            'Applies a voucher code; 422 { error: <French reason>, code } when it cannot serve this cart',
          headers,
          querystring: tokenQuery,
          body: couponBody,
          response: ok,
        },
        config: { requestLimit: 'promotion_codes' },
      },
      (request) => service.applyCoupon(callerOf(request), request.body.coupon_code, includeOf(request)),
    );

    routes.delete(
      `${BASE}/remove_coupon_code/:code`,
      {
        schema: {
          tags,
          summary: 'Removes the coupon of this code',
          headers,
          params: z.object({ code: z.string().max(64) }),
          querystring: tokenQuery,
          body: includeBody,
          response: ok,
        },
      },
      (request) => service.removeCoupon(callerOf(request), request.params.code, includeOf(request)),
    );

    routes.delete(
      `${BASE}/remove_coupon_code`,
      {
        schema: {
          tags,
          summary: 'Removes the coupon, whatever its code',
          headers,
          querystring: tokenQuery,
          body: includeBody,
          response: ok,
        },
      },
      (request) => service.removeCoupon(callerOf(request), undefined, includeOf(request)),
    );
  };
}
