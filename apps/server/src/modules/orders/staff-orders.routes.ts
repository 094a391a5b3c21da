/** The back office's order routes: the day's figures, orders, preparation, status moves. */
import {
  dashboard,
  dashboardQuery,
  errorResponse,
  pickingList,
  pickingListQuery,
  staffIdParams,
  staffLineParams,
  staffMailQueuedResponse,
  staffNumberParams,
  staffOrder,
  staffOrderList,
  staffOrderPreparedBody,
  staffOrderSlotBody,
  staffRebookingSlots,
  staffOrdersQuery,
  staffOrderStatusBody,
  staffSlotBookings,
  staffSubstituteCandidates,
  substitutionReport,
  substitutionReportQuery,
} from '@sillon/contract';
import { parisDayOf, parisDayRange } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeAuditOf, staffMemberOf, type StaffAudit } from '../../http/staff-routes';
import type { OrdersService } from './orders.service';
import type { StaffOrders } from './staff-orders';

const tags = ['staff'];
const refusals = { 401: errorResponse, 403: errorResponse };
const orderErrors = { 404: errorResponse, 409: errorResponse, ...refusals };
/** A quarter: the report reads prepared orders' lines, not a year of them. */
const SHORTAGE_REPORT_MAX_DAYS = 92;

export function staffOrdersRoutes(orders: OrdersService, staffOrders: StaffOrders, now: () => Date) {
  const orderAudit = (action: string): StaffAudit => ({
    action,
    subjectType: 'order',
    subjectId: (request) => (request.params as { number: string }).number,
    read: (number) => staffOrders.auditView(number),
  });
  const dayOf = (day: string | undefined) => day ?? parisDayOf(now());

  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/staff/dashboard',
      {
        schema: {
          tags,
          summary: "A day's orders, revenue and slots' fill (today by default)",
          querystring: dashboardQuery,
          response: { 200: dashboard, 400: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'dashboard.read' } },
      },
      async (request) => {
        const day = dayOf(request.query.day);
        return staffOrders.dashboard(parisDayRange(day), day);
      },
    );

    routes.get(
      '/api/staff/orders',
      {
        schema: {
          tags,
          summary:
            'Placed orders by delivery day, slot, pickup point, status; q: a number, an e-mail or a phone',
          querystring: staffOrdersQuery,
          response: { 200: staffOrderList, 400: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'orders.read' } },
      },
      async (request) => {
        const { page, perPage, day, prepared, ...filter } = request.query;
        return staffOrders.orders(
          {
            ...filter,
            day: day === undefined ? undefined : parisDayRange(day),
            prepared: prepared === undefined ? undefined : prepared === 'true',
          },
          { page, perPage },
        );
      },
    );

    routes.get(
      '/api/staff/orders/:number',
      {
        schema: {
          tags,
          summary: 'One placed order: lines (with their rack), address, payments, statuses',
          params: staffNumberParams,
          response: { 200: staffOrder, 404: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'orders.read' } },
      },
      async (request) => staffOrders.order(request.params.number),
    );

    routes.post(
      '/api/staff/orders/:number/status',
      {
        schema: {
          tags,
          summary:
            'Moves the order on its slot’s day (« en livraison », « livrée »; the customer gets the e-mail), or back from « en livraison » to « en cours »; 409 too early, with `details.notBefore`',
          params: staffNumberParams,
          body: staffOrderStatusBody,
          response: { 200: staffOrder, 400: errorResponse, ...orderErrors },
        },
        config: { staff: { permission: 'orders.status', audit: orderAudit('order.status') } },
      },
      async (request) => {
        const member = staffMemberOf(request);
        await orders.moveByStaff(
          request.params.number,
          request.body.status,
          { kind: 'staff', id: member.id },
          changeAuditOf(request),
        );
        return staffOrders.order(request.params.number);
      },
    );

    routes.post(
      '/api/staff/orders/:number/cancel',
      {
        schema: {
          tags,
          summary:
            'Cancels the order: its payment voided or refunded, its stock, slot and promotions given back',
          params: staffNumberParams,
          response: { 200: staffOrder, ...orderErrors },
        },
        config: { staff: { permission: 'orders.cancel', audit: orderAudit('order.cancel') } },
      },
      async (request) => {
        await orders.cancelPlacedOrder(
          request.params.number,
          { kind: 'staff', id: staffMemberOf(request).id },
          changeAuditOf(request),
        );
        return staffOrders.order(request.params.number);
      },
    );

    routes.get(
      '/api/staff/orders/:number/delivery-slots',
      {
        schema: {
          tags,
          summary:
            'The bike slots of the next three days the order may move to, each allowed or not (code: full, closed, its own…)',
          params: staffNumberParams,
          response: { 200: staffRebookingSlots, 404: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'orders.status' } },
      },
      async (request) => orders.rebookingSlots(request.params.number),
    );

    routes.post(
      '/api/staff/orders/:number/delivery-slot',
      {
        schema: {
          tags,
          summary:
            'Sends a waiting bike order on another bike slot (a missed delivery, a customer who called): booked until the slot starts, the old place given back, the customer told by e-mail',
          params: staffNumberParams,
          body: staffOrderSlotBody,
          response: { 200: staffOrder, 400: errorResponse, 422: errorResponse, ...orderErrors },
        },
        config: { staff: { permission: 'orders.status', audit: orderAudit('order.delivery_slot') } },
      },
      async (request) => {
        await orders.rebookSlot(
          request.params.number,
          request.body.slotId,
          { kind: 'staff', id: staffMemberOf(request).id },
          changeAuditOf(request),
        );
        return staffOrders.order(request.params.number);
      },
    );

    routes.post(
      '/api/staff/orders/:number/prepared',
      {
        schema: {
          tags,
          summary:
            'Marks the order prepared (or not), with what went in the bags for the lines short or missing; the card is then charged for what was delivered',
          params: staffNumberParams,
          body: staffOrderPreparedBody,
          response: { 200: staffOrder, 400: errorResponse, ...orderErrors },
        },
        config: { staff: { permission: 'preparation.write', audit: orderAudit('order.prepared') } },
      },
      async (request) => {
        const { prepared, lines, preparedAtRead } = request.body;
        await staffOrders.setPrepared(
          request.params.number,
          { prepared, counts: lines, preparedAtRead, by: { kind: 'staff', id: staffMemberOf(request).id } },
          changeAuditOf(request),
        );
        return staffOrders.order(request.params.number);
      },
    );

    routes.get(
      '/api/staff/orders/:number/lines/:lineId/substitutes',
      {
        schema: {
          tags,
          summary:
            "What may replace a short line's missing units, best first: the customer's own pick, then the similar products (none against « Ne pas remplacer »)",
          params: staffLineParams,
          response: { 200: staffSubstituteCandidates, 400: errorResponse, 404: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'preparation.read' } },
      },
      async (request) => staffOrders.substitutes(request.params.number, request.params.lineId),
    );

    routes.post(
      '/api/staff/orders/:number/confirmation-mail',
      {
        schema: {
          tags,
          summary: "Sends the order's confirmation e-mail again (queued)",
          params: staffNumberParams,
          response: { 202: staffMailQueuedResponse, ...orderErrors },
        },
        config: {
          staff: {
            permission: 'orders.mail',
            audit: { ...orderAudit('order.confirmation_mail'), read: undefined },
          },
        },
      },
      async (request, reply) => {
        await orders.resendConfirmation(
          request.params.number,
          { kind: 'staff', id: staffMemberOf(request).id },
          changeAuditOf(request),
        );
        return reply.code(202).send({ queued: true as const });
      },
    );

    routes.get(
      '/api/staff/picking-list',
      {
        schema: {
          tags,
          summary:
            'The picking list of a day, a slot or a pickup point: products summed across its orders, by rack',
          querystring: pickingListQuery,
          response: { 200: pickingList, 400: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'preparation.read' } },
      },
      async (request) =>
        staffOrders.pickingList({
          ...request.query,
          day: parisDayRange(request.query.day),
          dayKey: request.query.day,
        }),
    );

    routes.get(
      '/api/staff/shortages',
      {
        schema: {
          tags,
          summary:
            '« Ruptures » (issue 41): per day of preparation and product, the lines short, the units short and the lines substituted (at most 92 days)',
          querystring: substitutionReportQuery,
          response: { 200: substitutionReport, 400: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'preparation.read' } },
      },
      async (request) => {
        const { from, to } = request.query;
        const range = { from: parisDayRange(from).from, to: parisDayRange(to).to };
        const days = (range.to.getTime() - range.from.getTime()) / 86_400_000;
        if (from > to || days > SHORTAGE_REPORT_MAX_DAYS + 1) {
          throw new AppError('invalid_input', 'substitution_report_range_invalid', {
            fields: { from: 'substitution_report_range_invalid' },
          });
        }
        return { from, to, rows: await staffOrders.shortages(range) };
      },
    );

    routes.get(
      '/api/staff/slots/:id/bookings',
      {
        schema: {
          tags,
          summary: 'The orders booked on a slot',
          params: staffIdParams,
          response: { 200: staffSlotBookings, ...refusals },
        },
        config: { staff: { permission: 'delivery.read' } },
      },
      async (request) => ({ items: await staffOrders.bookings(request.params.id) }),
    );
  };
}
