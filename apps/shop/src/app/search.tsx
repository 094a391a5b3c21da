import { t } from '@sillon/domain';
import { SearchScreen } from '@/features/search';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.search.title') });

export default SearchScreen;
