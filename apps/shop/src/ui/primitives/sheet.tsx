import { t } from '@sillon/domain';
import type { ReactNode } from 'react';
import { Modal, Pressable, ScrollView, StyleSheet, View } from 'react-native';
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
  return (
    <Modal visible={visible} transparent animationType="fade" onRequestClose={onRequestClose}>
      <View style={styles.backdrop}>
        {onRequestClose ? (
          <Pressable
            style={StyleSheet.absoluteFill}
            accessibilityRole="button"
            accessibilityLabel={t('components.sheet.close')}
            onPress={onRequestClose}
          />
        ) : null}
        <View
          style={styles.panel}
          role="dialog"
          aria-modal
          aria-label={title}
          accessibilityViewIsModal
          testID={testID}
        >
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
