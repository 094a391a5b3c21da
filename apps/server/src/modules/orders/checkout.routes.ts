import {
  cartDocument,
  checkoutStepBody,
  checkoutUpdateBody,
  createPaymentBody,
  orderListDocument,
  orderListQuery,
  paymentMethodsDocument,
  selectShippingMethodBody,
  shippingRatesDocument,
} from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
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
import { requireUser } from '../auth';
import { callerOf } from './cart.routes';
import type { OrdersService } from './orders.service';

const BASE = '/api/v2/storefront';
const tags = ['storefront checkout'];
const errors = spreeErrors(400, 401, 403, 404, 409, 422);
const ok = { 200: cartDocument, ...errors };

/** Spree Storefront API v2 checkout, order status and the account's orders (spec §7). */
export function checkoutRoutes(service: OrdersService) {
  return async (app: FastifyInstance) => {
    registerSpreeRoutes(app);
    const routes = app.withTypeProvider<ZodTypeProvider>();

    for (const method of ['PATCH', 'PUT'] as const) {
      routes.route({
        method,
        url: `${BASE}/checkout`,
        schema: {
          tags,
          summary:
            'Updates the order (spec §7): email, bill/ship addresses, shipments_attributes (rate, delivery_slot_id), chosen_pickup_point_attributes',
          headers,
          querystring: tokenQuery,
          body: checkoutUpdateBody,
          response: ok,
        },
        handler: (request) => service.update(callerOf(request), request.body.order, includeOf(request)),
      });
    }

    const step = (name: 'next' | 'advance' | 'complete', summary: string) =>
      routes.patch(
        `${BASE}/checkout/${name}`,
        { schema: { tags, summary, headers, querystring: tokenQuery, body: checkoutStepBody, response: ok } },
        (request) => service[name](callerOf(request), includeOf(request)),
      );
    step('next', 'Moves the order one step (cart → address → delivery → payment → complete)');
    step('advance', 'Moves the order as far as it can go before the payment is taken');
    step(
      'complete',
      'Pays and places the order; 422 payment_requires_action carries the 3-D Secure challenge',
    );

    routes.get(
      `${BASE}/checkout/shipping_rates`,
      {
        schema: {
          tags,
          summary: 'The shipment and its rates, cheapest first, with their delivery slots (spec §7)',
          headers,
          querystring: tokenQuery,
          response: { 200: shippingRatesDocument, ...errors },
        },
      },
      (request) => service.shippingRates(callerOf(request)),
    );

    routes.patch(
      `${BASE}/checkout/select_shipping_method`,
      {
        schema: {
          tags,
          summary: 'Chooses a shipping method for the shipment',
          headers,
          querystring: tokenQuery,
          body: selectShippingMethodBody,
          response: ok,
        },
      },
      (request) =>
        service.selectShippingMethod(
          callerOf(request),
          { shippingMethodId: request.body.shipping_method_id, shipmentId: request.body.shipment_id },
          includeOf(request),
        ),
    );

    routes.get(
      `${BASE}/checkout/payment_methods`,
      {
        schema: {
          tags,
          summary: 'The shop’s payment methods (card, Apple Pay, Google Pay)',
          headers,
          querystring: tokenQuery,
          response: { 200: paymentMethodsDocument, ...errors },
        },
      },
      () => service.paymentMethods(),
    );

    routes.post(
      `${BASE}/checkout/create_payment`,
      {
        schema: {
          tags,
          summary:
            'Adds a payment: a card processor payment method (source_attributes) or a saved card (source_id)',
          headers,
          querystring: tokenQuery,
          body: createPaymentBody,
          response: { 201: cartDocument, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.createPayment(callerOf(request), request.body, includeOf(request))),
    );

    routes.get(
      `${BASE}/order_status/:number`,
      {
        schema: {
          tags,
          summary: 'A completed order, by its number and its order token',
          headers,
          params: z.object({ number: z.string().max(32) }),
          querystring: tokenQuery,
          response: ok,
        },
      },
      (request) => service.orderStatus(orderTokenOf(request), request.params.number, includeOf(request)),
    );

    routes.get(
      `${BASE}/account/orders`,
      {
        schema: {
          tags,
          summary: "The signed-in user's completed orders, newest first",
          querystring: orderListQuery,
          response: { 200: orderListDocument, ...errors },
        },
      },
      (request) =>
        service.accountOrders(requireUser(request), request.query, (page) => {
          const url = new URL(request.url, `${request.protocol}://${request.host}`);
          url.searchParams.set('page', String(page));
          return url.toString();
        }),
    );

    routes.get(
      `${BASE}/account/orders/:number`,
      {
        schema: {
          tags,
          summary: "One of the signed-in user's completed orders",
          params: z.object({ number: z.string().max(32) }),
          querystring: z.object({ include: z.string().max(500).optional() }),
          response: ok,
        },
      },
      (request) => service.accountOrder(requireUser(request), request.params.number, request.query.include),
    );
  };
}
