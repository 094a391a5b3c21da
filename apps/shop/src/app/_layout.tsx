import { router, Stack, type Href } from 'expo-router';
import { useEffect } from 'react';
import { AppUpdateGate } from '@/features/app-update';
import { AccountLink, onPushOpened } from '@/features/auth';
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
  // A tapped order notification opens its order (issue 19); nothing to listen to on the web.
  useEffect(() => onPushOpened((path) => router.push(path as Href)), []);
  return (
    <AppProviders>
      <AppUpdateGate>
        <Stack screenOptions={{ header }} />
      </AppUpdateGate>
      <Toaster />
    </AppProviders>
  );
}
