import { useId, type ReactNode, type Ref } from 'react';
import { StyleSheet, TextInput, View, type TextInputProps } from 'react-native';
import { t } from '@sillon/domain';
import { typeface, fontSize, palette, radius, spacing } from '../tokens';
import { Text } from './text';

type TextFieldProps = Omit<TextInputProps, 'style'> & {
  label: string;
  error?: string;
  /** Beside the input, on its line (a « Rechercher » button): the error then goes under both. */
  beside?: ReactNode;
  /** The input, to focus it (React 19 passes `ref` as a prop). */
  ref?: Ref<TextInput>;
  /**
   * The most characters it takes, counted under it as typed (« 120 / 250 caractères »): a longer
   * text pasted is cut to it, and the count says so.
   */
  countsTo?: number;
};

/**
 * A labelled input with its French error under it; the label is also the input's accessible name,
 * and the error its description (read again with the field when it takes focus: the alert is
 * heard once, and several fields' « Ce champ est obligatoire » sound alike).
 */
export function TextField({ label, error, beside, countsTo, ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [error ? errorId : null, countsTo !== undefined ? countId : null].filter(Boolean);
  const input = (
    <TextInput
      placeholderTextColor={palette.muted}
      accessibilityLabel={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
      accessibilityHint={error}
      {...(countsTo !== undefined ? { maxLength: countsTo } : {})}
      {...props}
      style={[styles.input, beside ? styles.grow : null, error ? styles.invalid : null]}
    />
  );
  return (
    <View style={styles.field}>
      <Text variant="label">{label}</Text>
      {beside ? (
        <View style={styles.line}>
          {input}
          {beside}
        </View>
      ) : (
        input
      )}
      {error ? (
        <Text variant="caption" tone="error" accessibilityRole="alert" nativeID={errorId}>
          {error}
        </Text>
      ) : null}
      {countsTo !== undefined ? (
        <Text variant="caption" tone="muted" style={styles.count} nativeID={countId}>
          {t('components.text_field.count', {
            count: (props.value ?? '').length.toLocaleString('fr-FR'),
            max: countsTo.toLocaleString('fr-FR'),
          })}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: spacing.xs },
  input: {
    borderWidth: 1,
    borderColor: palette.primary,
    borderRadius: radius.md,
    paddingHorizontal: spacing.md,
    paddingVertical: spacing.sm,
    ...typeface.regular,
    fontSize: fontSize.md,
    color: palette.primary,
    backgroundColor: palette.white,
  },
  invalid: { borderColor: palette.error },
  line: { flexDirection: 'row', alignItems: 'center', gap: spacing.sm },
  grow: { flex: 1, minWidth: 0 },
  count: { alignSelf: 'flex-end' },
});
