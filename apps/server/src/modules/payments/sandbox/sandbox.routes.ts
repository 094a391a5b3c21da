import {
  answerSandboxChallengeBody,
  createSandboxPaymentMethodBody,
  errorResponse,
  sandboxChallengeParams,
  sandboxChallengeResponse,
  sandboxPaymentMethodResponse,
} from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SandboxProcessor } from './sandbox-processor';

const BASE = '/api/payments/sandbox';
const tags = ['payments sandbox'];

/**
 * The sandbox processor's public API (a processor's publishable-key calls): card data comes here
 * from the app, never through the checkout. Errors in the shop's JSON shape, never cached.
 */
export function sandboxRoutes(processor: SandboxProcessor) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      `${BASE}/payment_methods`,
      {
        schema: {
          tags,
          summary: 'Creates a payment method from a card (test numbers decide the outcome) or a wallet token',
          body: createSandboxPaymentMethodBody,
          response: { 201: sandboxPaymentMethodResponse, 400: errorResponse, 429: errorResponse },
        },
        config: { requestLimit: 'payment_creation' },
      },
      async (request, reply) => reply.code(201).send(await processor.createPaymentMethod(request.body)),
    );

    routes.get(
      `${BASE}/challenges/:id`,
      {
        schema: {
          tags,
          summary: 'A 3-D Secure challenge, as the bank page shows it',
          params: sandboxChallengeParams,
          response: { 200: sandboxChallengeResponse, 404: errorResponse },
        },
      },
      (request) => processor.challenge(request.params.id),
    );

    routes.post(
      `${BASE}/challenges/:id`,
      {
        schema: {
          tags,
          summary: 'Answers a 3-D Secure challenge; a challenge answered before keeps its first answer',
          params: sandboxChallengeParams,
          body: answerSandboxChallengeBody,
          response: { 200: sandboxChallengeResponse, 400: errorResponse, 404: errorResponse },
        },
      },
      (request) => processor.answerChallenge(request.params.id, request.body.outcome),
    );
  };
}
