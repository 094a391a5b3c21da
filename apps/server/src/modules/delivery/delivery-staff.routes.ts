/** The staff's delivery calendar (back office): slots by day and mode, their capacity, closed days. */
import {
  errorResponse,
  staffBikeHours,
  staffBikeHoursChangeBody,
  staffBikeHoursParams,
  staffClosedDayBody,
  staffClosedDayResponse,
  staffIdParams,
  staffSlot,
  staffSlotChangeBody,
  staffSlotList,
  staffSlotsQuery,
} from '@sillon/contract';
import { parisDayOf, parisDayRange, shiftDay } from '@sillon/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeAuditOf } from '../../http/staff-routes';
import type { DeliveryService } from './delivery.service';

const tags = ['staff'];

const refusals = { 401: errorResponse, 403: errorResponse };

export function deliveryStaffRoutes(service: DeliveryService, now: () => Date) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/staff/slots',
      {
        schema: {
          tags,
          summary:
            'Slots starting between two Paris days (both included; from today to a week on by default)',
          querystring: staffSlotsQuery,
          response: { 200: staffSlotList, 400: errorResponse, ...refusals },
        },
        config: { staff: { permission: 'delivery.read' } },
      },
      async (request) => {
        const today = parisDayOf(now());
        const from = parisDayRange(request.query.from ?? today).from;
        const to = parisDayRange(request.query.to ?? shiftDay(today, 7)).to;
        const slots = await service.slotsStarting(from, to, request.query.mode);
        const { page, perPage } = request.query;
        return { items: slots.slice((page - 1) * perPage, page * perPage), total: slots.length };
      },
    );

    routes.patch(
      '/api/staff/slots/:id',
      {
        schema: {
          tags,
          summary:
            "Changes a slot's capacity (never below its bookings) or closes it to new bookings (those made stay)",
          params: staffIdParams,
          body: staffSlotChangeBody,
          response: {
            200: staffSlot,
            400: errorResponse,
            404: errorResponse,
            409: errorResponse,
            ...refusals,
          },
        },
        config: {
          staff: {
            permission: 'delivery.write',
            audit: {
              action: 'slot.update',
              subjectType: 'delivery_slot',
              subjectId: (request) => (request.params as { id: string }).id,
              read: (id, tx) => service.staffSlot(id, tx),
            },
          },
        },
      },
      async (request) => service.changeSlot(request.params.id, request.body, changeAuditOf(request)),
    );

    routes.post(
      '/api/staff/closed-days',
      {
        schema: {
          tags,
          summary: 'Closes (a holiday) or opens again every slot of a Paris day',
          body: staffClosedDayBody,
          response: { 200: staffClosedDayResponse, 400: errorResponse, 422: errorResponse, ...refusals },
        },
        config: {
          staff: {
            permission: 'delivery.write',
            audit: {
              action: 'delivery_day.close',
              subjectType: 'delivery_day',
              subjectId: (request) => (request.body as { day: string }).day,
              read: async (day, tx) => {
                const { from, to } = parisDayRange(day);
                return (await service.slotsStarting(from, to, undefined, tx)).map(({ id, mode, closed }) => ({
                  id,
                  mode,
                  closed,
                }));
              },
            },
          },
        },
      },
      async (request) => ({
        day: request.body.day,
        slots: await service.closeDay(request.body.day, request.body.closed, changeAuditOf(request)),
      }),
    );

    routes.get(
      '/api/staff/bike-hours',
      {
        schema: {
          tags,
          summary:
            "The bike rounds' hours: today's, the changes planned, the first day that may still change",
          response: { 200: staffBikeHours, ...refusals },
        },
        config: { staff: { permission: 'delivery.read' } },
      },
      async () => service.bikeHours(),
    );

    routes.put(
      '/api/staff/bike-hours',
      {
        schema: {
          tags,
          summary: "Changes the bike rounds' hours from a day on (the third day at the soonest)",
          body: staffBikeHoursChangeBody,
          response: { 200: staffBikeHours, 400: errorResponse, 422: errorResponse, ...refusals },
        },
        config: {
          staff: {
            permission: 'delivery.write',
            audit: {
              action: 'bike_hours.change',
              subjectType: 'bike_hours',
              subjectId: (request) => (request.body as { from: string }).from,
              read: (from, tx) => service.auditedBikeHours(from, tx),
            },
          },
        },
      },
      async (request) => service.changeBikeHours(request.body, changeAuditOf(request)),
    );

    routes.delete(
      '/api/staff/bike-hours/:from',
      {
        schema: {
          tags,
          summary: "Takes back a planned change of the bike rounds' hours, while its day may still change",
          params: staffBikeHoursParams,
          response: {
            200: staffBikeHours,
            400: errorResponse,
            404: errorResponse,
            422: errorResponse,
            ...refusals,
          },
        },
        config: {
          staff: {
            permission: 'delivery.write',
            audit: {
              action: 'bike_hours.cancel',
              subjectType: 'bike_hours',
              subjectId: (request) => (request.params as { from: string }).from,
              read: (from, tx) => service.auditedBikeHours(from, tx),
            },
          },
        },
      },
      async (request) => service.cancelBikeHoursChange(request.params.from, changeAuditOf(request)),
    );
  };
}
