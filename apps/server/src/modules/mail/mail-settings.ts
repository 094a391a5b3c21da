/** How the shop sends e-mails, read from the configuration (`config.ts`). */
export type MailSettings = {
  /** `outbox`: kept in the database (the dev mailbox); `smtp`: sent through `url` (nodemailer). */
  transport: { kind: 'outbox' } | { kind: 'smtp'; url: string };
  /** The sender, `Sillon <commandes@exemple.fr>`. */
  from: string;
  /** `GET /api/dev/mail` lists the outbox (never in production unless asked for). */
  showDevMailbox: boolean;
};

export const DEFAULT_MAIL_FROM = 'Sillon <commandes@sillon.localhost>';

export function defaultMailSettings(overrides: Partial<MailSettings> = {}): MailSettings {
  return { transport: { kind: 'outbox' }, from: DEFAULT_MAIL_FROM, showDevMailbox: false, ...overrides };
}
