import { t } from '@sillon/domain';
import { Platform, StyleSheet, type GestureResponderEvent } from 'react-native';
import { palette, radius, spacing } from '../tokens';
import { Text } from './text';

/**
 * The web's « Aller au contenu »: the keyboard's first stop on every page, shown only while it
 * has the focus, which passes the header's links in one key (RGAA 12.7, WCAG 2.4.1). It gives the
 * focus to the shown page's main part (`Screen`). None in the apps: screen readers there move by
 * headings, and the header is a handful of items.
 */
export function SkipLink() {
  if (Platform.OS !== 'web') return null;
  return (
    <Text variant="label" onPress={focusMainPart} style={styles.link} {...webLink}>
      {t('components.header.skip_to_content')}
    </Text>
  );
}

/** react-native-web's props for an `<a>` the CSS below hides (React Native's types have neither). */
const webLink = { href: '#contenu', dataSet: { skipLink: '' } };

/** Hides the link until it has the focus; written in the page's CSS (`app/+html.tsx`). */
export const skipLinkWebCss =
  '[data-skip-link]:not(:focus){clip-path:inset(50%)!important;width:1px!important;height:1px!important;' +
  'overflow:hidden!important;padding:0!important;white-space:nowrap!important}';

function focusMainPart(event: GestureResponderEvent) {
  // The stack keeps the pages before in the document: the hash would name one of theirs.
  event.preventDefault();
  const main = shownElement('main');
  if (!main) return;
  main.setAttribute('tabindex', '-1');
  main.focus();
}

/**
 * The first element of the page on show that `selector` names: the web's stack keeps the pages
 * before in the document, hidden, with their own headings and main parts.
 */
export function shownElement(selector: string): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>(selector)).find(
    (element) => element.getClientRects().length > 0,
  );
}

const styles = StyleSheet.create({
  link: {
    position: 'absolute',
    top: spacing.sm,
    left: spacing.sm,
    zIndex: 1,
    paddingVertical: spacing.sm,
    paddingHorizontal: spacing.md,
    borderRadius: radius.sm,
    backgroundColor: palette.white,
    color: palette.primary,
  },
});
