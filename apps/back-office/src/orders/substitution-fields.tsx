/**
 * How the back office tells a line's substitution preference and a substitute's proposal (issue
 * 41): the same words on the order, the preparation dialog and the picking list (its lines'
 * preferences, its orders' proposals).
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

const IF_MISSING = 'Si manquant :';

export function PreferenceNote({ preference }: { preference: Preference | null }) {
  if (!preference) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="substitution-preference">
      {IF_MISSING} {preferenceLabel(preference)}
    </Typography>
  );
}

/** A picking line's preferences: each with the orders that want it. */
type PickedPreference = Preference & { orders: readonly string[] };

/**
 * The picking list's line: « Si manquant : Produit similaire » when its orders agree, else each
 * preference with its orders' numbers, the preparers bagging order by order.
 */
export function pickedPreferencesText(preferences: readonly PickedPreference[]): string | undefined {
  const [only, ...others] = preferences;
  if (!only) return undefined;
  if (others.length === 0) return `${IF_MISSING} ${preferenceLabel(only)}`;
  const each = preferences.map(
    (preference) => `${preferenceLabel(preference)} (${preference.orders.join(', ')})`,
  );
  return `${IF_MISSING} ${each.join(' · ')}`;
}

export function PickedPreferencesNote({ preferences }: { preferences: readonly PickedPreference[] }) {
  const text = pickedPreferencesText(preferences);
  if (!text) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      className="picking-preference"
      data-testid="picking-preference"
    >
      {text}
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
