export { SearchScreen } from './screens/search-screen';
export { SearchLink } from './components/search-link';
