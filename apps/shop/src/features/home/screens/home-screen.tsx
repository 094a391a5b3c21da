import { t } from '@sillon/domain';
import { PageHead, Screen, Text } from '@/ui';

export function HomeScreen() {
  return (
    <Screen>
      <PageHead title={t('screens.home.title')} description={t('screens.home.description')} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.home.heading')}
      </Text>
      <Text>{t('screens.home.intro')}</Text>
    </Screen>
  );
}
