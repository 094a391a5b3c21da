import {
  cartDocument,
  checkoutStepBody,
  checkoutUpdateBody,
  createPaymentBody,
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
import { callerOf } from './cart.routes';
import type { OrdersService } from './orders.service';

const BASE = '/api/v2/storefront';
const tags = ['storefront checkout'];
const errors = spreeErrors(400, 401, 403, 404, 409, 422);
const ok = { 200: cartDocument, ...errors };

/** Spree Storefront API v2 checkout and a placed order's status by its token (spec §7). */
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
        {
          schema: {
            tags,
            summary,
            headers,
            querystring: tokenQuery,
            body: checkoutStepBody,
            response: name === 'complete' ? { ...ok, ...spreeErrors(429) } : ok,
          },
          ...(name === 'complete'
            ? {
                config: {
                  requestLimit: 'checkout_completion' as const,
                  cartLimit: 'payments_per_cart' as const,
                },
              }
            : {}),
        },
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
          response: { 201: cartDocument, ...errors, ...spreeErrors(429) },
        },
        config: { requestLimit: 'payment_creation', cartLimit: 'payments_per_cart' },
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
  };
}
