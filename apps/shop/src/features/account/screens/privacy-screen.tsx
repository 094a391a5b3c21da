import type { AccountDeletionResponse } from '@sillon/contract';
import { ACCOUNT_DELETION_DAYS, errorText, formatParisLongDate, t } from '@sillon/domain';
import { Link } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { accountDeletionTracked, authFailure, RequireCustomer, signedOut } from '@/features/auth';
import { useAppDispatch } from '@/store/hooks';
import { Button, Notice, PageHead, Screen, Sheet, Text, palette, spacing } from '@/ui';
import { useAccountDeletionMutation, useDataExportMutation } from '../api/account-api';
import { saveDataExport } from '../save-data-export';

/**
 * « Mes données et confidentialité » (spec §4, §9; GDPR articles 17 and 20): the customer's data
 * as a file, and the account's deletion, said plainly before it is confirmed. Once closed, the
 * screen says when the data goes; the session has ended, so it no longer needs a customer.
 */
export function PrivacyScreen() {
  const [closed, setClosed] = useState<AccountDeletionResponse | null>(null);
  return (
    <Screen>
      <PageHead title={t('screens.privacy.title')} />
      {closed ? (
        <AccountClosed eraseAfter={closed.erase_after} />
      ) : (
        <>
          <Text variant="heading" role="heading" aria-level={1}>
            {t('screens.privacy.title')}
          </Text>
          <RequireCustomer>
            <DataExportSection />
            <DeletionSection onClosed={setClosed} />
          </RequireCustomer>
        </>
      )}
    </Screen>
  );
}

function DataExportSection() {
  const [requestExport, { isLoading }] = useDataExportMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setNotice(null);
    setFailure(null);
    const answer = await requestExport();
    if (!answer.data) {
      setFailure(authFailure(answer.error).code);
      return;
    }
    const saved = await saveDataExport(answer.data);
    if (saved === 'downloaded') setNotice(t('screens.privacy.exported', { name: answer.data.fileName }));
    if (saved === 'shared') setNotice(t('screens.privacy.shared'));
  };

  return (
    <View style={styles.section}>
      <Text variant="title" role="heading" aria-level={2}>
        {t('screens.privacy.export_heading')}
      </Text>
      <Text>{t('screens.privacy.export_message')}</Text>
      <Button
        variant="outline"
        label={t('screens.privacy.export')}
        onPress={download}
        disabled={isLoading}
        testID="privacy-export"
      />
      {notice ? <Notice tone="info" message={notice} testID="privacy-exported" /> : null}
      {failure ? <FailureNotice code={failure} /> : null}
    </View>
  );
}

function DeletionSection({ onClosed }: { onClosed(answer: AccountDeletionResponse): void }) {
  const dispatch = useAppDispatch();
  const [isAsking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useAccountDeletionMutation();
  const days = ACCOUNT_DELETION_DAYS;

  const confirm = async () => {
    setFailure(null);
    // Spec §4: « Account Deleted » is sent, then the deletion starts.
    await dispatch(accountDeletionTracked());
    const answer = await deleteAccount();
    if (!answer.data) {
      setFailure(authFailure(answer.error).code);
      return;
    }
    // The confirmation first: once signed out, this screen's customer is gone.
    onClosed(answer.data);
    await dispatch(signedOut({ forgetSignIn: true, isAccountClosed: true }));
  };

  return (
    <View style={styles.section}>
      <Text variant="title" role="heading" aria-level={2}>
        {t('screens.privacy.delete_heading')}
      </Text>
      <Text>{t('screens.privacy.delete_message', { days })}</Text>
      <Button
        variant="outline"
        label={t('screens.privacy.delete')}
        onPress={() => setAsking(true)}
        testID="privacy-delete"
      />
      <Sheet
        visible={isAsking}
        title={t('screens.privacy.confirm_title')}
        onRequestClose={() => setAsking(false)}
        testID="deletion-sheet"
      >
        <View style={styles.steps} role="list">
          <Text role="listitem">{t('screens.privacy.confirm_now')}</Text>
          <Text role="listitem">{t('screens.privacy.confirm_later', { days })}</Text>
          <Text role="listitem">{t('screens.privacy.confirm_orders')}</Text>
          <Text role="listitem">{t('screens.privacy.confirm_in_progress')}</Text>
        </View>
        <Text tone="muted">{t('screens.privacy.confirm_export')}</Text>
        {failure ? <FailureNotice code={failure} /> : null}
        <Button
          label={t('screens.privacy.confirm_delete')}
          onPress={confirm}
          disabled={isLoading}
          style={styles.destructive}
          testID="deletion-confirm"
        />
        <Button variant="outline" label={t('screens.privacy.keep')} onPress={() => setAsking(false)} />
      </Sheet>
    </View>
  );
}

function AccountClosed({ eraseAfter }: { eraseAfter: string }) {
  return (
    <View style={styles.section} testID="account-closed">
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.privacy.closed_heading')}
      </Text>
      <Text>{t('screens.privacy.closed_message', { date: formatParisLongDate(eraseAfter) })}</Text>
      {/* The server sends it from the closing (a durable job), to the account's address. */}
      <Text>{t('screens.privacy.closed_mail')}</Text>
      <Link href="/" style={styles.link} accessibilityRole="link">
        {t('screens.privacy.home')}
      </Link>
    </View>
  );
}

function FailureNotice({ code }: { code: string }) {
  const text = errorText(code);
  return <Notice tone="error" title={text.title} message={text.content} />;
}

const styles = StyleSheet.create({
  section: { gap: spacing.md },
  steps: { gap: spacing.sm },
  destructive: { backgroundColor: palette.errorText },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
