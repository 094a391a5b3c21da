/**
 * A stand-in for the shop's server in component and store tests: `global.fetch` answers by method
 * and path from the routes a test gives (JSON), 200 `{}` otherwise, and keeps every call (with its
 * headers and JSON body) so a test can say what left the app. A route that throws is a network
 * failure; one whose promise never settles is a server that has not answered yet.
 */
export type FakeCall = { method: string; url: string; headers: Headers; body: unknown };
export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeRoutes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>)>;

export function fakeServer(routes: FakeRoutes = {}) {
  const calls: FakeCall[] = [];
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a Sentry envelope): kept as text.
    }
    const call = { method: request.method, url: request.url, headers: request.headers, body };
    calls.push(call);
    const path = new URL(request.url, 'http://localhost').pathname;
    const route = routes[`${request.method} ${path}`];
    const answer = typeof route === 'function' ? await route(call) : (route ?? {});
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  global.fetch = mock as unknown as typeof fetch;
  return {
    calls,
    /** The calls to a path (`PUT /api/notification`). */
    callsTo: (route: string) =>
      calls.filter((call) => `${call.method} ${new URL(call.url, 'http://localhost').pathname}` === route),
  };
}
