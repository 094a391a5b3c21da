import { t } from '@sillon/domain';
import { View } from 'react-native';
import { HeaderLink, desktopPart } from '@/ui';

/** The header's « Rechercher »: phones only on the web, whose desktop has `HeaderSearch`'s field. */
export function SearchLink() {
  return (
    <View {...desktopPart('phone-only')}>
      <HeaderLink
        href="/search"
        label={t('components.header.search')}
        accessibilityLabel={t('components.header.search_label')}
      />
    </View>
  );
}
