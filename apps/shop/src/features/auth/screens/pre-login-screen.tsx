import { t } from '@sillon/domain';
import { router, useLocalSearchParams, type Href } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { Button, PageHead, Screen, Text, spacing } from '@/ui';
import { useLeaveWhenSignedIn } from './signed-in-destination';

/** Before the sign-in flow (spec §2 `pre-login`): why and how customers sign in. */
export function PreLoginScreen() {
  const { next } = useLocalSearchParams<{ next?: string }>();
  useLeaveWhenSignedIn(next);
  return (
    <Screen>
      <PageHead title={t('screens.pre_login.title')} />
      <View style={styles.body}>
        <Text variant="heading" role="heading" aria-level={1}>
          {t('screens.pre_login.heading')}
        </Text>
        <Text>{t('screens.pre_login.message')}</Text>
        <Button
          label={t('screens.pre_login.start')}
          onPress={() => router.push((next ? { pathname: '/login', params: { next } } : '/login') as Href)}
        />
      </View>
    </Screen>
  );
}

const styles = StyleSheet.create({ body: { gap: spacing.lg } });
