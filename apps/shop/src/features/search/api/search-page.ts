/**
 * What the server loads to render a search page on the web (see `store/prerendered.ts`): the
 * address's search, with the same arguments as the screen's query, and a head naming the query.
 * Search pages ask search engines not to index them (`docs/decisions.md`, « Search ») but to follow
 * their links to the products.
 */
import {
  appliedFilterNames,
  searchAddressOfUrl,
  searchPageHead,
  searchParamsOf,
  type SearchAddress,
} from '@sillon/domain';
import { prerender, serverStore } from '@/store/prerendered';
import { pageMetadata } from '@/ui';
import { searchApi } from './search-api';

const { search } = searchApi.endpoints;

type PageRequest = { url: string } | undefined;

const addressOf = (request: PageRequest): SearchAddress => searchAddressOfUrl(request?.url ?? '/search');

export const loadSearchPage = (request: PageRequest) =>
  prerender(async (store) => {
    const address = addressOf(request);
    if (address.text !== '') await store.dispatch(search.initiate(searchParamsOf(address))).unwrap();
  });

/** Search pages, empty or not, stay out of the index; their links to products are followed. */
const robots = { index: false, follow: true };

export async function searchMetadata(request: PageRequest) {
  const address = addressOf(request);
  if (address.text === '') return { ...pageMetadata(searchPageHead(address)), robots };
  const found = await serverStore()
    .dispatch(search.initiate(searchParamsOf(address)))
    .unwrap()
    .catch(() => undefined);
  const filterNames = found ? appliedFilterNames(found.filters) : [];
  const head = searchPageHead(address, found && { total: found.total, filterNames });
  return { ...pageMetadata(head), robots };
}
