import { SearchScreen } from '@/features/search';

export default SearchScreen;
