/**
 * Spec §8: failures are reported "to an error-reporting service with user id, action name and
 * argument". The store sets the receiver once (`setErrorReporter`); the pieces outside Redux that
 * fail on their own (an image, a content query) report through `reportFailure`.
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

export type ErrorReporter = { report(report: ErrorReport): void };

export const silentReporter: ErrorReporter = { report: () => undefined };

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
