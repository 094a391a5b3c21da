/**
 * The mail module: sending the shop's e-mails through the configured transport (the dev mailbox
 * in the database, or SMTP), `GET /api/dev/mail` outside production, and the shop's look in
 * e-mails (the frame, the receipt, the rendering to HTML and plain text) for the modules that
 * write them.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MailSettings } from './mail-settings';
import { createMailTransport, type MailTransport } from './mail-transport';
import { createMailRepository } from './mail.repository';
import { mailRoutes } from './mail.routes';
import { createMailService } from './mail.service';

export { defaultMailSettings, DEFAULT_MAIL_FROM, type MailSettings } from './mail-settings';
export type { MailMessage, MailTransport } from './mail-transport';
export type { MailService } from './mail.service';
export { MailButton, MailHighlight, MailLayout, MailParagraph, mailLogoUrl } from './look/mail-layout';
export { mailBrandOf, type MailBrand } from './look/mail-brand';
export { ReceiptTable } from './look/receipt-table';
export { renderMail, type RenderedMail } from './look/render-mail';

export function createMailModule(deps: {
  db: Database;
  settings: MailSettings;
  now: () => Date;
  /** Wraps the configured transport, whichever it is (the shop's metrics count its sends). */
  wrapTransport?: ((transport: MailTransport) => MailTransport) | undefined;
}) {
  const repository = createMailRepository(deps.db);
  const configured = createMailTransport(deps.settings, { outbox: repository, now: deps.now });
  const transport = deps.wrapTransport ? deps.wrapTransport(configured) : configured;
  const service = createMailService({ transport, repository });
  const routes = async (app: FastifyInstance) => {
    if (deps.settings.showDevMailbox) await app.register(mailRoutes(service));
  };
  return { service, routes };
}

export type MailModule = ReturnType<typeof createMailModule>;
