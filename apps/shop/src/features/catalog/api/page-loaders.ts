/**
 * What the server loads to render each catalogue page on the web (see `store/prerendered.ts`):
 * loaders run exactly the queries the page's screen makes, with the same arguments; metadata
 * functions answer the page's title and description for the HTML head.
 */
import type { ProductTile, Rack, Shelf } from '@sillon/contract';
import { findProduct, t } from '@sillon/domain';
import { prerender, serverStore, type PrerenderedPage, type ServerStore } from '@/store/prerendered';
import { pageMetadata } from '@/ui';
import { rackPageHead, resolveRackPage } from '../rack-page';
import { shopApi } from './shop-api';

const { page, racks, shelves, products, routing, productCards } = shopApi.endpoints;

export const loadHomePage = () => prerender((store) => store.dispatch(page.initiate('/')).unwrap());

export const loadRackPage = async (rackSegment: string, shelfSegment?: string) =>
  onlyShownProducts(
    await prerender((store) =>
      Promise.all([
        store.dispatch(racks.initiate()).unwrap(),
        store.dispatch(shelves.initiate()).unwrap(),
        store.dispatch(products.initiate()).unwrap(),
      ]),
    ),
    rackSegment,
    shelfSegment,
  );

/**
 * The rack screen reads the whole catalogue's tiles (~300, 250 KB of JSON in the page) to show
 * one shelf's: the page carries only the shown ones, marked partial, and the browser asks for the
 * whole list as soon as it starts (`store/prerendered.ts`). A smaller page shows sooner.
 */
function onlyShownProducts(page: PrerenderedPage, rackSegment: string, shelfSegment?: string) {
  const valueOf = (name: string) => page.entries.find((entry) => entry.endpointName === name)?.value;
  const allRacks = valueOf(racks.name) as Rack[] | undefined;
  const allShelves = valueOf(shelves.name) as Shelf[] | undefined;
  if (!allRacks || !allShelves) return page;
  const shown = new Set(resolveRackPage(allRacks, allShelves, rackSegment, shelfSegment).selected?.products);
  return {
    entries: page.entries.map((entry) =>
      entry.endpointName === products.name
        ? {
            ...entry,
            value: (entry.value as ProductTile[]).filter((tile) => shown.has(tile.id)),
            partial: true,
          }
        : entry,
    ),
  };
}

export const loadProductPage = (segment: string) =>
  prerender(async (store) => {
    const product = await productOf(store, segment);
    if (product) await store.dispatch(productCards.initiate([product.id])).unwrap();
  });

async function productOf(store: ServerStore, segment: string) {
  const known = await store.dispatch(routing.initiate()).unwrap();
  return findProduct(segment, known.products);
}

const notFoundMetadata = () => pageMetadata({ title: t('screens.not_found.title') });

/** Title and description of a rack or shelf page. */
export async function rackMetadata(rackSegment: string, shelfSegment?: string) {
  const store = serverStore();
  const [allRacks, allShelves] = await Promise.all([
    store.dispatch(racks.initiate()).unwrap(),
    store.dispatch(shelves.initiate()).unwrap(),
  ]);
  const rackPage = resolveRackPage(allRacks, allShelves, rackSegment, shelfSegment);
  return rackPage.isMissing ? notFoundMetadata() : pageMetadata(rackPageHead(rackPage));
}

/** Title and description of a product card: its name and description, as the screen sets them. */
export async function productMetadata(segment: string) {
  const store = serverStore();
  const product = await productOf(store, segment);
  if (!product) return notFoundMetadata();
  const [card] = await store.dispatch(productCards.initiate([product.id])).unwrap();
  return card ? pageMetadata({ title: card.displayName, description: card.description }) : notFoundMetadata();
}

/** Title of a product's reviews page. */
export async function reviewsMetadata(segment: string) {
  const product = await productOf(serverStore(), segment);
  return product
    ? pageMetadata({ title: t('screens.reviews.title', { name: product.displayName }) })
    : notFoundMetadata();
}
