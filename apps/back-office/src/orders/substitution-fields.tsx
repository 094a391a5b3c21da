/**
 * How the back office tells a line's substitution preference and a substitute's proposal (issue
 * 41): the same words on the order, the preparation dialog and the picking list.
 */
import { Typography } from '@mui/material';
import { formatMoment } from '../common/format';
import type { StaffOrder, StaffSubstitution } from '../providers/staff-types';

type Preference = NonNullable<StaffOrder['lines'][number]['preference']>;

/** « Produit similaire », « Ce produit à la place : X », « Ne pas remplacer ». */
export function preferenceLabel(preference: Preference): string {
  switch (preference.kind) {
    case 'similar':
      return 'Produit similaire';
    case 'chosen':
      return `Ce produit à la place : ${preference.productName ?? 'produit retiré du catalogue'}`;
    case 'none':
      return 'Ne pas remplacer';
  }
}

export function PreferenceNote({ preference }: { preference: Preference | null }) {
  if (!preference) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="substitution-preference">
      Si manquant : {preferenceLabel(preference)}
    </Typography>
  );
}

type Proposal = Pick<StaffSubstitution, 'name' | 'quantity' | 'answer' | 'answerBy' | 'settled'>;

/** What the customer answered, or until when they may, or what their silence came to. */
export function proposalStateLabel(proposal: Proposal): string {
  // The day too: the answer is often due the next morning, and the preparers read it the day before.
  if (proposal.settled === 'pending')
    return `en attente du client jusqu’au ${formatMoment(proposal.answerBy)}`;
  if (proposal.answer === 'accepted') return 'accepté par le client';
  if (proposal.answer === 'refused') return 'refusé par le client';
  return proposal.settled === 'accepted'
    ? 'sans réponse : gardé, selon sa préférence'
    : 'sans réponse : retiré, selon sa préférence';
}

/** `replaces`: the ordered product's name, where the line does not show it (the picking list). */
export function ProposalNote({ proposal, replaces }: { proposal: Proposal | null; replaces?: string }) {
  if (!proposal) return null;
  const color =
    proposal.settled === 'pending'
      ? 'warning.main'
      : proposal.settled === 'accepted'
        ? 'success.main'
        : 'error.main';
  return (
    <Typography
      variant="body2"
      color={color}
      data-testid="substitution-proposal"
      title={formatMoment(proposal.answerBy)}
    >
      {replaces ? `${replaces} remplacé par` : 'Remplacé par'} {proposal.name} × {proposal.quantity} ·{' '}
      {proposalStateLabel(proposal)}
    </Typography>
  );
}
