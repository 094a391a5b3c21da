/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The order e-mails, in French with the shop's look: confirmation (with the receipt), on its way,
 * delivered, cancelled, items added, a substitute proposed (issue 41), a delivery the courier
 * could not make (issue 42); each with a button to the
 * order's page in the customer's account (only customers' orders send e-mails). They say only what the shop does: no tracking
 * link, no refund delay.
 */
import {
  accountOrderPath,
  formatEuros,
  formatParisDay,
  formatParisHour,
  substitutionProposalText,
  type ReceiptLine,
  type ReceiptPreparation,
} from '@sillon/domain';
import type { CSSProperties, ReactElement } from 'react';
import {
  MailButton,
  MailHighlight,
  MailLayout,
  MailParagraph,
  ReceiptTable,
  renderMail,
  type MailBrand,
  type RenderedMail,
} from '../mail';
import type { OrderMailTemplate, OrderMailView } from './order-mail-view';

export type OrderMail = RenderedMail & { subject: string };

const hello = (view: OrderMailView) => (view.firstName ? `Bonjour ${view.firstName},` : 'Bonjour,');
const footer = (view: OrderMailView) =>
  `Vous recevez cet e-mail au sujet de votre commande ${view.number} chez Sillon.`;

type Props = { view: OrderMailView; brand: MailBrand };

/** The button to the order's page: where its status, its receipt and its changes are. */
const orderAction = ({ view, brand }: Props) => ({
  label: 'Voir ma commande',
  href: `${brand.publicUrl}${accountOrderPath(view.number)}`,
});

function Confirmation(props: Props) {
  const { view } = props;
  return (
    <MailLayout
      title={
        view.firstName
          ? `Merci ${view.firstName}, votre commande est confirmée`
          : 'Merci, votre commande est confirmée'
      }
      preview={`Commande ${view.number} : ${formatEuros(view.receipt.totalCents)}. ${view.deliveryLabel}`}
      footer={footer(view)}
      brand={props.brand}
    >
      <MailParagraph>
        Nous avons bien reçu votre commande {view.number}, passée le {view.receipt.placedAtLabel}. Nous la
        préparons avec soin.
      </MailParagraph>
      <MailHighlight>{view.deliveryLabel}</MailHighlight>
      {/* Above the receipt, which is long on a phone. */}
      <MailButton {...orderAction(props)} />
      <ReceiptTable receipt={view.receipt} title="Votre ticket" />
    </MailLayout>
  );
}

function OnItsWay(props: Props) {
  const { view } = props;
  return (
    <MailLayout
      title="Votre commande est en route"
      preview={`La commande ${view.number} est partie. ${view.deliveryLabel}`}
      footer={footer(view)}
      brand={props.brand}
      action={orderAction(props)}
    >
      <MailParagraph>{hello(view)}</MailParagraph>
      <MailParagraph>Votre commande {view.number} est préparée et elle est en route.</MailParagraph>
      <MailHighlight>{view.deliveryLabel}</MailHighlight>
      {view.pickupCode ? (
        <MailHighlight>Votre code de retrait, à donner au point de retrait : {view.pickupCode}</MailHighlight>
      ) : null}
      <AmountDue view={view} />
    </MailLayout>
  );
}

function Delivered(props: Props) {
  const { view } = props;
  return (
    <MailLayout
      title="Votre commande est livrée"
      preview={`La commande ${view.number} est livrée.`}
      footer={footer(view)}
      brand={props.brand}
      action={orderAction(props)}
    >
      <MailParagraph>{hello(view)}</MailParagraph>
      <MailParagraph>
        Votre commande {view.number} est livrée. Merci d’avoir fait vos courses chez Sillon, et bon appétit !
      </MailParagraph>
      <AmountDue view={view} />
    </MailLayout>
  );
}

/** What the order comes to: as ordered, or, once prepared, with each change and the delivered total. */
function AmountDue({ view }: { view: OrderMailView }) {
  const { preparation } = view.receipt;
  if (!preparation || (preparation.changes.length === 0 && preparation.offeredCents === 0)) {
    return <MailParagraph>Montant de la commande : {formatEuros(view.receipt.totalCents)}.</MailParagraph>;
  }
  return (
    <>
      <MailParagraph>Ce qui a changé à la préparation :</MailParagraph>
      <PreparationChanges preparation={preparation} />
      <MailHighlight>
        Montant commandé : {formatEuros(view.receipt.totalCents)}. Montant débité pour ce qui est livré :{' '}
        {formatEuros(preparation.deliveredTotalCents)}.
      </MailHighlight>
    </>
  );
}

function PreparationChanges({ preparation }: { preparation: ReceiptPreparation }) {
  return (
    <table
      style={addedTable}
      cellPadding={0}
      cellSpacing={0}
      aria-label="Changements à la préparation"
      data-text-format="dataTable"
    >
      <tbody>
        {preparation.changes.map((change, index) => (
          <tr key={index}>
            <td style={{ ...addedCell, textAlign: 'left', whiteSpace: 'normal' }}>
              {change.kind === 'missing'
                ? `Manquant : ${change.name} (${change.unitLabel})`
                : `Remplacé par ${change.name}${change.answer === 'pending' ? ' (en attente de votre réponse)' : ''}`}
            </td>
            <td style={addedCell}>× {change.quantity}</td>
            <td style={addedCell}>{formatEuros(change.amountCents)}</td>
          </tr>
        ))}
        {preparation.offeredCents > 0 && (
          <tr>
            <td style={{ ...addedCell, textAlign: 'left', whiteSpace: 'normal' }}>Offert par Sillon</td>
            <td style={addedCell} />
            <td style={addedCell}>{formatEuros(-preparation.offeredCents)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** « mardi 25 novembre à 9 h 30 », Paris time. */
const answerByLabel = (instant: string) => `${formatParisDay(instant)} à ${formatParisHour(instant)}`;

/** The substitutes still awaiting the customer's answer (the e-mail's subject counts them). */
const pendingProposals = (view: OrderMailView) =>
  (view.proposals ?? []).filter((proposal) => proposal.settled === 'pending');

/**
 * The lines short with no substitute: not charged, and named with the proposals. A line's
 * substitute comes right after its missing units (`receiptPreparationOf`), so a missing entry not
 * followed by one is alone (names may repeat: a product added to the order is a line of its own).
 */
function leftOut(preparation: ReceiptPreparation | null): string[] {
  const changes = preparation?.changes ?? [];
  return changes.flatMap((change, index) =>
    change.kind === 'missing' && changes[index + 1]?.kind !== 'substitute'
      ? [`${change.name} × ${change.quantity}`]
      : [],
  );
}

/** How many lines are short, the proposals' at least (the e-mail's title and subject count them). */
const linesShort = (view: OrderMailView) =>
  Math.max(
    pendingProposals(view).length,
    (view.receipt.preparation?.changes ?? []).filter((change) => change.kind === 'missing').length,
  );

/** « Commande R… : un produit manque, nous vous proposons un remplacement », in the plural as it is. */
const substitutionSubject = (view: OrderMailView) =>
  `Commande ${view.number} : ${linesShort(view) > 1 ? 'des produits manquent' : 'un produit manque'}, nous vous proposons ${
    pendingProposals(view).length > 1 ? 'des remplacements' : 'un remplacement'
  }`;

/** Issue 41: the substitutes the preparers put in the bag, each to accept or refuse on the order's page. */
function SubstitutionProposed(props: Props) {
  const { view } = props;
  const pending = pendingProposals(view);
  const answerBy = pending.map((proposal) => proposal.answerBy).sort()[0];
  const alone = leftOut(view.receipt.preparation);
  return (
    <MailLayout
      title={
        linesShort(view) > 1 ? 'Des produits manquent à votre commande' : 'Un produit manque à votre commande'
      }
      preview={`Commande ${view.number} : nous vous proposons ${pending.length > 1 ? 'des remplacements' : 'un remplacement'}.`}
      footer={footer(view)}
      brand={props.brand}
    >
      <MailParagraph>{hello(view)}</MailParagraph>
      {pending.map((proposal) => (
        <MailParagraph key={proposal.lineId}>{substitutionProposalText(proposal)}</MailParagraph>
      ))}
      {alone.length > 0 ? (
        <MailParagraph>
          {alone.length > 1
            ? 'Manquent aussi, sans remplacement et non facturés'
            : 'Manque aussi, sans remplacement et non facturé'}{' '}
          : {alone.join(', ')}.
        </MailParagraph>
      ) : null}
      {answerBy ? (
        <MailHighlight>
          Acceptez ou refusez sur la page de votre commande (« Voir ma commande ») avant le{' '}
          {answerByLabel(answerBy)}. Sans réponse, nous suivons le choix que vous aviez fait pour ce produit.
        </MailHighlight>
      ) : null}
      <MailButton {...orderAction(props)} />
      <MailParagraph>Vous ne payez jamais plus que le montant de votre commande.</MailParagraph>
    </MailLayout>
  );
}

function Canceled(props: Props) {
  const { view } = props;
  return (
    <MailLayout
      title="Votre commande est annulée"
      preview={`La commande ${view.number} est annulée.`}
      footer={footer(view)}
      brand={props.brand}
      action={orderAction(props)}
    >
      <MailParagraph>{hello(view)}</MailParagraph>
      <MailParagraph>
        Votre commande {view.number}, passée le {view.receipt.placedAtLabel}, est annulée.
      </MailParagraph>
      <MailHighlight>
        Le paiement de {formatEuros(view.receipt.totalCents)} est annulé ; s’il avait déjà été débité, il est
        remboursé sur le moyen de paiement utilisé.
      </MailHighlight>
    </MailLayout>
  );
}

/** The courier came and left with the bags: what happens next is the shop's to tell, so no promise. */
function MissedDelivery(props: Props) {
  const { view, brand } = props;
  return (
    <MailLayout
      title="Nous n’avons pas pu vous livrer"
      preview={`Votre livreur est passé sans pouvoir vous remettre la commande ${view.number}.`}
      footer={footer(view)}
      brand={brand}
      action={orderAction(props)}
    >
      <MailParagraph>{hello(view)}</MailParagraph>
      <MailParagraph>
        Votre livreur est passé sans pouvoir vous remettre votre commande {view.number} : il l’a rapportée
        chez Sillon.
      </MailParagraph>
      <MailParagraph>
        Pour savoir ce que devient votre commande, écrivez-nous à {brand.helpEmail} en indiquant son numéro.
      </MailParagraph>
    </MailLayout>
  );
}

/** The staff moved the order to another slot (a missed delivery sent again, a customer's call). */
function Rebooked(props: Props) {
  const { view, brand } = props;
  return (
    <MailLayout
      title="Votre livraison change de créneau"
      preview={`Commande ${view.number} : ${view.deliveryLabel}`}
      footer={footer(view)}
      brand={brand}
      action={orderAction(props)}
    >
      <MailParagraph>{hello(view)}</MailParagraph>
      <MailParagraph>
        Votre commande {view.number} vous sera livrée à vélo sur ce nouveau créneau :
      </MailParagraph>
      <MailHighlight>{view.deliveryLabel}</MailHighlight>
      <MailParagraph>
        Ce créneau ne vous convient pas ? Écrivez-nous à {brand.helpEmail} en indiquant le numéro de votre
        commande.
      </MailParagraph>
    </MailLayout>
  );
}

const addedTable: CSSProperties = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  lineHeight: '20px',
};
const addedCell: CSSProperties = {
  padding: '6px 4px',
  textAlign: 'right',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
};

function AddedLines({ lines }: { lines: ReceiptLine[] }) {
  return (
    <table
      style={addedTable}
      cellPadding={0}
      cellSpacing={0}
      aria-label="Articles ajoutés"
      data-text-format="dataTable"
    >
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td style={{ ...addedCell, textAlign: 'left', whiteSpace: 'normal' }}>
              {line.name} ({line.unitLabel})
            </td>
            <td style={addedCell}>× {line.quantity}</td>
            <td style={addedCell}>{formatEuros(line.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What was added comes with the view when the order module tells it; the new total always does. */
function ItemsAdded(props: Props) {
  const { view } = props;
  const newTotal = formatEuros(view.receipt.totalCents);
  return (
    <MailLayout
      title="Articles ajoutés à votre commande"
      preview={
        view.added
          ? `Commande ${view.number} : ${formatEuros(view.added.amountCents)} ajoutés.`
          : `Commande ${view.number} : nouveau total ${newTotal}.`
      }
      footer={footer(view)}
      brand={props.brand}
    >
      <MailParagraph>{hello(view)}</MailParagraph>
      {view.added ? (
        <>
          <MailParagraph>Ces articles sont ajoutés à votre commande {view.number} :</MailParagraph>
          <AddedLines lines={view.added.lines} />
          <MailHighlight>
            Montant ajouté : {formatEuros(view.added.amountCents)}. Nouveau total : {newTotal}.
          </MailHighlight>
        </>
      ) : (
        <>
          <MailParagraph>Des articles sont ajoutés à votre commande {view.number}.</MailParagraph>
          <MailHighlight>Nouveau total : {newTotal}.</MailHighlight>
        </>
      )}
      <MailParagraph>{view.deliveryLabel}</MailParagraph>
      <MailButton {...orderAction(props)} />
      <ReceiptTable receipt={view.receipt} title="Votre ticket mis à jour" />
    </MailLayout>
  );
}

const templates: Record<
  OrderMailTemplate,
  { subject(view: OrderMailView): string; element(props: Props): ReactElement }
> = {
  order_confirmation: {
    subject: (view) => `Votre commande ${view.number} est confirmée`,
    element: (props) => <Confirmation {...props} />,
  },
  order_on_its_way: {
    subject: (view) => `Votre commande ${view.number} est en route`,
    element: (props) => <OnItsWay {...props} />,
  },
  order_delivered: {
    subject: (view) => `Votre commande ${view.number} est livrée`,
    element: (props) => <Delivered {...props} />,
  },
  order_canceled: {
    subject: (view) => `Votre commande ${view.number} est annulée`,
    element: (props) => <Canceled {...props} />,
  },
  order_items_added: {
    subject: (view) => `Articles ajoutés à votre commande ${view.number}`,
    element: (props) => <ItemsAdded {...props} />,
  },
  substitution_proposed: {
    subject: substitutionSubject,
    element: (props) => <SubstitutionProposed {...props} />,
  },
  order_missed_delivery: {
    subject: (view) => `Votre commande ${view.number} n’a pas pu être livrée`,
    element: (props) => <MissedDelivery {...props} />,
  },
  order_rebooked: {
    subject: (view) => `Votre commande ${view.number} : nouveau créneau de livraison`,
    element: (props) => <Rebooked {...props} />,
  },
};

export async function renderOrderMail(
  template: OrderMailTemplate,
  view: OrderMailView,
  brand: MailBrand,
): Promise<OrderMail> {
  const chosen = templates[template];
  return { subject: chosen.subject(view), ...(await renderMail(chosen.element({ view, brand }))) };
}
