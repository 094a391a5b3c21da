import { t } from '@sillon/domain';
import { HeaderLink } from '@/ui';

export function SearchLink() {
  return (
    <HeaderLink
      href="/search"
      label={t('components.header.search')}
      accessibilityLabel={t('components.header.search_label')}
    />
  );
}
