import type { EditorialPageResponse, StoriesPageResponse } from '@sillon/contract';
import { t, tCount } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { NotFoundPanel, QueryBoundary } from '@/features/errors';
import { JsonLd, PageHead, RemoteImage, Screen, Text, spacing } from '@/ui';
import { useContentPage } from '../api/use-content-page';
import { BreadcrumbTrail } from '../components/breadcrumb-trail';
import { PageSkeleton } from '../components/page-skeleton';
import { StoryBlocks } from '../components/story-blocks';
import { StoryCard } from '../components/story-card';
import { articleStructuredData } from '../structured-data';

const COVER_WIDTH = 468;
const COVER_HEIGHT = 234;

/**
 * Spec §2 editorial pages (`mission-regeneration`, `nos-articles/…`, `magazine/…`, `bienvenue`,
 * `trouver-…`, and the `editorial` screen the app opens with a path): a story, or a root's index
 * of stories.
 */
export function EditorialScreen({ path }: { path: string }) {
  const page = useContentPage(path);
  const data = page.data;
  return (
    <Screen>
      <QueryBoundary queries={[page]} skeleton={<PageSkeleton />}>
        {data?.kind === 'editorial' ? (
          <Story story={data} />
        ) : data?.kind === 'stories' ? (
          <StoryIndex index={data} />
        ) : (
          <NotFoundPanel />
        )}
      </QueryBoundary>
    </Screen>
  );
}

function Story({ story }: { story: EditorialPageResponse }) {
  return (
    <View style={styles.page}>
      <PageHead title={story.title} description={story.description} />
      <JsonLd data={articleStructuredData(story)} />
      <BreadcrumbTrail path={story.path} title={story.title} />
      <Text variant="heading" role="heading" aria-level={1}>
        {story.title}
      </Text>
      <Text tone="muted">{story.description}</Text>
      <RemoteImage path={story.imageUrl} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} fluid priority />
      <StoryBlocks blocks={story.blocks} />
      {story.related.length > 0 ? (
        <View style={styles.list}>
          <Text variant="title" role="heading" aria-level={2}>
            {t('screens.editorial.related')}
          </Text>
          {story.related.map((related) => (
            <StoryCard key={related.path} story={related} />
          ))}
        </View>
      ) : null}
    </View>
  );
}

function StoryIndex({ index }: { index: StoriesPageResponse }) {
  return (
    <View style={styles.page}>
      <PageHead title={index.title} description={index.description} />
      <BreadcrumbTrail path={index.path} title={index.title} />
      <Text variant="heading" role="heading" aria-level={1}>
        {index.title}
      </Text>
      <Text tone="muted">{index.description}</Text>
      <Text variant="caption" tone="muted">
        {tCount('screens.editorial.stories_count', index.stories.length)}
      </Text>
      <View style={styles.list}>
        {index.stories.map((story) => (
          <StoryCard key={story.path} story={story} />
        ))}
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  page: { gap: spacing.lg },
  list: { gap: spacing.md },
});
