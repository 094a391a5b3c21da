/**
 * The substitutes the preparers proposed for an order's short lines (issue 41): each one with
 * « Accepter » / « Refuser » while the customer may answer, then what it came to (kept, with its
 * amount, or refused and not charged). The server says which: nothing is worked out here.
 */
import type { CartDocument, LineItemResource, SubstitutionProposalView } from '@sillon/contract';
import {
  errorText,
  formatParisDay,
  formatParisHour,
  parseDecimalString,
  substitutionProposalText,
  t,
} from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { readFailure } from '@/lib/api';
import { Button, Notice, Text, palette, radius, spacing } from '@/ui';
import { useAnswerSubstitutionMutation, type SubstitutionAnswerValue } from '../api/substitutions-api';

type Proposed = { lineId: string; originalName: string; proposal: SubstitutionProposalView };

/** The order's lines that have a proposal, in the order's order. */
export function proposalsOf(document: Pick<CartDocument, 'included'>): Proposed[] {
  return (document.included ?? [])
    .filter((item): item is LineItemResource => item.type === 'line_item')
    .flatMap((line) => {
      const proposal = line.attributes.public_metadata.substitution_proposal;
      return proposal ? [{ lineId: line.id, originalName: line.attributes.name, proposal }] : [];
    });
}

export function SubstitutionProposals({
  number,
  document,
  include,
}: {
  number: string;
  document: Pick<CartDocument, 'included'>;
  /** What the order's screen includes, so the answer refreshes it whole. */
  include?: string;
}) {
  const proposals = proposalsOf(document);
  if (proposals.length === 0) return null;
  return (
    <View style={styles.list} testID="substitution-proposals">
      {proposals.map((proposed) => (
        <SubstitutionProposal key={proposed.lineId} number={number} include={include} {...proposed} />
      ))}
    </View>
  );
}

export function SubstitutionProposal({
  number,
  lineId,
  originalName,
  proposal,
  include,
}: Proposed & { number: string; include?: string | undefined }) {
  const [answer, answered] = useAnswerSubstitutionMutation();
  const send = (value: SubstitutionAnswerValue) =>
    answer({ number, lineId, answer: value, ...(include ? { include } : {}) });
  const failure = answered.error ? errorText(readFailure(answered.error).code ?? 'internal_error') : null;
  return (
    <View style={styles.card} testID={`substitution-proposal-${lineId}`}>
      {proposal.state === 'pending' ? (
        <>
          <Text>
            {/* What accepting costs (never above the missing product's price), as the e-mail and the push say. */}
            {substitutionProposalText({
              originalName,
              name: proposal.name,
              quantity: proposal.quantity,
              amountCents: parseDecimalString(proposal.amount),
            })}
          </Text>
          <Text variant="caption" tone="muted">
            {t('screens.order.substitution.answer_by', {
              day: formatParisDay(proposal.answer_by),
              hour: formatParisHour(proposal.answer_by),
            })}
          </Text>
          <View style={styles.actions}>
            <Button
              label={t('screens.order.substitution.accept')}
              onPress={() => void send('accepted')}
              disabled={answered.isLoading}
              testID={`substitution-accept-${lineId}`}
            />
            <Button
              label={t('screens.order.substitution.refuse')}
              variant="outline"
              onPress={() => void send('refused')}
              disabled={answered.isLoading}
              testID={`substitution-refuse-${lineId}`}
            />
          </View>
        </>
      ) : (
        <Text testID={`substitution-outcome-${lineId}`}>
          {proposal.state === 'accepted'
            ? t('screens.order.substitution.accepted', {
                substitute: proposal.name,
                quantity: proposal.quantity,
                amount: proposal.display_amount,
              })
            : t('screens.order.substitution.refused', { substitute: proposal.name })}
        </Text>
      )}
      {failure ? (
        <Notice
          tone="error"
          title={failure.title}
          message={failure.content}
          testID={`substitution-error-${lineId}`}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: spacing.md },
  card: {
    gap: spacing.sm,
    padding: spacing.md,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: palette.border,
    backgroundColor: palette.surface,
  },
  actions: { flexDirection: 'row', gap: spacing.md },
});
