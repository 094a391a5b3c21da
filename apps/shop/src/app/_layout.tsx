import { Stack } from 'expo-router';
import { CartButton } from '@/features/cart';
import { MenuLink } from '@/features/catalog';
import { SearchLink } from '@/features/search';
import { AppProviders } from '@/store/app-providers';
import { AppHeader } from '@/ui';

const header = () => (
  <AppHeader
    actions={
      <>
        <MenuLink />
        <SearchLink />
        <CartButton />
      </>
    }
  />
);

export default function RootLayout() {
  return (
    <AppProviders>
      <Stack screenOptions={{ header }} />
    </AppProviders>
  );
}
