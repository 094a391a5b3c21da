import { breadcrumbs, type RoutingData } from '@sillon/domain';
import { CatalogBreadcrumbs } from '@/features/catalog';

/** Content paths name no rack or product: their crumbs need no catalogue. */
const NO_CATALOGUE: RoutingData = { products: [], racks: [] };

/** Accueil and a root's index (`/nos-articles`) are pages; a deeper segment may name none. */
const LINKED_DEPTH = 1;

/**
 * Spec §2 breadcrumbs of a content page (Accueil › Recettes › the recipe's title), shown and given
 * to search engines as a BreadcrumbList. The page's own crumb says its title, not its slug. The
 * segments between a root and a deeper story (`saisons › hiver`) are named, not linked: no document
 * is published there.
 */
export function BreadcrumbTrail({ path, title }: { path: string; title: string }) {
  const crumbs = breadcrumbs(path, NO_CATALOGUE).map((crumb) =>
    crumb.path === path ? { ...crumb, label: title } : crumb,
  );
  const isLinked = (index: number) => index <= LINKED_DEPTH && index < crumbs.length - 1;
  const pages = crumbs.filter((_, index) => isLinked(index) || index === crumbs.length - 1);
  return <CatalogBreadcrumbs crumbs={crumbs} isLinked={isLinked} pages={pages} />;
}
