import type { EditorialBlock } from '@sillon/contract';
import { t } from '@sillon/domain';
import { Link } from 'expo-router';
import { StyleSheet, View } from 'react-native';
import { ProductGrid } from '@/features/catalog';
import { RemoteImage, Text, palette, spacing } from '@/ui';

const PICTURE_WIDTH = 468;
const PICTURE_HEIGHT = 263;

/** A story's body: headings, paragraphs, pictures, and products or shelves to add to the cart. */
export function StoryBlocks({ blocks }: { blocks: EditorialBlock[] }) {
  return (
    <View style={styles.blocks}>
      {blocks.map((block, index) => (
        <StoryBlock key={index} block={block} />
      ))}
    </View>
  );
}

function StoryBlock({ block }: { block: EditorialBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Text variant="title" role="heading" aria-level={2} style={styles.heading}>
          {block.text}
        </Text>
      );
    case 'paragraph':
      return <Text>{block.text}</Text>;
    case 'picture':
      return (
        <View style={styles.figure}>
          <RemoteImage
            path={block.imageUrl}
            alt={block.alt}
            width={PICTURE_WIDTH}
            height={PICTURE_HEIGHT}
            fluid
          />
          {block.caption ? (
            <Text variant="caption" tone="muted">
              {block.caption}
            </Text>
          ) : null}
        </View>
      );
    case 'products':
      return (
        <View style={styles.products}>
          <Text variant="label" role="heading" aria-level={3}>
            {block.title}
          </Text>
          <ProductGrid products={block.products} priorityCount={0} />
        </View>
      );
    case 'shelf':
      return (
        <View style={styles.products}>
          <Text variant="label" role="heading" aria-level={3}>
            {block.title}
          </Text>
          <ProductGrid products={block.products} priorityCount={0} />
          <Link href={block.path} style={styles.link}>
            {t('screens.editorial.see_shelf')}
          </Link>
        </View>
      );
  }
}

const styles = StyleSheet.create({
  blocks: { gap: spacing.md },
  heading: { marginTop: spacing.md },
  figure: { gap: spacing.xs },
  products: { gap: spacing.md, paddingVertical: spacing.sm },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
