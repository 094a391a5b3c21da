/**
 * The native apps' services (issue 19): forgetting a push device, the dev push outbox, the app
 * versions the server still serves, and the error reports the staff read.
 */
import { z } from 'zod';
import { pushDeviceBody } from './auth';

/** `DELETE /api/notification`: this device no longer receives the signed-in user's pushes. */
export const pushDeviceRemovalBody = pushDeviceBody.pick({ pushTokenID: true });
export type PushDeviceRemovalBody = z.infer<typeof pushDeviceRemovalBody>;

export const devPushQuery = z.object({
  /** Only the pushes sent to this device. */
  to: z.string().min(1).max(4096).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DevPushQuery = z.infer<typeof devPushQuery>;

export const devPushResponse = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      title: z.string(),
      body: z.string(),
      data: z.record(z.string(), z.string()),
      /** The Android channel (`orders`, `substitutions`, `courier`); null for a push kept before. */
      channelId: z.string().nullable(),
      /** The actions offered with it (`substitution`: « Accepter », « Refuser »); null for none. */
      categoryId: z.string().nullable(),
      sentAt: z.iso.datetime(),
    }),
  ),
});
export type DevPushResponse = z.infer<typeof devPushResponse>;

const versionPolicy = z.object({
  /** Below it the app shows « Mise à jour obligatoire » and nothing else. */
  minimum: z.string().nullable(),
  /** Below it the app suggests the update once per launch. */
  recommended: z.string().nullable(),
  /** The app's page in the store. */
  storeUrl: z.string().nullable(),
});
export type AppVersionPolicyDocument = z.infer<typeof versionPolicy>;

/** `GET /api/app/versions` (spec §8 "Mandatory or recommended app update"). */
export const appVersionsResponse = z.object({ ios: versionPolicy, android: versionPolicy });
export type AppVersionsResponse = z.infer<typeof appVersionsResponse>;

export const staffErrorReportsQuery = z.object({
  source: z.enum(['app', 'server']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});

export const staffErrorReports = z.object({
  reports: z.array(
    z.object({
      id: z.number().int(),
      source: z.enum(['app', 'server']),
      kind: z.string(),
      action: z.string(),
      userId: z.string().nullable(),
      argument: z.unknown(),
      error: z.string(),
      platform: z.string().nullable(),
      appVersion: z.string().nullable(),
      requestId: z.string().nullable(),
      /** The Sentry event's id and release, its latest breadcrumbs and the top of its stack. */
      details: z
        .object({
          eventId: z.string().nullable(),
          release: z.string().nullable(),
          dist: z.string().nullable(),
          environment: z.string().nullable(),
          breadcrumbs: z.array(
            z.object({ at: z.string().nullable(), category: z.string(), message: z.string() }),
          ),
          frames: z.array(z.string()),
        })
        .nullable(),
      receivedAt: z.iso.datetime(),
    }),
  ),
  total: z.number().int(),
});
export type StaffErrorReports = z.infer<typeof staffErrorReports>;
