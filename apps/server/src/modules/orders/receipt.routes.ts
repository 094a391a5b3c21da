import {
  orderNumberParams,
  receiptDocument,
  receiptLinkResponse,
  receiptPdfParams,
  receiptPdfQuery,
} from '@sillon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerSpreeErrorHandler, registerSpreeRoutes, spreeErrors } from '../../http/spree';
import { requireUser } from '../auth';
import type { OrdersService } from './orders.service';

const BASE = '/api/v2/storefront';
const tags = ['storefront orders'];

/** This server's own origin as the client reached it (behind the load balancer, the forwarded one). */
const urlOf = (request: FastifyRequest) => (path: string) =>
  new URL(path, `${request.protocol}://${request.host}`).toString();

/**
 * A placed order's receipt (issue 14): the JSON of the ticket screen and a signed link to its PDF
 * (bearer, the order's customer), and the PDF behind the link (no bearer: the signature is the proof).
 */
export function receiptRoutes(service: OrdersService) {
  return async (app: FastifyInstance) => {
    await app.register(async (account) => {
      registerSpreeRoutes(account);
      const routes = account.withTypeProvider<ZodTypeProvider>();

      routes.get(
        `${BASE}/account/orders/:number/receipt`,
        {
          schema: {
            tags,
            summary:
              "The receipt (ticket de caisse) of one of the signed-in customer's placed orders; another's is 404",
            params: orderNumberParams,
            response: { 200: receiptDocument, ...spreeErrors(401, 404) },
          },
        },
        (request) => service.receipt(requireUser(request), request.params.number),
      );

      routes.post(
        `${BASE}/account/orders/:number/receipt_link`,
        {
          schema: {
            tags,
            summary:
              'A link to the receipt as a PDF, for a download or a share sheet: no bearer needed, valid 10 minutes',
            params: orderNumberParams,
            response: { 200: receiptLinkResponse, ...spreeErrors(401, 404) },
          },
        },
        (request) => service.receiptLink(requireUser(request), request.params.number, urlOf(request)),
      );
    });

    await app.register(async (pdf) => {
      registerSpreeErrorHandler(pdf);
      pdf.withTypeProvider<ZodTypeProvider>().get(
        `${BASE}/receipts/:number.pdf`,
        {
          schema: {
            tags,
            summary:
              'The receipt as a PDF, through the signed link receipt_link gave; a bad, expired or other signature is 404',
            params: receiptPdfParams,
            querystring: receiptPdfQuery,
            response: {
              200: {
                description: 'The receipt, A4',
                content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
              },
              ...spreeErrors(400, 404),
            },
          },
        },
        async (request, reply) => {
          const { filename, pdf: content } = await service.receiptPdf(request.params.number, request.query);
          // The PDF's bytes go out as they are: the 200 schema documents them, nothing serialises them.
          return (reply as unknown as FastifyReply)
            .header('cache-control', 'private, no-store')
            .header('content-disposition', `attachment; filename="${filename}"`)
            .type('application/pdf')
            .send(content);
        },
      );
    });
  };
}
