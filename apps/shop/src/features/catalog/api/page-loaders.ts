/**
 * What the server loads to render each catalogue page on the web (see `store/prerendered.ts`):
 * loaders run exactly the queries the page's screen makes, with the same arguments; metadata
 * functions answer the page's title and description for the HTML head.
 */
import { CATALOGUE_PAGE_SIZE, findProduct, t } from '@sillon/domain';
import { productsApi, tileIds } from '@/features/products';
import { prerender, serverStore, type ServerStore } from '@/store/prerendered';
import { pageMetadata } from '@/ui';
import { rackPageHead, resolveRackPage } from '../rack-page';
import { catalogApi, productPagePath } from './catalog-api';

const { rackPage, routing, productCards } = catalogApi.endpoints;
const { productTiles } = productsApi.endpoints;

/**
 * The rack screen's queries: the rack with its shelves, then the first page of the shown shelf's
 * tiles (as the screen asks for them: the same arguments, so the browser starts from them).
 */
export const loadRackPage = (rackSegment: string, shelfSegment?: string) =>
  prerender(async (store) => {
    const page = await rackPageOf(store, rackSegment, shelfSegment);
    const shown = page.selected?.products.slice(0, CATALOGUE_PAGE_SIZE) ?? [];
    if (shown.length > 0) await store.dispatch(productTiles.initiate(tileIds(shown))).unwrap();
  });

async function rackPageOf(store: ServerStore, rackSegment: string, shelfSegment?: string) {
  const answer = await store.dispatch(rackPage.initiate(rackSegment)).unwrap();
  return resolveRackPage([answer.rack], answer.shelves, rackSegment, shelfSegment);
}

/** The product screen's queries: its routing data (its product, its breadcrumbs), then its card. */
export const loadProductPage = (segment: string) =>
  prerender(async (store) => {
    const product = await productOf(store, segment);
    if (product) await store.dispatch(productCards.initiate([product.id])).unwrap();
  });

async function productOf(store: ServerStore, segment: string) {
  const known = await store.dispatch(routing.initiate(productPagePath(segment))).unwrap();
  return findProduct(segment, known.products);
}

const notFoundMetadata = () => pageMetadata({ title: t('screens.not_found.title') });

/** Title and description of a rack or shelf page. */
export async function rackMetadata(rackSegment: string, shelfSegment?: string) {
  try {
    const page = await rackPageOf(serverStore(), rackSegment, shelfSegment);
    return page.isMissing ? notFoundMetadata() : pageMetadata(rackPageHead(page, shelfSegment));
  } catch {
    // No such rack (404) or no answer: the page says « not found », as the screen does.
    return notFoundMetadata();
  }
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
