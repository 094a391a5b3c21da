import { t } from '@sillon/domain';
import { useLocalSearchParams } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { serverUrl } from '@/config';
import { PageHead, Text, palette, spacing } from '@/ui';
import { BackBar } from '../components/back-bar';
import { webPageAddress } from '../web-page-address';

/**
 * Spec §2 WebScreenView on the web: the page itself, framed under the same bar as on a phone
 * (its title and a way back, and a link to open it alone when a site refuses to be framed).
 */
export function WebScreenView() {
  const { url, title } = useLocalSearchParams<{ url?: string; title?: string }>();
  const address = webPageAddress(url, serverUrl);
  const heading = title ?? t('screens.web_view.default_title');
  return (
    <View style={styles.screen}>
      <PageHead title={heading} />
      <BackBar title={heading} address={address} />
      {address ? (
        <iframe src={address} title={heading} style={{ flex: 1, border: 0, width: '100%' }} />
      ) : (
        <Text style={styles.empty}>{t('screens.web_view.no_page')}</Text>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: palette.background },
  empty: { padding: spacing.lg },
});
