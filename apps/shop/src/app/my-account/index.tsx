import { t } from '@sillon/domain';
import { AccountScreen } from '@/features/account/screens/account-screen';
import { FavouritesShelf } from '@/features/favourites';
import { pageMetadata } from '@/ui';

export const generateMetadata = () => pageMetadata({ title: t('screens.account.title') });

/** The account, with « Vos favoris » (the favourites depend on the catalogue, above the account). */
export default function AccountRoute() {
  return <AccountScreen favourites={FavouritesShelf} />;
}
