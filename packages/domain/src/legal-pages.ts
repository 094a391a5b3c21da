/**
 * The shop's legal pages (issue 38): the CGV, the legal notice, the privacy policy and the
 * accessibility statement, content documents the staff edit, filled with the shop's identity;
 * and the rule that an order is placed only once its customer accepted the CGV in force.
 */
import { ok, violation, type Result } from './result';

/** The legal pages' web paths, in the order the footer lists them. */
export const LEGAL_PAGE_PATHS = {
  terms: '/cgv',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
  accessibility: '/accessibilite',
} as const;

/** The content service's type of the legal pages' documents. */
export const LEGAL_PAGE_TYPE = 'legalPage';

export type LegalPageKind = keyof typeof LEGAL_PAGE_PATHS;

/** Whether a path is one of the legal pages ("/cgv", "/mentions-legales/"). */
export function isLegalPagePath(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';
  return (Object.values(LEGAL_PAGE_PATHS) as string[]).includes(bare);
}

/**
 * Who runs the shop, as the law asks the legal pages to say it (LCEN art. 6, Code de la
 * consommation art. L111-1 and L616-1): set by configuration, so the staff's texts name the shop
 * without ever holding its registration.
 */
export type ShopLegalIdentity = {
  /** Name and legal form, with its capital: "Sillon SAS au capital de 10 000 €". */
  company: string;
  address: string;
  /** Trade register entry and SIREN: "RCS Paris 912 345 678". */
  registration: string;
  vatNumber: string;
  contactEmail: string;
  /** The host's name, address and telephone (LCEN art. 6 III). */
  host: string;
  publicationDirector: string;
  /** The consumer mediator the customer may turn to (art. L612-1), with its address or site. */
  mediator: string;
};

/** A legal page's part: a heading or a paragraph. */
export type LegalBlock = { kind: 'heading' | 'paragraph'; text: string };

/**
 * Issue 40: what the privacy page says about the outside services the shop is configured with,
 * after the staff's text. The Géoplateforme is named only when the address suggestions go to it:
 * the offline geocoder sends nothing anywhere.
 */
export function privacyPageAdditions(services: { geocoder: 'offline' | 'geoplateforme' }): LegalBlock[] {
  if (services.geocoder !== 'geoplateforme') return [];
  return [
    { kind: 'heading', text: 'Suggestions d’adresses' },
    {
      kind: 'paragraph',
      text: 'Quand vous saisissez une adresse de livraison, nos serveurs transmettent le texte saisi au service de géocodage de la Géoplateforme de l’IGN (Institut national de l’information géographique et forestière, data.geopf.fr), qui propose des adresses et les situe sur la carte. Ni votre nom, ni vos coordonnées, ni votre adresse IP ne lui sont transmis.',
    },
  ];
}

const IDENTITY_FIELD = /\{\{(\w+)\}\}/g;

/**
 * A legal text with `{{company}}`, `{{address}}`… replaced by the shop's identity; an unknown
 * name stays as written, so a typo shows on the page instead of vanishing.
 */
export function fillShopIdentity(text: string, identity: ShopLegalIdentity): string {
  return text.replace(IDENTITY_FIELD, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(identity, name)
      ? identity[name as keyof ShopLegalIdentity]
      : placeholder,
  );
}

/**
 * Issue 38: an order is placed only once its customer ticked the CGV at payment, and only the CGV
 * in force: accepted under a version since replaced, the customer must read the new one. With no
 * CGV published at all, nothing can be accepted (a shop does not sell without terms).
 */
export function checkTermsAccepted(
  acceptedVersion: string | null,
  currentVersion: string | null,
): Result<string, 'terms_not_accepted' | 'terms_version_outdated'> {
  if (acceptedVersion === null) return violation('terms_not_accepted');
  if (currentVersion === null || acceptedVersion !== currentVersion)
    return violation('terms_version_outdated');
  return ok(acceptedVersion);
}
