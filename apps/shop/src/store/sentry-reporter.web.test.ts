/**
 * The browser's reporter fetches Sentry's SDK once the page is idle (issue 35): what happens
 * before keeps its order and reaches the SDK when it arrives, the trail's oldest steps give way
 * to reports, and a SDK that never arrives loses the reports without breaking the page.
 */
import type { SentrySettings } from './sentry-reports';
import { sentryReporter } from './sentry-reporter.web';
import type { WebSentry } from './sentry-web-sdk';

const settings: SentrySettings = {
  dsn: 'http://sillon@localhost/1',
  tunnel: '/api/errors/envelope',
  release: 'sillon-web',
  dist: 'web',
  environment: 'test',
  appVersion: 'web',
  platform: 'web',
  isSentryConfigured: false,
};

/** An SDK that writes down what it is given, and a start the test triggers. */
function recordingSdk() {
  const calls: string[] = [];
  const sdk: WebSentry = {
    captureException: ((failure: unknown) => {
      calls.push(`capture ${(failure as Error).name}: ${(failure as Error).message}`);
      return 'event-id';
    }) as WebSentry['captureException'],
    addBreadcrumb: ((crumb: { category?: string; message?: string }) => {
      calls.push(`breadcrumb ${crumb.category} ${crumb.message ?? ''}`.trim());
    }) as WebSentry['addBreadcrumb'],
    setUser: ((user: { id?: string } | null) => {
      calls.push(`user ${user?.id ?? 'none'}`);
    }) as WebSentry['setUser'],
  };
  let start: () => void = () => undefined;
  return { calls, sdk, whenIdle: (work: () => void) => (start = work), start: () => start() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('gives the SDK, once it arrives, what happened before, in its order', async () => {
  const { calls, sdk, whenIdle, start } = recordingSdk();
  const reporter = sentryReporter(settings, { load: async () => sdk, whenIdle });
  reporter.leaveBreadcrumb({ category: 'navigation', data: { from: null, to: '/' } });
  reporter.identify({ id: 'u-1', token: 'access-u-1' });
  reporter.leaveBreadcrumb({ category: 'redux.action', message: 'cart/itemAdded' });
  reporter.report({
    kind: 'action',
    action: 'cart/itemAdded',
    userId: 'u-1',
    argument: null,
    error: 'refused',
  });
  expect(calls).toEqual([]);
  start();
  await settle();
  reporter.leaveBreadcrumb({ category: 'redux.action', message: 'cart/cleared' });
  expect(calls).toEqual([
    'breadcrumb navigation',
    'user u-1',
    'breadcrumb redux.action cart/itemAdded',
    'capture ActionFailure: refused',
    'breadcrumb redux.action cart/cleared',
  ]);
});

it('lets the oldest steps of the trail go, never a report, while the SDK is on its way', async () => {
  const { calls, sdk, whenIdle, start } = recordingSdk();
  const reporter = sentryReporter(settings, { load: async () => sdk, whenIdle });
  reporter.report({
    kind: 'query',
    action: 'shopApi/home',
    userId: null,
    argument: null,
    error: { status: 500 },
  });
  for (let step = 0; step < 200; step++)
    reporter.leaveBreadcrumb({ category: 'redux.action', message: `step ${step}` });
  start();
  await settle();
  expect(calls[0]).toBe('capture QueryFailure: HTTP 500');
  expect(calls.at(-1)).toBe('breadcrumb redux.action step 199');
  expect(calls).not.toContain('breadcrumb redux.action step 0');
  expect(calls.length).toBeLessThan(100);
});

it('loses the reports, and breaks nothing, when the SDK cannot be fetched', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const { whenIdle, start } = recordingSdk();
    const reporter = sentryReporter(settings, { load: () => Promise.reject(new Error('offline')), whenIdle });
    reporter.report({ kind: 'image', action: '/images/a.webp', userId: null, argument: null, error: 'lost' });
    start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(() => reporter.leaveBreadcrumb({ category: 'navigation' })).not.toThrow();
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
