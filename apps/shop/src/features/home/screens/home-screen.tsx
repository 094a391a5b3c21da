import type { HomeBlock, HomePageResponse } from '@sillon/contract';
import { t, textToneOn, withFrenchSpacing } from '@sillon/domain';
import { Link } from 'expo-router';
import { Pressable, StyleSheet, View } from 'react-native';
import { AccountBanner } from '@/features/account';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog';
import { QueryBoundary } from '@/features/errors';
import { FavouritesShelf } from '@/features/favourites';
import { SeasonsCalendarLink } from '@/features/seasons';
import { useAppSelector } from '@/store/hooks';
import { PageHead, RemoteImage, Screen, ScrollRow, Skeleton, Text, palette, radius, spacing } from '@/ui';
import { usePageQuery } from '../api/home-api';

/**
 * Home (spec §2): the closing banner, the customer's own message (signed-in customers only, so
 * never in the server's render), the header slider, then the editors' blocks.
 */
export function HomeScreen() {
  const page = usePageQuery('/');
  const isEOL = useAppSelector((state) => state.front.isEOL);
  const home = page.data?.kind === 'home' ? page.data : undefined;
  return (
    <Screen wide>
      <PageHead title={t('screens.home.title')} description={t('screens.home.description')} />
      <Text variant="heading" role="heading" aria-level={1}>
        {t('screens.home.heading')}
      </Text>
      <QueryBoundary queries={[page]} skeleton={<HomeSkeleton />}>
        {home ? (
          <>
            {isEOL ? <Banner banner={home.banner} /> : null}
            <AccountBanner />
            <HeaderSlider slides={home.headerSlider} />
            <FavouritesShelf />
            {home.blocks.map((block, index) => (
              <Block key={index} block={block} isFirst={index === 0} />
            ))}
          </>
        ) : null}
      </QueryBoundary>
    </Screen>
  );
}

function Banner({ banner }: { banner: HomePageResponse['banner'] }) {
  return (
    <View style={styles.banner} role="region" aria-label={banner.title}>
      <Text variant="label">{withFrenchSpacing(banner.title)}</Text>
      <Text variant="caption">{withFrenchSpacing(banner.message)}</Text>
      <Link href={banner.href} style={styles.bannerLink} accessibilityRole="link">
        {t('screens.home.read_more')}
      </Link>
    </View>
  );
}

const SLIDE_WIDTH = 280;

function HeaderSlider({ slides }: { slides: HomePageResponse['headerSlider'] }) {
  return (
    <ScrollRow contentContainerStyle={styles.slider}>
      {slides.map((slide, index) => {
        const tone = textToneOn(slide.backgroundColor) === 'white' ? 'inverse' : 'default';
        return (
          <Link key={slide.href + index} href={slide.href} asChild>
            <Pressable
              accessibilityRole="link"
              style={StyleSheet.flatten([styles.slide, { backgroundColor: slide.backgroundColor }])}
            >
              <RemoteImage path={slide.imageUrl} alt="" width={72} height={72} priority={index === 0} />
              <View style={styles.slideText}>
                <Text variant="label" tone={tone}>
                  {withFrenchSpacing(slide.title)}
                </Text>
                <Text variant="caption" tone={tone} numberOfLines={3}>
                  {withFrenchSpacing(slide.subtitle)}
                </Text>
              </View>
            </Pressable>
          </Link>
        );
      })}
    </ScrollRow>
  );
}

