/** Breadcrumbs (spec §2): Home ('Accueil') then the path's segments; product pages show their rack. */
import { ui, type MessageKey } from './messages/fr';
import { t } from './messages/translate';
import {
  findProduct,
  findRack,
  findShelf,
  productPath,
  rackPath,
  shelfPath,
  type ProductRoute,
  type RackRoute,
  type RoutingData,
  type ShelfRoute,
} from './routing';

export type Breadcrumb = { label: string; path: string };

/** Ids compare as numbers when both are numbers ("9" before "10"), else as text. */
function compareIds(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Spec §2: "The main shelf of a product is the canonical shelf containing it, otherwise the first
 * shelf by id order." A shelf is canonical when its rack is; among several, the lowest id wins.
 */
export function mainShelfOf(
  product: Pick<ProductRoute, 'id' | 'documentId'>,
  racks: readonly RackRoute[],
): { rack: RackRoute; shelf: ShelfRoute } | undefined {
  const containing = racks
    .flatMap((rack) => rack.shelves.map((shelf) => ({ rack, shelf })))
    .filter(
      ({ shelf }) => shelf.productIds.includes(product.id) || shelf.productIds.includes(product.documentId),
    )
    .sort((a, b) => compareIds(a.shelf.id, b.shelf.id));
  return containing.find(({ rack }) => rack.canonical) ?? containing[0];
}

const home = (): Breadcrumb => ({ label: t('screens.home.title'), path: '/' });

function segmentLabel(segment: string): string {
  const key = `navigation.${segment}`;
  if (Object.hasOwn(ui, key)) return t(key as MessageKey);
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A stray "%" is shown as typed rather than breaking the page.
  }
  return text;
}

/**
 * Spec §2 breadcrumbs for a canonical path (see `normalizePath`): Accueil, then each segment.
 * Racks and shelves show their titles; a product page inserts the product's main rack between
 * Accueil and the product. Segments without a known title show as written.
 */
export function breadcrumbs(canonicalPath: string, data: RoutingData): Breadcrumb[] {
  const segments = (canonicalPath.split(/[?#]/, 1)[0] ?? '').split('/').filter((segment) => segment !== '');
  const [first, second, third, ...rest] = segments;

  if (first === 'p' && second !== undefined) {
    const rack = findRack(second, data.racks);
    if (rack !== undefined) {
      const crumbs = [home(), { label: rack.title, path: rackPath(rack) }];
      const shelf = third === undefined ? undefined : findShelf(third, rack);
      return shelf === undefined ? crumbs : [...crumbs, { label: shelf.label, path: shelfPath(rack, shelf) }];
    }
  }

  if (first === 'pp' && second !== undefined) {
    const product = findProduct(second, data.products);
    if (product !== undefined) {
      const main = mainShelfOf(product, data.racks);
      const crumbs = [home()];
      if (main !== undefined) crumbs.push({ label: main.rack.title, path: rackPath(main.rack) });
      crumbs.push({ label: product.displayName, path: productPath(product) });
      const subPages = [third, ...rest];
      if (subPages.includes('retail')) {
        crumbs.push({
          label: t('components.breadcrumbs.retail'),
          path: productPath(product, { retail: true }),
        });
      }
      if (subPages.includes('reviews')) {
        const retail = subPages.includes('retail');
        crumbs.push({
          label: t('components.breadcrumbs.reviews'),
          path: productPath(product, { retail, reviews: true }),
        });
      }
      return crumbs;
    }
  }

  return [
    home(),
    ...segments.map((segment, index) => ({
      label: segmentLabel(segment),
      path: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
}
