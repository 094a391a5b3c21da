import {
  answerSandboxChallengeBody,
  errorResponse,
  sandboxChallengeParams,
  sandboxChallengeResponse,
} from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SandboxEvents } from './sandbox-events';
import type { SandboxProcessor } from './sandbox-processor';

const BASE = '/api/payments/sandbox';
const tags = ['payments sandbox'];

/**
 * The sandbox's bank page for 3-D Secure (Stripe's hosted page, `next_action.redirect_to_url`):
 * shown and answered by whoever holds the intent's client secret, as the app does. Errors in the
 * shop's JSON shape, never cached. Its Stripe API is `stripe-api.routes.ts`.
 */
export function sandboxRoutes(processor: SandboxProcessor, events: SandboxEvents) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();

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
      async (request) => {
        const intentId = request.params.id.split('_secret_')[0]!;
        const before = await processor.record(intentId);
        const answered = await processor.answerChallenge(request.params.id, request.body.outcome);
        const after = await processor.record(intentId);
        if (after && before) await events.intentChanged(after, before);
        return answered;
      },
    );
  };
}
