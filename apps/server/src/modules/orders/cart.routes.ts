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
  spreeErrorResponse,
} from '@sillon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  JSON_API_CONTENT_TYPE,
  registerJsonApiBodies,
  registerSpreeErrorHandler,
} from '../../http/spree-errors';
import { optionalUser, requireUser } from '../auth';
import type { CartCaller, CartService } from './cart.service';

const BASE = '/api/v2/storefront/cart';
const tags = ['storefront cart'];
const errors = {
  400: spreeErrorResponse,
  401: spreeErrorResponse,
  403: spreeErrorResponse,
  404: spreeErrorResponse,
  422: spreeErrorResponse,
};
const ok = { 200: cartDocument, ...errors };
const headers = z.looseObject({
  'x-spree-order-token': z.string().max(200).optional(),
  'x-vendo-order-token': z.string().max(200).optional(),
});
const tokenQuery = z.object({
  order_token: z.string().max(200).optional(),
  include: z.string().max(500).optional(),
});

/** Who asks: the bearer (a wrong one is a 401, so the app refreshes) and the order token. */
export function callerOf(request: FastifyRequest): CartCaller {
  const header = request.headers['x-spree-order-token'] ?? request.headers['x-vendo-order-token'];
  const query = request.query as { order_token?: string } | undefined;
  const orderToken = (typeof header === 'string' ? header : undefined) ?? query?.order_token ?? null;
  return { user: optionalUser(request), orderToken: orderToken === '' ? null : orderToken };
}

/** `include` from the JSON body (the SDK puts it there) or else the query. */
export function includeOf(request: FastifyRequest): string | undefined {
  const body = request.body as { include?: string } | undefined;
  return body?.include ?? (request.query as { include?: string } | undefined)?.include;
}

/** The Spree Storefront API v2 cart (stock calls and our `set_items`), in Spree's JSON:API shapes. */
export function cartRoutes(service: CartService) {
  return async (app: FastifyInstance) => {
    registerSpreeErrorHandler(app);
    registerJsonApiBodies(app);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (reply.statusCode !== 204) reply.header('content-type', JSON_API_CONTENT_TYPE);
    });
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
