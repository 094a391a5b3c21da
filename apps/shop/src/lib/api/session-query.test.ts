import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { onSessionEvents, sessionQuery } from './session-query';

jest.mock('./refresh-token-store', () => ({ readRefreshToken: async () => undefined }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A store whose one call goes through the session query, the server answering from `answers`. */
function storeAnswering(answers: ((url: string) => Response | undefined)[]) {
  const calls: string[] = [];
  globalThis.__SILLON_SERVER_FETCH__ = async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(new URL(url).pathname);
    for (const answer of answers) {
      const response = answer(url);
      if (response) return response;
    }
    throw new Error(`unexpected call ${url}`);
  };
  const api = createApi({
    baseQuery: sessionQuery,
    // Nothing kept once asked: no timer outlives the test.
    keepUnusedDataFor: 0,
    endpoints: (build) => ({
      order: build.query<{ ok: boolean }, void>({ query: () => '/api/v2/storefront/account/orders/R1' }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
    // Batching waits for an animation frame (a timer here), which could fire once the test
    // environment is gone (seen on a loaded machine): nothing in these tests needs it.
    enhancers: (getDefault) => getDefault({ autoBatch: false }),
  });
  return { calls, run: () => store.dispatch(api.endpoints.order.initiate(undefined, { subscribe: false })) };
}

describe('sessionQuery', () => {
  afterEach(async () => {
    globalThis.__SILLON_SERVER_FETCH__ = undefined;
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it.each([
    ['a Spree storefront route', { error: 'Votre session a expiré.', code: 'session_expired' }],
    ['one of our routes', { error: { code: 'session_expired', message: '…' }, requestId: 'r' }],
  ])('refreshes the session once when %s says it expired, then asks again', async (_route, expired) => {
    const refreshed = jest.fn();
    onSessionEvents({ refreshed, lost: jest.fn() });
    let orderCalls = 0;
    const { calls, run } = storeAnswering([
      (url) =>
        url.includes('/api/auth/refresh')
          ? json(200, { userId: 'u', userToken: 't', isNew: false })
          : undefined,
      (url) =>
        url.includes('/orders/R1')
          ? orderCalls++ === 0
            ? json(401, expired)
            : json(200, { ok: true })
          : undefined,
    ]);
    const answer = await run();
    expect(answer.data).toEqual({ ok: true });
    expect(calls).toEqual([
      '/api/v2/storefront/account/orders/R1',
      '/api/auth/refresh',
      '/api/v2/storefront/account/orders/R1',
    ]);
    expect(refreshed).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for another refusal', async () => {
    const { calls, run } = storeAnswering([
      () => json(401, { error: 'Connectez-vous.', code: 'unauthenticated' }),
    ]);
    const answer = await run();
    expect(answer.error).toMatchObject({ status: 401 });
    expect(calls).toEqual(['/api/v2/storefront/account/orders/R1']);
  });
});
