/**
 * « Si un produit manque » (issue 41): what the shop does with a short product when its line says
 * nothing, « Produit similaire » or « Ne pas remplacer » (« Ce produit à la place » names a
 * product: it is chosen per line, in the cart or the order).
 */
import { t } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { RadioRow, Text, spacing } from '@/ui';
import { useAccountQuery, useUpdateAccountMutation } from '../api/account-api';

const KINDS = ['similar', 'none'] as const;

export function SubstitutionDefault() {
  const account = useAccountQuery();
  const [update, updated] = useUpdateAccountMutation();
  const current = account.data?.substitutionDefault ?? 'similar';
  if (!account.data) return null;
  return (
    <View style={styles.section} role="radiogroup" aria-label={t('screens.account.substitution_title')}>
      <Text variant="title" role="heading" aria-level={2}>
        {t('screens.account.substitution_title')}
      </Text>
      <Text variant="caption" tone="muted">
        {t('screens.account.substitution_hint')}
      </Text>
      {KINDS.map((kind) => (
        <RadioRow
          key={kind}
          label={t(`components.substitution.${kind}`)}
          checked={current === kind}
          disabled={updated.isLoading}
          onPress={() => {
            if (kind !== current) void update({ substitutionDefault: kind });
          }}
          testID={`account-substitution-${kind}`}
        />
      ))}
      {updated.isSuccess ? (
        <Text variant="caption" tone="muted" role="status" testID="account-substitution-saved">
          {t('screens.account.substitution_saved')}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({ section: { gap: spacing.sm } });
