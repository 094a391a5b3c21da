import { Stack } from 'expo-router';
import { AccountLink } from '@/features/auth';
import { CartButton } from '@/features/cart';
import { MenuLink } from '@/features/catalog';
import { Toaster } from '@/features/front';
import { SearchLink } from '@/features/search';
import { AppProviders } from '@/store/app-providers';
import { AppHeader } from '@/ui';

const header = () => (
  <AppHeader
    actions={
      <>
        <MenuLink />
        <SearchLink />
        <AccountLink />
        <CartButton />
      </>
    }
  />
);

export default function RootLayout() {
  return (
    <AppProviders>
      <Stack screenOptions={{ header }} />
      <Toaster />
    </AppProviders>
  );
}
