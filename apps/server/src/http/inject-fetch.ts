/**
 * A `fetch` that answers from this very app, without a socket (`app.inject`): how the Stripe SDK
 * reaches the built-in sandbox when the server does not listen (tests, a port chosen by the
 * system), and how the sandbox posts its events to the shop's webhook then.
 */
import type { FastifyInstance } from 'fastify';

export function injectFetch(app: () => FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app().inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(init?.body === undefined || init.body === null ? {} : { payload: String(init.body) }),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.rawPayload.length > 0 ? new Uint8Array(answer.rawPayload) : null, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}
