import type { ReactNode } from 'react';
import { Platform, StyleSheet, View } from 'react-native';
import { desktopPart } from '../responsive';
import { spacing } from '../tokens';

/**
 * A page's two columns on the web's desktop (issue 40): the main one, and beside it the aside;
 * on phones (and in the apps) the aside follows the main one, as before. An aside for the desktop
 * only (`asideOnDesktopOnly`) is not drawn on phones at all.
 */
export function Columns({
  main,
  aside,
  asideOnDesktopOnly = false,
}: {
  main: ReactNode;
  aside: ReactNode;
  asideOnDesktopOnly?: boolean;
}) {
  return (
    <View style={styles.columns} {...desktopPart('columns')}>
      <View style={styles.part} {...desktopPart('main')}>
        {main}
      </View>
      {asideOnDesktopOnly && Platform.OS !== 'web' ? null : (
        <View
          style={styles.part}
          {...desktopPart('aside', ...(asideOnDesktopOnly ? (['only'] as const) : []))}
        >
          {aside}
        </View>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  columns: { gap: spacing.lg },
  part: { gap: spacing.lg },
});
