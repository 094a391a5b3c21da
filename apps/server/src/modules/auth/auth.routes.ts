import fastifyCookie from '@fastify/cookie';
import {
  captchaChallengeResponse,
  CLIENT_HEADER,
  devSmsResponse,
  errorResponse,
  mergeUsersBody,
  mergeUsersResponse,
  phoneConfirmBody,
  phoneSignInResponse,
  phoneStartBody,
  phoneStartResponse,
  REFRESH_COOKIE,
  refreshTokenBody,
  signInResponse,
  type SignInResponse,
} from '@sillon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service';
import { requireUser } from './authentication';
import type { Session } from './sessions';
import { thisMachineOnly } from '../../http/this-machine-only';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
  503: errorResponse,
};
const tags = ['auth'];

/** Auth provider (spec §7 "phone verification … returning an ID token"), under `/api/auth`. */
export function authRoutes(deps: {
  service: AuthService;
  refreshTokenTtlDays: number;
  showDevOutbox: boolean;
}) {
  const { service } = deps;

  /** Native apps get the refresh token in the body; browsers an httpOnly cookie only JS cannot read. */
  function answerSession(
    request: FastifyRequest,
    reply: FastifyReply,
    session: Session,
    isNew: boolean,
  ): SignInResponse {
    const answer: SignInResponse = {
      userId: session.user.id,
      userToken: session.userToken,
      isNew,
      status: session.user.kind === 'customer' ? 'authenticated' : 'anonymous',
      expiresInSeconds: session.expiresInSeconds,
    };
    if (request.headers[CLIENT_HEADER] === 'native') return { ...answer, refreshToken: session.refreshToken };
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: '/api/auth',
      maxAge: deps.refreshTokenTtlDays * 24 * 3600,
    });
    return answer;
  }

  const presentedRefreshToken = (
    request: FastifyRequest,
    body: { refreshToken?: string } | null | undefined,
  ) => body?.refreshToken ?? request.cookies[REFRESH_COOKIE];

  return async (app: FastifyInstance) => {
    await app.register(fastifyCookie);
    // Tokens and codes must never sit in a shared or browser cache.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/auth/captcha',
      {
        schema: {
          tags,
          summary: 'A proof-of-work challenge for the phone form (altcha)',
          response: { 200: captchaChallengeResponse },
        },
      },
      () => service.captchaChallenge(),
    );

    routes.post(
      '/api/auth/anonymous',
      {
        schema: {
          tags,
          summary: 'Anonymous sign-in (spec §4): a new anonymous user',
          response: { 200: signInResponse, ...errors },
        },
      },
      async (request, reply) => {
        const session = await service.signInAnonymously();
        return answerSession(request, reply, session, session.isNew);
      },
    );

    routes.post(
      '/api/auth/phone/start',
      {
        schema: {
          tags,
          summary: 'Sends a 6-digit code by SMS once the captcha is solved',
          body: phoneStartBody,
          response: { 200: phoneStartResponse, ...errors },
        },
        config: { requestLimit: 'sign_in_code' },
      },
      (request) => service.startPhoneSignIn(request.body),
    );

    routes.post(
      '/api/auth/phone/confirm',
      {
        schema: {
          tags,
          summary: 'Checks the code and signs the customer in; `accountExists: false` leads to sign-up',
          body: phoneConfirmBody,
          response: { 200: phoneSignInResponse, ...errors },
        },
        config: { requestLimit: 'sign_in' },
      },
      async (request, reply) => {
        const result = await service.signInWithPhone(request.body);
        return {
          ...answerSession(request, reply, result, result.isNew),
          accountExists: result.accountExists,
        };
      },
    );

    routes.post(
      '/api/auth/refresh',
      {
        schema: {
          tags,
          summary: 'A new access token for a refresh token (cookie, or body for native apps); rotates it',
          body: refreshTokenBody,
          response: { 200: signInResponse, ...errors },
        },
      },
      async (request, reply) => {
        const session = await service.refresh(presentedRefreshToken(request, request.body));
        return answerSession(request, reply, session, false);
      },
    );

    routes.post(
      '/api/auth/sign-out',
      {
        schema: {
          tags,
          summary: 'Ends the sign-in of the refresh token and clears the cookie',
          body: refreshTokenBody,
        },
      },
      async (request, reply) => {
        await service.signOut(presentedRefreshToken(request, request.body));
        reply.clearCookie(REFRESH_COOKIE, {
          path: '/api/auth',
          httpOnly: true,
          secure: true,
          sameSite: 'strict',
        });
        return reply.status(204).send();
      },
    );

    routes.post(
      '/api/users/merge',
      {
        schema: {
          tags,
          summary: 'Moves an anonymous user\'s data to the signed-in customer (spec §3 "User merge")',
          body: mergeUsersBody,
          response: { 200: mergeUsersResponse, ...errors },
        },
      },
      async (request) => {
        await service.mergeUsers(requireUser(request), request.body);
        const { anonymousUserId, authenticatedUserId } = request.body;
        return { anonymousUserId, authenticatedUserId, merged: true as const };
      },
    );

    if (deps.showDevOutbox) {
      routes.get(
        '/api/dev/sms',
        {
          onRequest: thisMachineOnly,
          schema: {
            tags: ['development'],
            summary: 'The latest SMS kept by the outbox (never in production)',
            response: { 200: devSmsResponse },
          },
        },
        () => service.devOutbox(),
      );
    }
  };
}
