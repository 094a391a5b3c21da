/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The e-mails about the account itself, each queued by the transaction that made the change as a
 * durable job that reads what it tells when it runs (no address is kept in the job) and sent once:
 * - the account closed (spec §4 "Account Deleted", GDPR: the request is confirmed): closed now,
 *   the personal data erased on a given day, the orders kept for the accounts without the
 *   person's identity;
 * - the account's e-mail replaced, told to the former address: an account taken over does not
 *   change hands silently, and its owner knows whom to tell.
 */
import { formatParisDate, formatParisHour, maskedEmail } from '@sillon/domain';
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
const EMAIL_CHANGED_MAIL = 'email_changed_mail';

/** An e-mail change as its e-mail tells it; undefined once the account is erased. */
export type EmailChangeView = { formerEmail: string; changedAt: Date; firstName: string; email: string };

export type AccountMailDeps = {
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  mail: Pick<MailService, 'send'>;
  mailBrand: MailBrand;
  /** The customer's name and address as they are now; undefined once the account is erased. */
  recipientOf: (userId: string) => Promise<{ firstName: string; email: string } | undefined>;
  emailChangeOf: (changeId: string) => Promise<EmailChangeView | undefined>;
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

function EmailChanged({ view, brand }: { view: EmailChangeView; brand: MailBrand }) {
  const when = `le ${formatParisDate(view.changedAt.toISOString())} à ${formatParisHour(view.changedAt.toISOString())}`;
  return (
    <MailLayout
      title="L’adresse e-mail de votre compte a changé"
      preview={`Votre compte Sillon utilise désormais ${maskedEmail(view.email)}.`}
      footer="Vous recevez cet e-mail à l’adresse que votre compte Sillon utilisait jusqu’ici."
      brand={brand}
    >
      <MailParagraph>{view.firstName ? `Bonjour ${view.firstName},` : 'Bonjour,'}</MailParagraph>
      <MailParagraph>
        {`L’adresse e-mail de votre compte Sillon a été remplacée ${when} : le compte utilise désormais ${maskedEmail(view.email)}. Les e-mails de vos prochaines commandes iront à cette adresse.`}
      </MailParagraph>
      <MailHighlight>
        {`Si ce changement ne vient pas de vous, écrivez-nous sans attendre à ${brand.helpEmail}.`}
      </MailHighlight>
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

  deps.jobs.register(EMAIL_CHANGED_MAIL, {
    payload: z.object({ changeId: z.uuid() }),
    async run({ changeId }) {
      const view = await deps.emailChangeOf(changeId);
      if (!view) {
        deps.log.info({ change: changeId }, 'e-mail change not told: the account is erased');
        return;
      }
      const rendered = await renderMail(<EmailChanged view={view} brand={deps.mailBrand} />);
      await deps.mail.send({
        to: view.formerEmail,
        subject: 'L’adresse e-mail de votre compte Sillon a changé',
        ...rendered,
        messageId: `<email-changed.${changeId}@sillon>`,
      });
    },
  });

  return {
    /** The account module's listener: queued in the changing transaction, sent once. */
    async onEmailChanged(tx: Transaction, change: { changeId: string }) {
      await deps.jobs.enqueue(tx, {
        kind: EMAIL_CHANGED_MAIL,
        payload: { changeId: change.changeId },
        dedupeKey: `${EMAIL_CHANGED_MAIL}:${change.changeId}`,
      });
    },

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
