import { createContext, useContext, type ReactNode } from 'react';
import { ScrollView, StyleSheet, View } from 'react-native';
import { desktopPart } from '../responsive';
import { layout, palette, spacing } from '../tokens';

/**
 * What closes every page's body (the web's legal footer, issue 38): given once by the root
 * layout, so no screen has to remember it; none when not given (native, tests).
 */
const ScreenFooter = createContext<ReactNode>(null);
export const ScreenFooterProvider = ScreenFooter.Provider;

/**
 * A page body: scrollable, on the shop background, content column capped at 500 px and centred.
 * A `wide` page (a grid of products) takes the desktop's wide column on the web (issue 40). The
 * column is the page's main part (`<main>` on the web, where « Aller au contenu » leads), the
 * footer after it.
 */
export function Screen({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const footer = useContext(ScreenFooter);
  const column = (
    <View role="main" style={styles.column} {...(wide ? desktopPart('column') : {})}>
      {children}
    </View>
  );
  return (
    <ScrollView style={styles.scroll} contentContainerStyle={styles.content}>
      {footer ? <View style={styles.aboveFooter}>{column}</View> : column}
      {footer ? <View style={styles.footer}>{footer}</View> : null}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  scroll: { flex: 1, backgroundColor: palette.background },
  content: { alignItems: 'center', paddingVertical: spacing.xl, flexGrow: 1 },
  column: { width: '100%', maxWidth: layout.maxContentWidth, paddingHorizontal: spacing.lg, gap: spacing.lg },
  // The footer starts below the first screenful, whatever the page shows: content that loads
  // above it (a placeholder, then the page) never moves it in sight (no layout shift). The height
  // is the column's wrapper's, so that no element of the page (a slider) grows into it.
  aboveFooter: { width: '100%', alignItems: 'center', minHeight: '100%', marginBottom: spacing.xl },
  footer: { width: '100%', marginTop: 'auto', paddingTop: spacing.xl },
});
