/**
 * What the server loads to render each catalogue page on the web (see `store/prerendered.ts`):
 * loaders run exactly the queries the page's screen makes, with the same arguments; metadata
 * functions answer the page's title and description for the HTML head.
 */
import type { ProductTile, Rack, RoutingResponse, Shelf } from '@sillon/contract';
import { findProduct, t } from '@sillon/domain';
import { productsApi } from '@/features/products';
import { prerender, serverStore, type PrerenderedPage, type ServerStore } from '@/store/prerendered';
import { pageMetadata } from '@/ui';
import { rackPageHead, resolveRackPage } from '../rack-page';
import { catalogApi } from './catalog-api';

const { racks, shelves, routing, productCards } = catalogApi.endpoints;
const { products } = productsApi.endpoints;

export const loadRackPage = async (rackSegment: string, shelfSegment?: string) =>
  onlyShownShelf(
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
 * The rack screen reads the whole catalogue's tiles (~300, 250 KB of JSON) and every shelf's list
 * of products (53 shelves) to show one shelf: the page carries only the shown shelf's tiles, and
 * the other shelves without their lists (their names and paths are enough for the links), both
 * marked partial; the browser asks for the whole answers as soon as it starts
 * (`store/prerendered.ts`). A smaller page shows sooner.
 */
function onlyShownShelf(page: PrerenderedPage, rackSegment: string, shelfSegment?: string): PrerenderedPage {
  const allRacks = valueOf<Rack[]>(page, racks.name);
  const allShelves = valueOf<Shelf[]>(page, shelves.name);
  if (!allRacks || !allShelves) return page;
  const selected = resolveRackPage(allRacks, allShelves, rackSegment, shelfSegment).selected;
  const shown = new Set(selected?.products);
  return {
    entries: page.entries.map((entry) => {
      if (entry.endpointName === products.name) {
        const tiles = (entry.value as ProductTile[]).filter((tile) => shown.has(tile.id));
        return { ...entry, value: tiles, partial: true };
      }
      if (entry.endpointName === shelves.name) {
        const lists = allShelves.map((shelf) => (shelf === selected ? shelf : { ...shelf, products: [] }));
        return { ...entry, value: lists, partial: true };
      }
      return entry;
    }),
  };
}

export const loadProductPage = async (segment: string) =>
  onlyThisProduct(
    await prerender(async (store) => {
      const product = await productOf(store, segment);
      if (product) await store.dispatch(productCards.initiate([product.id])).unwrap();
    }),
    segment,
  );

/**
 * The product screen reads the routing data of the whole catalogue (82 KB of JSON) to find its
 * product and its breadcrumbs: the page carries that product only, and the racks and shelves
 * without the other products' ids, marked partial. A page whose product is unknown keeps it all.
 */
function onlyThisProduct(page: PrerenderedPage, segment: string): PrerenderedPage {
  const known = valueOf<RoutingResponse>(page, routing.name);
  const product = known && findProduct(segment, known.products);
  if (!known || !product) return page;
  const isThisProduct = (id: string) => id === product.id || id === product.documentId;
  const value: RoutingResponse = {
    products: [product],
    racks: known.racks.map((rack) => ({
      ...rack,
      shelves: rack.shelves.map((shelf) => ({
        ...shelf,
        productIds: shelf.productIds.filter(isThisProduct),
      })),
    })),
  };
  return {
    entries: page.entries.map((entry) =>
      entry.endpointName === routing.name ? { ...entry, value, partial: true } : entry,
    ),
  };
}

function valueOf<T>(page: PrerenderedPage, endpointName: string): T | undefined {
  return page.entries.find((entry) => entry.endpointName === endpointName)?.value as T | undefined;
}

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

/**
 * Title and description of a product card, as the screen sets them, with its canonical address
 * and Open Graph picture on the shop's address as the request reached it.
 */
export async function productMetadata(request: { url: string }, segment: string) {
  const store = serverStore();
  const product = await productOf(store, segment);
  if (!product) return notFoundMetadata();
  const [card] = await store.dispatch(productCards.initiate([product.id])).unwrap();
  if (!card) return notFoundMetadata();
  const { origin } = new URL(request.url);
  return pageMetadata(
    { title: card.displayName, description: card.description },
    {
      url: `${origin}${card.path}`,
      image: `${origin}${card.photo.url}?w=1200&h=1200&fm=jpg`,
      type: 'product',
    },
  );
}

/** Title of a product's reviews page. */
export async function reviewsMetadata(segment: string) {
  const product = await productOf(serverStore(), segment);
  return product
    ? pageMetadata({ title: t('screens.reviews.title', { name: product.displayName }) })
    : notFoundMetadata();
}
