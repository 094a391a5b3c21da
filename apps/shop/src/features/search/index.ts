export { SearchScreen } from './screens/search-screen';
export { SearchLink } from './components/search-link';
export { loadSearchPage, searchMetadata } from './api/search-page';
