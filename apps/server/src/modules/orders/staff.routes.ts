import {
  errorResponse,
  orderNumberParams,
  orderStatusChangeBody,
  orderStatusChangeResponse,
} from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffTokenCheck } from '../../http/staff-token';
import { changeAuditOf } from '../../http/staff-routes';
import type { OrdersService } from './orders.service';
import type { StaffOrders } from './staff-orders';

/** The staff's order operations (`ADMIN_TOKEN`; absent without it): a placed order's status. */
export function staffOrderRoutes(
  service: OrdersService,
  staffOrders: StaffOrders,
  adminToken: string | undefined,
) {
  return async (app: FastifyInstance) => {
    if (!adminToken) return;
    app.withTypeProvider<ZodTypeProvider>().patch(
      '/api/admin/orders/:number/status',
      {
        schema: {
          tags: ['operations'],
          summary:
            "Moves a placed order's status (scheduled → delivery → delivered; canceled gives back its payment, stock, slot and promotions); bearer ADMIN_TOKEN",
          params: orderNumberParams,
          body: orderStatusChangeBody,
          response: {
            200: orderStatusChangeResponse,
            401: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
        onRequest: staffTokenCheck(adminToken),
        config: {
          staff: {
            // The scripts' token, not a session: the gate lets it through, the audit still writes it.
            permission: 'public',
            audit: {
              action: 'order.status',
              subjectType: 'order',
              subjectId: (request) => (request.params as { number: string }).number,
              read: (number) => staffOrders.auditView(number),
            },
          },
        },
      },
      async (request, reply) => {
        const { status } = request.body;
        const staff = { kind: 'staff' as const, id: null };
        const order =
          status === 'canceled'
            ? await service.cancelPlacedOrder(request.params.number, staff, changeAuditOf(request))
            : await service.changeStatus(request.params.number, status, staff, changeAuditOf(request));
        reply.header('cache-control', 'no-store');
        return { number: order.number, status: order.status!, changed_at: order.updatedAt.toISOString() };
      },
    );
  };
}