function Block({ block, isFirst }: { block: HomeBlock; isFirst: boolean }) {
  switch (block.kind) {
    case 'products':
      return (
        <View style={styles.section}>
          <Text variant="title" role="heading" aria-level={2}>
            {withFrenchSpacing(block.title)}
          </Text>
          <ProductGrid products={block.products} priorityCount={isFirst ? 2 : 0} />
          {block.seasonal ? <SeasonsCalendarLink /> : null}
        </View>
      );
    case 'racks':
      return (
        <View style={styles.section}>
          <Text variant="title" role="heading" aria-level={2}>
            {withFrenchSpacing(block.title)}
          </Text>
          <View style={styles.racks}>
            {block.racks.map((rack) => (
              <Link key={rack.id} href={rack.path} asChild>
                <Pressable accessibilityRole="link" accessibilityLabel={rack.title} style={styles.rack}>
                  <RemoteImage path={rack.imageUrl} alt="" width={96} height={96} />
                  <Text variant="caption" style={styles.rackTitle} numberOfLines={2}>
                    {rack.title}
                  </Text>
                </Pressable>
              </Link>
            ))}
          </View>
        </View>
      );
    case 'editorial': {
      const tone = textToneOn(block.backgroundColor) === 'white' ? 'inverse' : 'default';
      return (
        <Link href={block.href} asChild>
          <Pressable
            accessibilityRole="link"
            style={StyleSheet.flatten([styles.editorial, { backgroundColor: block.backgroundColor }])}
          >
            <View style={styles.editorialText}>
              <Text variant="title" tone={tone}>
                {withFrenchSpacing(block.title)}
              </Text>
              <Text tone={tone}>{withFrenchSpacing(block.text)}</Text>
            </View>
            <RemoteImage path={block.imageUrl} alt="" width={88} height={88} />
          </Pressable>
        </Link>
      );
    }
    case 'recipes':
      return (
        <View style={styles.section}>
          <Text variant="title" role="heading" aria-level={2}>
            {withFrenchSpacing(block.title)}
          </Text>
          {block.recipes.map((recipe) => (
            <Link key={recipe.slug} href={recipe.href} asChild>
              <Pressable accessibilityRole="link" style={styles.recipe}>
                <RemoteImage path={recipe.imageUrl} alt="" width={64} height={64} />
                <View style={styles.editorialText}>
                  <Text variant="label">{withFrenchSpacing(recipe.title)}</Text>
                  <Text variant="caption" tone="muted" numberOfLines={2}>
                    {withFrenchSpacing(recipe.summary)}
                  </Text>
                </View>
              </Pressable>
            </Link>
          ))}
        </View>
      );
    case 'reassurance':
      return (
        <View style={styles.reassurance}>
          {block.items.map((item) => (
            <View key={item.title} style={styles.reassuranceItem}>
              <RemoteImage path={item.imageUrl} alt="" width={48} height={48} />
              <View style={styles.editorialText}>
                <Text variant="label">{withFrenchSpacing(item.title)}</Text>
                <Text variant="caption" tone="muted">
                  {withFrenchSpacing(item.text)}
                </Text>
              </View>
            </View>
          ))}
        </View>
      );
  }
}

function HomeSkeleton() {
  return (
    <View style={styles.section}>
      <Skeleton width="100%" height={72} />
      <Skeleton width="100%" height={120} />
      <ProductGridSkeleton />
    </View>
  );
}

const styles = StyleSheet.create({
  banner: {
    backgroundColor: palette.informational,
    borderRadius: radius.md,
    padding: spacing.lg,
    gap: spacing.xs,
  },
  bannerLink: { color: palette.primary, textDecorationLine: 'underline', marginTop: spacing.xs },
  slider: { gap: spacing.md },
  slide: {
    width: SLIDE_WIDTH,
    borderRadius: radius.lg,
    padding: spacing.lg,
    flexDirection: 'row',
    gap: spacing.md,
    alignItems: 'center',
  },
  slideText: { flex: 1, gap: spacing.xs },
  section: { gap: spacing.md },
  racks: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.md },
  rack: { width: 96, gap: spacing.xs, alignItems: 'center' },
  rackTitle: { textAlign: 'center' },
  editorial: {
    borderRadius: radius.lg,
    padding: spacing.lg,
    flexDirection: 'row',
    gap: spacing.md,
    alignItems: 'center',
  },
  editorialText: { flex: 1, gap: spacing.xs },
  recipe: { flexDirection: 'row', gap: spacing.md, alignItems: 'center' },
  reassurance: {
    gap: spacing.md,
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    padding: spacing.lg,
  },
  reassuranceItem: { flexDirection: 'row', gap: spacing.md, alignItems: 'center' },
});
