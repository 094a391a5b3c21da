/**
 * The delivery rounds' staff API (issue 42): a slot's rounds planned, moved, given to a courier
 * and started (the back office's « Tournées »), the courier's own rounds and marks (« Ma
 * tournée », on a phone), the slots' report and the day's failed deliveries.
 */
import {
  assignCourierBody,
  courierRounds,
  deliveryRound,
  errorResponse,
  missedDeliveries,
  missedDeliveriesQuery,
  moveStopBody,
  planRoundsBody,
  roundParams,
  roundsReport,
  roundsReportQuery,
  slotRounds,
  slotRoundsQuery,
  stopOutcomeBody,
  stopParams,
  type MissedDeliveries,
  type RoundsReport,
} from '@sillon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeAuditOf, staffMemberOf, type StaffAudit } from '../../http/staff-routes';
import type { CourierMarks } from './courier-marks';
import type { RoundsService } from './rounds.service';

const tags = ['staff'];
const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const changeRefusals = { ...refusals, 409: errorResponse };

export function roundsRoutes(
  service: RoundsService,
  marks: CourierMarks,
  reads: {
    report: (from: string, to: string) => Promise<RoundsReport>;
    missed: (day: string) => Promise<MissedDeliveries>;
  },
) {
  const roundAudit = (action: string): StaffAudit => ({
    action,
    subjectType: 'delivery_round',
    subjectId: (request) => (request.params as { roundId: string }).roundId,
    read: (id, tx) => service.auditedRound(id, tx),
  });
  const slotAudit = (
    action: string,
    subject: (request: FastifyRequest, answer: unknown) => string | undefined,
  ): StaffAudit => ({
    action,
    subjectType: 'delivery_slot_rounds',
    subjectId: subject,
    read: (id, tx) => service.auditedSlot(id, tx),
  });
  const stopAudit = (action: string): StaffAudit => ({
    action,
    subjectType: 'round_stop',
    subjectId: (request) => (request.params as { stopId: string }).stopId,
    read: (id, tx) => service.auditedStop(id, tx),
  });

  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/staff/rounds',
      {
        schema: {
          tags,
          summary: "A bike slot's rounds on its day, its orders not planned, and who may ride",
          querystring: slotRoundsQuery,
          response: { 200: slotRounds, ...refusals },
        },
        config: { staff: { permission: 'rounds.read' } },
      },
      (request) => service.slotRounds(request.query.day, request.query.slotId),
    );

    routes.post(
      '/api/staff/rounds/plan',
      {
        schema: {
          tags,
          summary:
            "Plans the slot's rounds again from its bike orders (refused once a round has left); couriers kept by round number",
          body: planRoundsBody,
          response: { 200: slotRounds, ...changeRefusals },
        },
        config: {
          staff: {
            permission: 'rounds.write',
            audit: slotAudit('rounds.plan', (request) => {
              const body = request.body as { day: string; slotId: string };
              return `${body.day} ${body.slotId}`;
            }),
          },
        },
      },
      (request) => service.plan(request.body.day, request.body.slotId, changeAuditOf(request)),
    );

    routes.post(
      '/api/staff/rounds/stops/:stopId/move',
      {
        schema: {
          tags,
          summary:
            'Moves a stop by hand to a round of the same slot, at a place in it (not once either left)',
          params: stopParams,
          body: moveStopBody,
          response: { 200: slotRounds, ...changeRefusals },
        },
        config: {
          staff: {
            permission: 'rounds.write',
            audit: stopAudit('rounds.move_stop'),
          },
        },
      },
      (request) => service.moveStop(request.params.stopId, request.body, changeAuditOf(request)),
    );

    routes.post(
      '/api/staff/rounds/:roundId/courier',
      {
        schema: {
          tags,
          summary: 'Gives the round to a courier (an active member who may ride), or to nobody',
          params: roundParams,
          body: assignCourierBody,
          response: { 200: slotRounds, ...changeRefusals },
        },
        config: { staff: { permission: 'rounds.write', audit: roundAudit('rounds.courier') } },
      },
      (request) =>
        service.assignCourier(request.params.roundId, request.body.courierId, changeAuditOf(request)),
    );

    routes.post(
      '/api/staff/rounds/:roundId/start',
      {
        schema: {
          tags,
          summary:
            "The round leaves the hub: its orders « en livraison » (the staff's move rules), all or none. Staff with rounds.write, or the round's own courier; again, it answers the round",
          params: roundParams,
          response: { 200: deliveryRound, ...changeRefusals },
        },
        // Two permissions may start a round (rounds.write, or rounds.ride on one's own round): the
        // service checks which.
        config: { staff: { permission: 'signed-in', audit: roundAudit('rounds.start') } },
      },
      (request) => {
        const member = staffMemberOf(request);
        return service.start(request.params.roundId, member, changeAuditOf(request));
      },
    );

    routes.get(
      '/api/staff/courier/rounds',
      {
        schema: {
          tags,
          summary: "The signed-in courier's rounds of the shop's day, each with its stops in riding order",
          response: { 200: courierRounds, ...refusals },
        },
        config: { staff: { permission: 'rounds.ride' } },
      },
      (request) => service.courierRounds(staffMemberOf(request).id),
    );

    routes.post(
      '/api/staff/courier/stops/:stopId',
      {
        schema: {
          tags,
          summary:
            "The doorstep's outcome (delivered, or absent with a reason), by the phone's key: sent again, applied once. Another key on a done stop: 409 stop_already_done with the round in details.round",
          params: stopParams,
          body: stopOutcomeBody,
          response: { 200: deliveryRound, ...changeRefusals },
        },
        config: {
          staff: {
            permission: 'rounds.ride',
            audit: stopAudit('rounds.stop_outcome'),
          },
        },
      },
      (request) =>
        marks.mark(request.params.stopId, request.body, staffMemberOf(request), changeAuditOf(request)),
    );

    routes.get(
      '/api/staff/rounds/missed',
      {
        schema: {
          tags,
          summary:
            "A Paris day's failed deliveries: the stops marked absent, the last first, with the courier's reason and note and each order's status now",
          querystring: missedDeliveriesQuery,
          response: { 200: missedDeliveries, ...refusals },
        },
        config: { staff: { permission: 'rounds.read' } },
      },
      (request) => reads.missed(request.query.day),
    );

    routes.get(
      '/api/staff/rounds/report',
      {
        schema: {
          tags,
          summary: 'Per slot between two Paris days: stops planned, delivered, absent, late, mean delay',
          querystring: roundsReportQuery,
          response: { 200: roundsReport, ...refusals },
        },
        config: { staff: { permission: 'rounds.read' } },
      },
      (request) => reads.report(request.query.from, request.query.to),
    );
  };
}
