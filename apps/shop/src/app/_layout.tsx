import { router, Stack, type Href } from 'expo-router';
import { Platform } from 'react-native';
import { AppUpdateGate } from '@/features/app-update';
import { AccountLink, PushNotifications } from '@/features/auth';
import { CartAnnouncer, CartButton, CartPanel, CartPanelProvider } from '@/features/cart';
import { MenuLink } from '@/features/catalog';
import { OrderStartButton } from '@/features/checkout';
import { SiteFooter } from '@/features/content';
import { ScreenError } from '@/features/errors';
import { PageFocus, Toaster } from '@/features/front';
import { HeaderSearch, SearchLink } from '@/features/search';
import { SubstitutionPushActions } from '@/features/substitutions';
import { AppProviders } from '@/store/app-providers';
import { AppHeader, palette, ScreenFooterProvider } from '@/ui';

/** Issue 38: every web page ends with the legal footer; the apps reach those pages from the account. */
const footer = Platform.OS === 'web' ? <SiteFooter /> : null;

const header = () => (
  <AppHeader
    actions={
      <>
        <MenuLink />
        <HeaderSearch />
        <SearchLink />
        <AccountLink />
        <CartButton />
      </>
    }
  />
);

const openPath = (path: string) => router.push(path as Href);

/** A screen that fails to draw says so under the header; the layout's own failure, on its own. */
export { ScreenError as ErrorBoundary };

export default function RootLayout() {
  return (
    <AppProviders>
      <ScreenFooterProvider value={footer}>
        <CartPanelProvider>
          <AppUpdateGate>
            {/* The page's own cream behind a screen that is still drawing, not the navigator's grey. */}
            <Stack
              screenOptions={{ header, contentStyle: { backgroundColor: palette.background } }}
              unstable_screenErrorBoundary={ScreenError}
            />
          </AppUpdateGate>
          {/* The web's desktop opens the cart beside the page (issue 40), with the checkout's « Commander ». */}
          {Platform.OS === 'web' ? <CartPanel orderButton={OrderStartButton} /> : null}
        </CartPanelProvider>
      </ScreenFooterProvider>
      <Toaster />
      <CartAnnouncer />
      <PageFocus />
      {/* A tapped push opens its page (issue 19), also from a closed app; shown while the app is open (issue 43). */}
      <PushNotifications open={openPath} />
      {/* A substitute's push answers « Accepter » / « Refuser » from the notification (issue 41). */}
      <SubstitutionPushActions open={openPath} />
    </AppProviders>
  );
}
