/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The account's own e-mails, each queued by the transaction that made the change as a durable job
 * and sent once:
 * - its closing (spec §4 "Account Deleted", GDPR: the request is confirmed). The job reads the
 *   profile when it runs (no address is kept in the job). It says what the shop does: the account
 *   is closed now, the personal data erased on a given day, the orders kept for the accounts
 *   without the person's identity;
 * - a change of its e-mail, told to the address it had: whoever else changed it (a phone left
 *   unlocked) cannot hide it from its owner. That job keeps the former address, the one thing the
 *   profile no longer has.
 */
import { formatParisDate, formatParisHour } from '@sillon/domain';
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

type EmailChangedView = { firstName: string; changedAt: string };

function EmailChanged({ view, brand }: { view: EmailChangedView; brand: MailBrand }) {
  const when = `le ${formatParisDate(view.changedAt)} à ${formatParisHour(view.changedAt)}`;
  return (
    <MailLayout
      title="L’adresse e-mail de votre compte a changé"
      preview={`Votre compte Sillon a une nouvelle adresse e-mail depuis ${when}.`}
      footer="Vous recevez cet e-mail parce que cette adresse était celle de votre compte Sillon."
      brand={brand}
    >
      <MailParagraph>{view.firstName ? `Bonjour ${view.firstName},` : 'Bonjour,'}</MailParagraph>
      <MailParagraph>
        L’adresse e-mail de votre compte Sillon a été remplacée {when}. Nos prochains e-mails partiront vers
        la nouvelle adresse.
      </MailParagraph>
      <MailHighlight>
        Si ce n’est pas vous, écrivez-nous à {brand.helpEmail} : nous vérifierons votre compte avec vous.
      </MailHighlight>
    </MailLayout>
  );
}

const emailChangedPayload = z.object({
  userId: z.uuid(),
  previousEmail: z.email(),
  changedAt: z.iso.datetime(),
});

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
    payload: emailChangedPayload,
    async run({ userId, previousEmail, changedAt }) {
      // An account erased meanwhile is no one's to warn any more.
      const recipient = await deps.recipientOf(userId);
      if (!recipient) return;
      const view = { firstName: recipient.firstName, changedAt };
      const rendered = await renderMail(<EmailChanged view={view} brand={deps.mailBrand} />);
      await deps.mail.send({
        to: previousEmail,
        subject: 'L’adresse e-mail de votre compte Sillon a changé',
        ...rendered,
        messageId: `<email-changed.${userId}.${Date.parse(changedAt)}@sillon>`,
      });
    },
  });

  return {
    /** The account module's listener: queued in the changing transaction, sent once. */
    async onEmailChanged(tx: Transaction, event: { userId: string; previousEmail: string; changedAt: Date }) {
      await deps.jobs.enqueue(tx, {
        kind: EMAIL_CHANGED_MAIL,
        payload: {
          userId: event.userId,
          previousEmail: event.previousEmail,
          changedAt: event.changedAt.toISOString(),
        },
        dedupeKey: `${EMAIL_CHANGED_MAIL}:${event.userId}:${event.changedAt.getTime()}`,
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
