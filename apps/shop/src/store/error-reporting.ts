/**
 * Spec §8: every rejected async action is reported with the user id, the action's name and its
 * argument, except excluded actions and condition errors (a thunk that chose not to run). The
 * reporter is an interface: a no-op until an error-reporting service is configured.
 */
import { isRejected, type Middleware } from '@reduxjs/toolkit';

export type ErrorReport = { userId: string | null; action: string; argument: unknown; error: unknown };
export type ErrorReporter = { report(report: ErrorReport): void };

export const silentReporter: ErrorReporter = { report: () => undefined };

/** Actions whose failures are expected and shown to the customer, not bugs. */
const EXCLUDED_ACTIONS = new Set<string>([]);

export function errorReportingMiddleware(
  reporter: ErrorReporter,
  userIdOf: (state: unknown) => string | null = () => null,
): Middleware {
  return (api) => (next) => (action) => {
    if (isRejected(action) && !(action.meta as { condition?: boolean }).condition) {
      const name = action.type.replace(/\/rejected$/, '');
      if (!EXCLUDED_ACTIONS.has(name)) {
        reporter.report({
          userId: userIdOf(api.getState()),
          action: name,
          argument: (action.meta as { arg?: unknown }).arg,
          // A thunk's own refusal (`rejectWithValue`) is its payload, e.g. the failed request's name.
          error: action.payload ?? action.error,
        });
      }
    }
    return next(action);
  };
}
