import { MAX_SEARCH_LENGTH, searchHref, t } from '@sillon/domain';
import { useRouter } from 'expo-router';
import { useState } from 'react';
import { Platform, StyleSheet, TextInput, View } from 'react-native';
import { desktopPart, fontSize, palette, radius, spacing, typeface } from '@/ui';

/**
 * The header's search field on the web's desktop (issue 40): typed words and Enter open the
 * search's page. Phones keep the header's « Rechercher » (`SearchLink`), which the desktop hides.
 */
export function HeaderSearch() {
  const router = useRouter();
  const [text, setText] = useState('');
  if (Platform.OS !== 'web') return null;
  return (
    <View style={styles.box} {...desktopPart('only')}>
      <TextInput
        value={text}
        onChangeText={setText}
        onSubmitEditing={() => {
          router.push(searchHref({ text }));
          setText('');
        }}
        placeholder={t('components.header.search_label')}
        placeholderTextColor={palette.muted}
        accessibilityLabel={t('components.header.search_label')}
        inputMode="search"
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
        style={styles.input}
        testID="header-search"
      />
    </View>
  );
}

const styles = StyleSheet.create({
  box: { marginRight: spacing.sm },
  input: {
    width: 280,
    height: 36,
    borderRadius: radius.pill,
    paddingHorizontal: spacing.lg,
    backgroundColor: palette.white,
    color: palette.primary,
    ...typeface.regular,
    fontSize: fontSize.sm,
  },
});
