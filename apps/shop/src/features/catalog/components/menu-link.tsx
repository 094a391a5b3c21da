import { t } from '@sillon/domain';
import { HeaderLink } from '@/ui';

export function MenuLink() {
  return (
    <HeaderLink
      href="/menu"
      label={t('components.header.menu')}
      accessibilityLabel={t('components.header.menu_label')}
    />
  );
}
