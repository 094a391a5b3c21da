/**
 * Error reports in the browser through Sentry's browser SDK (`@sentry/react`, issue 35), sent
 * through the shop's tunnel. The SDK is a file of its own (`sentry-web-sdk.ts`), fetched once the
 * page has loaded and the browser is idle, so it never delays the first paint nor the taps on the
 * page. What happens before it is there waits for it: the reports, the trail, the user, and the
 * page's uncaught errors, caught here until the SDK's own handlers take over.
 */
import type { ErrorReporter } from '@/lib/error-reports';
import {
  captureOf,
  MAX_BREADCRUMBS,
  reportLimiter,
  reportSender,
  sharedOptions,
  type SentrySettings,
} from './sentry-reports';
import type { WebSentry, WebSentryOptions } from './sentry-web-sdk';

type Waiting = { isBreadcrumb: boolean; work: (sentry: WebSentry) => void };

/** What may wait for the SDK: the trail's last steps and a few reports (the limit's minute). */
const MAX_WAITING = MAX_BREADCRUMBS + 20;

/** How the SDK arrives: fetched apart (the page), or given at once (tests). */
export type WebSentryLoader = (options: WebSentryOptions) => Promise<WebSentry>;

const loadApart: WebSentryLoader = async (options) =>
  (await import('./sentry-web-sdk')).startWebSentry(options);

export function sentryReporter(
  settings: SentrySettings,
  options: { load?: WebSentryLoader; whenIdle?: (work: () => void) => void } = {},
): ErrorReporter {
  let sentry: WebSentry | undefined;
  let token: string | null = null;
  const waiting: Waiting[] = [];
  const later = (work: Waiting['work'], isBreadcrumb = false) => {
    if (sentry) return work(sentry);
    if (waiting.length >= MAX_WAITING) {
      // The oldest step of the trail goes first; a report is kept.
      const oldest = waiting.findIndex((waited) => waited.isBreadcrumb);
      if (oldest < 0) return;
      waiting.splice(oldest, 1);
    }
    waiting.push({ isBreadcrumb, work });
  };
  const allow = reportLimiter();

  const onUncaught = (event: ErrorEvent | PromiseRejectionEvent) => {
    const failure = 'reason' in event ? event.reason : (event.error ?? event.message);
    const type = 'reason' in event ? 'onunhandledrejection' : 'onerror';
    later((sdk) => sdk.captureException(failure, { mechanism: { type, handled: false } }));
  };
  const hasWindow = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  if (hasWindow) {
    window.addEventListener('error', onUncaught);
    window.addEventListener('unhandledrejection', onUncaught);
  }

  (options.whenIdle ?? afterLoadWhenIdle)(() => {
    const sdkOptions = {
      ...sharedOptions(settings),
      send: reportSender(() => token),
      withSessions: settings.isSentryConfigured,
    };
    (options.load ?? loadApart)(sdkOptions).then(
      (loaded) => {
        if (hasWindow) {
          window.removeEventListener('error', onUncaught);
          window.removeEventListener('unhandledrejection', onUncaught);
        }
        sentry = loaded;
        for (const waited of waiting.splice(0)) waited.work(loaded);
      },
      () => {
        // No SDK (offline, a failed deploy): the reports are lost, the page goes on.
        waiting.length = 0;
      },
    );
  });

  return {
    report(report) {
      if (!allow()) return;
      const [failure, context] = captureOf(report);
      later((sdk) => sdk.captureException(failure, context));
    },
    leaveBreadcrumb(breadcrumb) {
      const timestamp = Date.now() / 1000;
      later((sdk) => sdk.addBreadcrumb({ ...breadcrumb, timestamp }), true);
    },
    identify(user) {
      token = user?.token ?? null;
      later((sdk) => sdk.setUser(user ? { id: user.id } : null));
    },
  };
}

/** Once the page has loaded and the browser has nothing else to do (within a few seconds). */
function afterLoadWhenIdle(work: () => void): void {
  if (typeof window === 'undefined') return;
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(work, { timeout: 5000 })
      : setTimeout(work, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
