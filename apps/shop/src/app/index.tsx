import { t } from '@sillon/domain';
import { loadHomePage } from '@/features/home';
import { HomeScreen } from '@/features/home/screens/home-screen';
import { pageMetadata } from '@/ui';

/** Web: the server renders the home page with its blocks (see `store/prerendered.ts`). */
export const loader = () => loadHomePage();
export const generateMetadata = () =>
  pageMetadata({ title: t('screens.home.title'), description: t('screens.home.description') });

export default HomeScreen;
