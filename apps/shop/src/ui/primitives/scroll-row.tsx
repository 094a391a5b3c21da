import type { ReactNode } from 'react';
import { Platform, ScrollView, type StyleProp, type ViewStyle } from 'react-native';

/**
 * A row that scrolls sideways (the home's slides, product tiles). Its scrollbar
 * shows on the web, where a mouse has no swipe and nothing else says the row goes on past the
 * edge; the apps swipe, and their scroll indicator would only cover the tiles.
 */
export function ScrollRow({
  children,
  contentContainerStyle,
  testID,
  role,
}: {
  children: ReactNode;
  contentContainerStyle?: StyleProp<ViewStyle>;
  testID?: string;
  /** `list` when its children are `listitem`s (product tiles): a screen reader counts them. */
  role?: 'list';
}) {
  return (
    <ScrollView
      horizontal
      showsHorizontalScrollIndicator={Platform.OS === 'web'}
      contentContainerStyle={contentContainerStyle}
      testID={testID}
      role={role}
    >
      {children}
    </ScrollView>
  );
}
