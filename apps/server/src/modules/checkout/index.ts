/**
 * The checkout module: Spree's checkout calls on the cart module's order, with the delivery,
 * payments, catalogue, promotions and account modules behind the ports of `checkout-ports.ts`.
 * It owns no table: the order, its lines and its payments are the cart module's.
 */
import type { CartDocument } from '@sillon/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AuthenticatedUser } from '../auth';
import type { CartService } from '../cart/cart.service';
import type { AccountPort, CatalogPort, DeliveryPort, PaymentsPort, PromotionsPort } from './checkout-ports';
import { orderListDocument, paymentMethodsDocument } from './checkout.document';
import { checkoutRoutes } from './checkout.routes';
import { createCheckoutSteps } from './checkout.service';
import { createOrderCompletion } from './order-completion';

/** Spree's paging: 25 by default, out-of-range sizes fall back to it. */
const DEFAULT_PER_PAGE = 25;
const MAX_PER_PAGE = 500;

export type CheckoutModuleDeps = {
  db: Database;
  cart: CartService;
  catalog: CatalogPort;
  delivery: DeliveryPort;
  payments: PaymentsPort;
  promotions: PromotionsPort;
  account: AccountPort;
  now: () => Date;
  log: { error(details: object, message: string): void };
};

export function createCheckoutModule(deps: CheckoutModuleDeps) {
  const service = createCheckoutService(deps);
  return { service, routes: checkoutRoutes(service) };
}

function createCheckoutService(deps: CheckoutModuleDeps) {
  const steps = createCheckoutSteps(deps);
  const completion = createOrderCompletion({ ...deps, steps });
  const { cart } = deps;

  return {
    update: steps.update,
    shippingRates: steps.shippingRates,
    selectShippingMethod: steps.selectShippingMethod,
    next: steps.next,
    advance: steps.advance,
    complete: completion.complete,
    createPayment: completion.createPayment,
    paymentMethods: () => paymentMethodsDocument(deps.payments.paymentMethods()),

    /** Spree's order_status: a completed order for whoever holds its token (the SDK's guests too). */
    async orderStatus(orderToken: string | null, number: string, include: string | undefined) {
      const order = await cart.completedOrder(number);
      if (!order || !orderToken || order.token !== orderToken)
        throw new AppError('not_found', 'order_not_found');
      return cart.render(order, include);
    },

    async accountOrder(user: AuthenticatedUser, number: string, include: string | undefined) {
      const order = await cart.completedOrder(number);
      // Another customer's order is "not found", never "forbidden": its existence is not told.
      if (!order || order.userId !== user.id) throw new AppError('not_found', 'order_not_found');
      return cart.render(order, include, 'order');
    },

    async accountOrders(
      user: AuthenticatedUser,
      query: { page?: number | undefined; per_page?: number | undefined; include?: string | undefined },
      url: (page: number) => string,
    ) {
      const perPage =
        query.per_page && query.per_page >= 1 && query.per_page <= MAX_PER_PAGE
          ? query.per_page
          : DEFAULT_PER_PAGE;
      const page = query.page ?? 1;
      const { rows, total } = await cart.completedOrdersOf(user.id, {
        offset: (page - 1) * perPage,
        limit: perPage,
      });
      const documents: CartDocument[] = [];
      for (const row of rows) documents.push(await cart.render(row, query.include, 'order'));
      return orderListDocument({ documents, total, page, perPage, url });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
