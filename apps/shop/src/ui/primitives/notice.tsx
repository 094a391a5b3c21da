import type { ReactNode, Ref } from 'react';
import { StyleSheet, View } from 'react-native';
import { palette, radius, spacing } from '../tokens';
import { Text } from './text';

/** A boxed message: an error (announced at once) or information, with a title and actions. */
export function Notice({
  tone,
  title,
  message,
  children,
  testID,
  ref,
}: {
  tone: 'error' | 'info';
  title?: string;
  message?: string;
  children?: ReactNode;
  testID?: string;
  /** The box, to give it the focus (`giveFocus`); it can then take it. */
  ref?: Ref<View>;
}) {
  return (
    <View
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      style={[styles.box, tone === 'error' ? styles.error : styles.info]}
      // Information is read where it stands; an unnamed region (React Native's « summary » on the web) said nothing more.
      role={tone === 'error' ? 'alert' : undefined}
      testID={testID}
    >
      {title ? (
        <Text variant="label" tone={tone === 'error' ? 'error' : 'default'}>
          {title}
        </Text>
      ) : null}
      {message ? <Text variant="caption">{message}</Text> : null}
      {children}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: spacing.xs, borderRadius: radius.md, padding: spacing.md },
  error: { borderWidth: 1, borderColor: palette.error, backgroundColor: palette.white },
  info: { backgroundColor: palette.informational },
});
