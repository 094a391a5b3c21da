/**
 * Sentry's browser SDK (`@sentry/react`), loaded apart from the page's own JavaScript by
 * `sentry-reporter.web.ts`: only the integrations the reports use (uncaught errors and
 * rejections, the browser's own callbacks, linked causes, repeats, the page's address, and the
 * breadcrumbs of clicks, console and server calls; the screens leave their own; sessions for a
 * real Sentry project), no tracing, replay or feedback.
 *
 * Metro does not leave out what a module does not use: on the web, `metro.config.js` has this
 * file bundled by esbuild first (Sentry's unused parts shaken off), so it imports the SDK and
 * nothing of the app (its options come from the caller).
 */
import {
  addBreadcrumb,
  breadcrumbsIntegration,
  browserApiErrorsIntegration,
  browserSessionIntegration,
  captureException,
  dedupeIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  makeFetchTransport,
  setUser,
  type BrowserOptions,
} from '@sentry/react';

export type WebSentry = {
  captureException: typeof captureException;
  addBreadcrumb: typeof addBreadcrumb;
  setUser: typeof setUser;
};

export type WebSentryOptions = Omit<BrowserOptions, 'transport' | 'integrations' | 'defaultIntegrations'> & {
  /** How envelopes leave (the page's `fetch`). */
  send: typeof fetch;
  withSessions: boolean;
};

export function startWebSentry({ send, withSessions, ...options }: WebSentryOptions): WebSentry {
  init({
    ...options,
    transport: (transportOptions) => makeFetchTransport(transportOptions, send),
    defaultIntegrations: false,
    integrations: [
      globalHandlersIntegration(),
      browserApiErrorsIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
      // Expo Router's screens leave a navigation breadcrumb of their own, on every platform.
      breadcrumbsIntegration({ history: false }),
      ...(withSessions ? [browserSessionIntegration()] : []),
    ],
  });
  return { captureException, addBreadcrumb, setUser };
}
