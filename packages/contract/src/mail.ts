import { z } from 'zod';

/** Development only: `GET /api/dev/mail`, the newest e-mails the dev mailbox kept instead of sending. */
export const devMailQuery = z.object({
  /** Only the e-mails sent to this address. */
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DevMailQuery = z.infer<typeof devMailQuery>;

export const devMailResponse = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      /** The plain-text part. */
      text: z.string(),
      html: z.string(),
      messageId: z.string(),
      sentAt: z.iso.datetime(),
    }),
  ),
});
export type DevMailResponse = z.infer<typeof devMailResponse>;

/**
 * Development only: `GET /api/dev/mail/html`, one kept e-mail as a page (the newest, or the
 * `index`-th newest), to look at it as a mail client would show it.
 */
export const devMailPageQuery = z.object({
  to: z.email().optional(),
  index: z.coerce.number().int().min(0).max(99).default(0),
});
export type DevMailPageQuery = z.infer<typeof devMailPageQuery>;
