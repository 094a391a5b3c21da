export { SearchLink } from './components/search-link';
export { HeaderSearch } from './components/header-search';
export { loadSearchPage, searchMetadata } from './api/search-page';
