/** One error report as the shop keeps it, shared by the receiver, the table and the staff's list. */

/** What the staff see besides the one-line error: the event's trail and the top of its stack. */
export type ErrorReportDetails = {
  eventId: string | null;
  release: string | null;
  dist: string | null;
  environment: string | null;
  breadcrumbs: { at: string | null; category: string; message: string }[];
  frames: string[];
};

export type ErrorReport = {
  /** `app`: sent by the shop's app; `server`: the server's own SDK. */
  source: 'app' | 'server';
  kind: string;
  action: string;
  userId: string | null;
  argument: unknown;
  error: string;
  platform: string | null;
  appVersion: string | null;
  requestId: string | null;
  details: ErrorReportDetails;
};
