/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mail that tells a customer their account is closed (spec §4 "Account Deleted", GDPR: the
 * request is confirmed). Queued by the closing transaction as a durable job that reads the
 * profile when it runs (no address is kept in the job) and sent once. It says what the shop does:
 * the account is closed now, the personal data erased on a given day, the orders kept for the
 * accounts without the person's identity.
 */
import { formatParisDate } from '@sillon/domain';
import { z } from 'zod';
import type { Transaction } from '../../db/client';
import type { JobQueue } from '../jobs';
import {
  MailHighlight,
  MailLayout,
  MailParagraph,
  renderMail,
  type MailBrand,
  type MailService,
} from '../mail';

const ACCOUNT_CLOSED_MAIL = 'account_closed_mail';

export type AccountMailDeps = {
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  mail: Pick<MailService, 'send'>;
  mailBrand: MailBrand;
  /** The customer's name and address as they are now; undefined once the account is erased. */
  recipientOf: (userId: string) => Promise<{ firstName: string; email: string } | undefined>;
  log: { info(details: object, message: string): void };
};

type ClosedView = { firstName: string; closedAt: string; eraseAfter: string };

function AccountClosed({ view, brand }: { view: ClosedView; brand: MailBrand }) {
  return (
    <MailLayout
      title="Votre compte Sillon est fermé"
      preview={`Vos données personnelles seront effacées le ${formatParisDate(view.eraseAfter)}.`}
      footer="Vous recevez cet e-mail parce que vous avez supprimé votre compte Sillon."
      brand={brand}
    >
      <MailParagraph>{view.firstName ? `Bonjour ${view.firstName},` : 'Bonjour,'}</MailParagraph>
      <MailParagraph>
        Vous avez supprimé votre compte le {formatParisDate(view.closedAt)}. Il est fermé : plus personne ne
        peut s’y connecter.
      </MailParagraph>
      <MailHighlight>
        Vos données personnelles seront effacées le {formatParisDate(view.eraseAfter)}.
      </MailHighlight>
      <MailParagraph>
        Vos commandes restent dans notre comptabilité, sans votre nom ni vos coordonnées. Après cette date,
        vous pourrez créer un nouveau compte avec le même numéro.
      </MailParagraph>
    </MailLayout>
  );
}

const payload = z.object({ userId: z.uuid(), closedAt: z.iso.datetime(), eraseAfter: z.iso.datetime() });

export function createAccountMails(deps: AccountMailDeps) {
  deps.jobs.register(ACCOUNT_CLOSED_MAIL, {
    payload,
    async run({ userId, closedAt, eraseAfter }) {
      const recipient = await deps.recipientOf(userId);
      if (!recipient?.email) {
        deps.log.info({ user: userId }, 'account e-mail not sent: no e-mail address any more');
        return;
      }
      const view = { firstName: recipient.firstName, closedAt, eraseAfter };
      const rendered = await renderMail(<AccountClosed view={view} brand={deps.mailBrand} />);
      await deps.mail.send({
        to: recipient.email,
        subject: 'Votre compte Sillon est fermé',
        ...rendered,
        messageId: `<account-closed.${userId}@sillon>`,
      });
    },
  });

  return {
    /** The customer module's listener: queued in the closing transaction, sent once. */
    async onAccountClosed(tx: Transaction, event: { userId: string; closedAt: Date; eraseAfter: Date }) {
      await deps.jobs.enqueue(tx, {
        kind: ACCOUNT_CLOSED_MAIL,
        payload: {
          userId: event.userId,
          closedAt: event.closedAt.toISOString(),
          eraseAfter: event.eraseAfter.toISOString(),
        },
        dedupeKey: `${ACCOUNT_CLOSED_MAIL}:${event.userId}`,
      });
    },
  };
}
