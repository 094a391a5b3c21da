import { loadSearchPage, searchMetadata } from '@/features/search';
import { SearchScreen } from '@/features/search/screens/search-screen';

/** Web: the server renders the address's search with its results (see `store/prerendered.ts`). */
export const loader = (request: { url: string } | undefined) => loadSearchPage(request);
export const generateMetadata = (request: { url: string }) => searchMetadata(request);

export default SearchScreen;
