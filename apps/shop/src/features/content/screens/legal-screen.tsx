import type { LegalPageResponse } from '@sillon/contract';
import { formatParisLongDate, t } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { NotFoundPanel, QueryBoundary } from '@/features/errors';
import { PageHead, Screen, Text, spacing } from '@/ui';
import { useContentPage } from '../api/use-content-page';
import { BreadcrumbTrail } from '../components/breadcrumb-trail';
import { PageSkeleton } from '../components/page-skeleton';
import { StoryBlocks } from '../components/story-blocks';

/**
 * A legal page (issue 38: `/cgv`, `/mentions-legales`, `/confidentialite`, `/accessibilite`): the
 * staff's text, the shop's identity filled in by the server, and the date of the version shown.
 */
export function LegalScreen({ path }: { path: string }) {
  const page = useContentPage(path);
  return (
    <Screen>
      <QueryBoundary queries={[page]} skeleton={<PageSkeleton />}>
        {page.data?.kind === 'legal' ? <LegalText page={page.data} /> : <NotFoundPanel />}
      </QueryBoundary>
    </Screen>
  );
}

function LegalText({ page }: { page: LegalPageResponse }) {
  return (
    <View style={styles.page}>
      <PageHead title={page.title} description={page.description} />
      <BreadcrumbTrail path={page.path} title={page.title} />
      <Text variant="heading" role="heading" aria-level={1}>
        {page.title}
      </Text>
      <Text variant="caption" tone="muted">
        {t('screens.legal.updated_at', { date: formatParisLongDate(page.version) })}
      </Text>
      <StoryBlocks blocks={page.blocks} />
    </View>
  );
}

const styles = StyleSheet.create({
  page: { gap: spacing.lg },
});
