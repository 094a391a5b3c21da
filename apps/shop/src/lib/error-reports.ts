/**
 * Spec §8: failures are reported "to an error-reporting service with user id, action name and
 * argument". The store sets the receiver once (`setErrorReporter`); the pieces outside Redux that
 * fail on their own (an image, a content query) report through `reportFailure`, and the screens
 * leave their trail (`leaveBreadcrumb`) for the reports that follow.
 */
export type ErrorReportKind = 'action' | 'query' | 'image' | 'content' | 'render';

export type ErrorReport = {
  kind: ErrorReportKind;
  /** The action's name (`auth/phoneCodeConfirmed`), the endpoint's, or the image's address. */
  action: string;
  userId: string | null;
  argument: unknown;
  error: unknown;
};

/** A step of the way to a failure (an action, a screen), as Sentry's breadcrumbs have them. */
export type Breadcrumb = {
  category: string;
  message?: string;
  data?: Record<string, string | number | boolean | null>;
};

export type ErrorReporter = {
  report(report: ErrorReport): void;
  leaveBreadcrumb(breadcrumb: Breadcrumb): void;
  /**
   * Who uses the app from now on: their access token goes with each report to the shop's
   * receiver, which names the token's user (a native crash names the id to Sentry's own SDK).
   */
  identify(user: ReportedUser | null): void;
};

export type ReportedUser = { id: string; token: string };

export const silentReporter: ErrorReporter = {
  report: () => undefined,
  leaveBreadcrumb: () => undefined,
  identify: () => undefined,
};

let receiver: { reporter: ErrorReporter; userId: () => string | null } = {
  reporter: silentReporter,
  userId: () => null,
};

export function setErrorReporter(reporter: ErrorReporter, userId: () => string | null): void {
  receiver = { reporter, userId };
}

/** A failure outside an action: an image that would not load, a content query that failed. */
export function reportFailure(report: Omit<ErrorReport, 'userId'>): void {
  try {
    receiver.reporter.report({ ...report, userId: receiver.userId() });
  } catch {
    // Reporting never breaks the screen that failed.
  }
}

/** A step outside the store (the screen shown): the next reports carry it in their trail. */
export function leaveBreadcrumb(breadcrumb: Breadcrumb): void {
  try {
    receiver.reporter.leaveBreadcrumb(breadcrumb);
  } catch {
    // As above.
  }
}
