import { OTP_LENGTH, t } from '@sillon/domain';
import { useRef } from 'react';
import { StyleSheet, TextInput, View } from 'react-native';
import { typeface, fontSize, palette, radius, spacing } from '@/ui';

/**
 * The SMS code in 6 boxes (spec §9: 6 digits). Typing moves to the next box, backspace to the
 * previous; a pasted or autofilled code (in any box) fills them all; the sixth digit submits.
 */
export function CodeInput({
  digits,
  onChange,
  onComplete,
  disabled = false,
}: {
  digits: string;
  onChange(digits: string): void;
  onComplete(code: string): void;
  disabled?: boolean;
}) {
  const boxes = useRef<(TextInput | null)[]>([]);

  const update = (position: number, typed: string) => {
    const previous = digits[position] ?? '';
    const added = (typed.startsWith(previous) ? typed.slice(previous.length) : typed).replace(/\D/g, '');
    const isPaste = added.length > 1;
    const next = isPaste
      ? added.slice(0, OTP_LENGTH)
      : added.length === 1
        ? (digits.slice(0, position) + added + digits.slice(position + 1)).slice(0, OTP_LENGTH)
        : digits.slice(0, position) + digits.slice(position + 1);
    onChange(next);
    const focus = isPaste ? next.length : added.length === 1 ? position + 1 : position;
    boxes.current[Math.min(focus, OTP_LENGTH - 1)]?.focus();
    if (next.length === OTP_LENGTH && next !== digits) onComplete(next);
  };

  return (
    <View style={styles.row}>
      {Array.from({ length: OTP_LENGTH }, (_, position) => (
        <TextInput
          key={position}
          ref={(box) => {
            boxes.current[position] = box;
          }}
          value={digits[position] ?? ''}
          onChangeText={(typed) => update(position, typed)}
          onKeyPress={({ nativeEvent }) => {
            if (nativeEvent.key === 'Backspace' && !digits[position] && position > 0) {
              boxes.current[position - 1]?.focus();
            }
          }}
          editable={!disabled}
          keyboardType="number-pad"
          inputMode="numeric"
          textContentType={position === 0 ? 'oneTimeCode' : 'none'}
          autoComplete={position === 0 ? 'one-time-code' : 'off'}
          autoFocus={position === 0}
          accessibilityLabel={t('screens.sign_in.code_label', { position: position + 1 })}
          testID={`code-box-${position + 1}`}
          style={styles.box}
        />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', gap: spacing.sm, justifyContent: 'center' },
  box: {
    width: 44,
    height: 52,
    borderWidth: 1,
    borderColor: palette.primary,
    borderRadius: radius.md,
    textAlign: 'center',
    ...typeface.semiBold,
    fontSize: fontSize.xl,
    color: palette.primary,
    backgroundColor: palette.white,
  },
});
