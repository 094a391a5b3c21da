import { useCallback, type ReactNode } from 'react';
import { Modal, Platform, ScrollView, StyleSheet, View } from 'react-native';
import { layout, palette, radius, spacing } from '../tokens';
import { Text } from './text';

/**
 * A sheet over the screen (3-D Secure, a wallet's payment, the served zones): a dialog with a
 * title, over a dimmed backdrop; on wide screens it stays as wide as the content column.
 */
export function Sheet({
  visible,
  title,
  onRequestClose,
  children,
  testID,
}: {
  visible: boolean;
  title: string;
  /** Back button (Android) and a press on the backdrop; omitted, the sheet only closes from inside. */
  onRequestClose?(): void;
  children: ReactNode;
  testID?: string;
}) {
  const namePanelDialog = useCallback((panel: View | null) => nameWebDialog(panel, title), [title]);
  return (
    <Modal visible={visible} transparent animationType="fade" onRequestClose={onRequestClose}>
      <View style={styles.backdrop}>
        {onRequestClose ? (
          // A pointer's way out, out of reach of focus: the keyboard's is Escape, and every sheet
          // has its own button out. React Native Web's focus trap calls focus() on each element
          // in turn, so a button here, even out of the Tab order, took the focus first, its ring
          // around the whole page, and again on Shift+Tab from the sheet's first button.
          <View
            style={StyleSheet.absoluteFill}
            aria-hidden
            onStartShouldSetResponder={() => true}
            onResponderRelease={onRequestClose}
          />
        ) : null}
        <View ref={namePanelDialog} style={styles.panel} {...panelDialog(title)} testID={testID}>
          <ScrollView contentContainerStyle={styles.content}>
            <Text variant="title" role="heading" aria-level={2}>
              {title}
            </Text>
            {children}
          </ScrollView>
        </View>
      </View>
    </Modal>
  );
}

/**
 * In the apps the panel is the dialog. On the web React Native Web's modal is one already
 * (`nameWebDialog`): a second one inside it was read twice.
 */
function panelDialog(title: string): object {
  if (Platform.OS === 'web') return {};
  return { role: 'dialog', 'aria-modal': true, 'aria-label': title, accessibilityViewIsModal: true };
}

/**
 * On the web, React Native Web's `Modal` wraps the sheet in a `dialog` of its own, with no name
 * (axe: aria-dialog-name): it takes the sheet's title too, as soon as the panel is in the page
 * (the modal mounts its content after it opens), and again when the title changes (a sheet that
 * answers in place). Its `role` comes only while React Native Web deems the modal active, and
 * `aria-modal` without it is refused (axe: aria-allowed-attr): an open sheet is a dialog, so it
 * gets the role itself. Nothing to do on native.
 */
function nameWebDialog(panel: View | null, title: string): void {
  if (Platform.OS !== 'web' || !panel) return;
  const wrapper = (panel as unknown as HTMLElement).parentElement?.closest('[aria-modal="true"]');
  if (!wrapper) return;
  wrapper.setAttribute('aria-label', title);
  if (!wrapper.hasAttribute('role')) wrapper.setAttribute('role', 'dialog');
}

const styles = StyleSheet.create({
  backdrop: {
    flex: 1,
    backgroundColor: palette.backdrop,
    justifyContent: 'flex-end',
    alignItems: 'center',
  },
  panel: {
    width: '100%',
    maxWidth: layout.maxContentWidth,
    maxHeight: '90%',
    backgroundColor: palette.background,
    borderTopLeftRadius: radius.lg,
    borderTopRightRadius: radius.lg,
  },
  content: { padding: spacing.xl, gap: spacing.lg },
});
