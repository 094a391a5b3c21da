import { Stack } from 'expo-router';
import { CartButton } from '@/features/cart';
import { SearchLink } from '@/features/search';
import { AppProviders } from '@/store/app-providers';
import { AppHeader } from '@/ui';

const header = () => (
  <AppHeader
    actions={
      <>
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
