import { router, Stack, type Href } from 'expo-router';
import { useEffect } from 'react';
import { Platform } from 'react-native';
import { AppUpdateGate } from '@/features/app-update';
import { AccountLink, onPushOpened } from '@/features/auth';
import { CartButton } from '@/features/cart';
import { MenuLink } from '@/features/catalog';
import { SiteFooter } from '@/features/content';
import { Toaster } from '@/features/front';
import { SearchLink } from '@/features/search';
import { AppProviders } from '@/store/app-providers';
import { AppHeader, ScreenFooterProvider } from '@/ui';

/** Issue 38: every web page ends with the legal footer; the apps reach those pages from the account. */
const footer = Platform.OS === 'web' ? <SiteFooter /> : null;

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
      <ScreenFooterProvider value={footer}>
        <AppUpdateGate>
          <Stack screenOptions={{ header }} />
        </AppUpdateGate>
      </ScreenFooterProvider>
      <Toaster />
    </AppProviders>
  );
}
