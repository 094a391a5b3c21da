/**
 * Renders the shop's pages on the server from the Expo Router server build (`dist/server`): the
 * route's `loader` fetches the page's data, React renders the screen with it, and the HTML carries
 * names, prices, pictures, title and description before any JavaScript runs.
 *
 * Loaders call the API through `globalThis.__SILLON_SERVER_FETCH__`, which answers in process
 * (`app.inject`): no socket, no port to know, and each render talks to the app that serves it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export type PageRenderer = (request: Request) => Promise<Response>;

/** The part of a routes manifest we touch. */
type RoutesManifest = { htmlRoutes?: { page: string; generated?: boolean }[] };

type ExpoEnvironment = { getRoutesManifest(): Promise<RoutesManifest | null> } & Record<string, unknown>;

type ExpoServer = {
  createRequestHandler(input: ExpoEnvironment): PageRenderer;
  createNodeEnv(params: ExpoParams): ExpoEnvironment;
  createNodeRequestScope(
    scope: AsyncLocalStorage<unknown>,
    params: ExpoParams,
  ): (handler: PageRenderer, request: Request) => Promise<Response>;
};

type ExpoParams = { build: string; environment: string };

const requireCjs = createRequire(import.meta.url);

/** expo-server's Node adapter, from its CommonJS build (its ES build has an unresolvable import). */
function loadExpoServer(): ExpoServer {
  return {
    ...(requireCjs('expo-server/build/vendor/abstract') as Pick<ExpoServer, 'createRequestHandler'>),
    ...(requireCjs('expo-server/build/vendor/environment/node') as Omit<ExpoServer, 'createRequestHandler'>),
  };
}

const renderingApp = new AsyncLocalStorage<FastifyInstance>();

declare global {
  var __SILLON_SERVER_FETCH__: typeof fetch | undefined;
}

globalThis.__SILLON_SERVER_FETCH__ = async (input, init) => {
  const app = renderingApp.getStore();
  if (!app) return fetch(input, init);
  return injectFetch(app, new Request(input, init));
};

/** Answers a fetch with the app itself (what a page's loader asks during its render). */
export async function injectFetch(app: FastifyInstance, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const answer = await app.inject({
    method: request.method as 'GET',
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    ...(body ? { payload: body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return new Response(answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), {
    status: answer.statusCode,
    headers,
  });
}

/**
 * The renderer of an export's server build, or undefined when the export has none. Expo's
 * generated `_sitemap` page is left out: it lists every route, which is not a shop page.
 */
export function createPageRenderer(
  app: FastifyInstance,
  serverDir: string,
  environment: string,
): PageRenderer | undefined {
  if (!existsSync(path.join(serverDir, '_expo', 'routes.json'))) return undefined;
  const expo = loadExpoServer();
  const params = { build: serverDir, environment };
  const environmentHandlers = expo.createNodeEnv(params);
  let manifest: Promise<RoutesManifest | null> | undefined;
  const handle = expo.createRequestHandler({
    ...environmentHandlers,
    getRoutesManifest: () =>
      (manifest ??= environmentHandlers
        .getRoutesManifest()
        .then((read) =>
          read ? { ...read, htmlRoutes: read.htmlRoutes?.filter((route) => !route.generated) } : null,
        )),
  });
  const inRequestScope = expo.createNodeRequestScope(new AsyncLocalStorage(), params);
  return (request) => renderingApp.run(app, () => inRequestScope(handle, request));
}
