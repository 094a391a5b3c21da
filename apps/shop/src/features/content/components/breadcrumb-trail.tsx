import { breadcrumbs, type RoutingData } from '@sillon/domain';
import { CatalogBreadcrumbs } from '@/features/catalog';

/** Content paths name no rack or product: their crumbs need no catalogue. */
const NO_CATALOGUE: RoutingData = { products: [], racks: [] };

/** Accueil and a root's index (`/nos-articles`) are pages; a deeper segment may name none. */
const LINKED_DEPTH = 1;

/** A segment's slug as a reader names it: « saisons » › « Saisons », « fruits-rouges » › « Fruits rouges ». */
const segmentName = (slug: string) => {
  const words = slug.replaceAll('-', ' ');
  return words.charAt(0).toLocaleUpperCase('fr') + words.slice(1);
};

/**
 * Spec §2 breadcrumbs of a content page (Accueil › Recettes › the recipe's title), shown and given
 * to search engines as a BreadcrumbList. The page's own crumb says its title, not its slug. The
 * segments between a root and a deeper story (`Saisons › Hiver`) are named, not linked: no
 * document is published there.
 */
export function BreadcrumbTrail({ path, title }: { path: string; title: string }) {
  const isLinked = (index: number) => index <= LINKED_DEPTH && index < crumbs.length - 1;
  const crumbs = breadcrumbs(path, NO_CATALOGUE).map((crumb, index) => {
    if (crumb.path === path) return { ...crumb, label: title };
    return index > LINKED_DEPTH ? { ...crumb, label: segmentName(crumb.label) } : crumb;
  });
  const pages = crumbs.filter((_, index) => isLinked(index) || index === crumbs.length - 1);
  return <CatalogBreadcrumbs crumbs={crumbs} isLinked={isLinked} pages={pages} />;
}
