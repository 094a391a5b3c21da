import { t } from './messages/translate';

/** Every page title carries the brand suffix (spec §2): "Accueil · Sillon". */
export function pageTitle(title?: string): string {
  const brand = t('app.brand');
  return title && title.trim() !== '' ? `${title.trim()} · ${brand}` : brand;
}
