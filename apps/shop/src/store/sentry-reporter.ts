/**
 * Error reports on iOS and Android through Sentry's React Native SDK (issue 35): its native SDK
 * catches the crashes JavaScript never sees and sends them to the DSN (the shop's built-in
 * receiver unless a real project is configured), with the app's breadcrumbs and user synced to
 * it. The JavaScript reports go through the shop's tunnel with the SDK's fetch transport (its
 * native transport would ignore the tunnel and write to the DSN directly).
 */
import { makeFetchTransport } from '@sentry/react';
import * as Sentry from '@sentry/react-native';
import type { ErrorReporter } from '@/lib/error-reports';
import { captureOf, reportLimiter, reportSender, sharedOptions, type SentrySettings } from './sentry-reports';

export function sentryReporter(settings: SentrySettings): ErrorReporter {
  let token: string | null = null;
  const send = reportSender(() => token);
  Sentry.init({
    ...sharedOptions(settings),
    transport: (options) => makeFetchTransport(options, send),
    enableAutoSessionTracking: settings.isSentryConfigured,
  });
  const allow = reportLimiter();
  return {
    report(report) {
      if (!allow()) return;
      Sentry.captureException(...captureOf(report));
    },
    leaveBreadcrumb(breadcrumb) {
      Sentry.addBreadcrumb(breadcrumb);
    },
    identify(user) {
      token = user?.token ?? null;
      Sentry.setUser(user ? { id: user.id } : null);
    },
  };
}
