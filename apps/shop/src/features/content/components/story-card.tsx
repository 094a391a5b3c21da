import type { StoryTeaser } from '@sillon/contract';
import { Link } from 'expo-router';
import { Pressable, StyleSheet, View } from 'react-native';
import { RemoteImage, Text, palette, radius, spacing } from '@/ui';

const PICTURE = 88;

/** A story in a list (related stories, a root's index): picture, title, description. */
export function StoryCard({ story }: { story: StoryTeaser }) {
  return (
    <Link href={story.path} asChild>
      <Pressable accessibilityRole="link" style={styles.card}>
        <RemoteImage path={story.imageUrl} alt="" width={PICTURE} height={PICTURE} />
        <View style={styles.text}>
          <Text variant="label">{story.title}</Text>
          <Text variant="caption" tone="muted" numberOfLines={3}>
            {story.description}
          </Text>
        </View>
      </Pressable>
    </Link>
  );
}

const styles = StyleSheet.create({
  card: {
    flexDirection: 'row',
    gap: spacing.md,
    backgroundColor: palette.surface,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: palette.border,
    overflow: 'hidden',
    alignItems: 'center',
    paddingRight: spacing.md,
  },
  text: { flex: 1, gap: spacing.xs, paddingVertical: spacing.sm },
});
