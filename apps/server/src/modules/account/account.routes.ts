import {
  accountResponse,
  accountUpdateBody,
  customerInitResponse,
  errorResponse,
  pushDeviceBody,
  pushDeviceRemovalBody,
  signUpBody,
} from '@sillon/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireCustomer, requireUser } from '../auth';
import type { AccountService } from './account.service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const tags = ['account'];

/** Accounts (`/api/users/me`), push devices (`/api/notification`) and the customer init call (`/api/bff/customer`). */
export function accountRoutes(service: AccountService) {
  return async (app: FastifyInstance) => {
    // Personal answers: never cached by a browser or a proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/users/sign-up',
      {
        schema: {
          tags,
          summary: 'Creates the account of the signed-in customer (first name, email, delivery address)',
          body: signUpBody,
          response: { 201: accountResponse, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.signUp(requireCustomer(request), request.body)),
    );

    routes.get(
      '/api/users/me',
      {
        schema: {
          tags,
          summary: "The signed-in customer's account; 404 account_not_found before sign-up",
          response: { 200: accountResponse, ...errors },
        },
      },
      (request) => service.account(requireCustomer(request)),
    );

    routes.patch(
      '/api/users/me',
      {
        schema: {
          tags,
          summary: 'Changes some of the account: name, email, address, newsletter, notifications',
          body: accountUpdateBody,
          response: { 200: accountResponse, ...errors },
        },
      },
      (request) => service.update(requireCustomer(request), request.body),
    );

    routes.put(
      '/api/notification',
      {
        schema: {
          tags,
          summary: "Registers this device's push token for the signed-in user",
          body: pushDeviceBody,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.registerPushDevice(requireUser(request), request.body);
        return reply.status(204).send();
      },
    );

    routes.delete(
      '/api/notification',
      {
        schema: {
          tags,
          summary: "Forgets this device's push token for the signed-in user (at logout)",
          body: pushDeviceRemovalBody,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.forgetPushDevice(requireUser(request), request.body);
        return reply.status(204).send();
      },
    );

    routes.get(
      '/api/bff/customer',
      {
        schema: {
          tags: ['bff'],
          summary: 'Customer init (spec §4): an optional tip to show',
          response: { 200: customerInitResponse, 401: errorResponse },
        },
      },
      (request) => service.customerInit(optionalUser(request)),
    );
  };
}
