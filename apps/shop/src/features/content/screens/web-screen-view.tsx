import { t } from '@sillon/domain';
import { useLocalSearchParams } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { WebView } from 'react-native-webview';
import { serverUrl } from '@/config';
import { Text, palette, spacing } from '@/ui';
import { BackBar } from '../components/back-bar';
import { webPageAddress } from '../web-page-address';

/**
 * Spec §2 WebScreenView on a phone: a web page (help, terms) inside the app, under a bar with its
 * title and a way back. `url`: a path of the shop or an https address; `title`: the bar's title.
 */
export function WebScreenView() {
  const { url, title } = useLocalSearchParams<{ url?: string; title?: string }>();
  const address = webPageAddress(url, serverUrl);
  return (
    <View style={styles.screen}>
      <BackBar title={title ?? t('screens.web_view.default_title')} address={address} />
      {address ? (
        <WebView source={{ uri: address }} style={styles.page} />
      ) : (
        <Text style={styles.empty}>{t('screens.web_view.no_page')}</Text>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1, backgroundColor: palette.background },
  page: { flex: 1 },
  empty: { padding: spacing.lg },
});
