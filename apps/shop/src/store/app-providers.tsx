import { useEffect, useState, type ReactNode } from 'react';
import { SafeAreaProvider } from 'react-native-safe-area-context';
import { Provider } from 'react-redux';
import { sessionStartedOnLaunch } from '@/features/auth';
import { sendListWhenOnline } from '@/features/shopping-list';
import { useShopFonts } from '@/ui/fonts';
import { afterStart } from './after-start';
import { useNavigationBreadcrumbs } from './navigation-breadcrumbs';
import { takePreparedStore } from './prepared-store';
import { entriesToRefresh, refreshPrerendered, seedPrerendered, usePrerenderedEntries } from './prerendered';
import { createStore, persistDeviceState } from './store';

/**
 * Everything every screen needs around it: fonts, safe areas, the store (cart read back). On a
 * server-rendered web page the store starts with the data the page was rendered with (made ahead
 * by the web entry), and the session starts once the browser is idle.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useShopFonts();
  useNavigationBreadcrumbs();
  const prerendered = usePrerenderedEntries();
  const [store] = useState(() => {
    const prepared = takePreparedStore();
    if (prepared) return prepared;
    const created = createStore();
    seedPrerendered(created, prerendered);
    return created;
  });
  useEffect(() => {
    void persistDeviceState(store);
    // Issue 17: a customer's list changes made offline leave once the network is back.
    const stopListSending = sendListWhenOnline(
      store.dispatch,
      () => store.getState().shoppingList.unsent.length > 0,
    );
    afterStart(() => {
      // First, so that the session's own reads of the catalogue wait for the whole answer.
      refreshPrerendered(store, entriesToRefresh(prerendered));
      // Spec §4: a session is restored, or the visitor gets an anonymous one.
      void store.dispatch(sessionStartedOnLaunch());
    });
    return stopListSending;
    // Only once: the pre-rendered entries belong to the first page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return (
    <Provider store={store}>
      <SafeAreaProvider>{children}</SafeAreaProvider>
    </Provider>
  );
}
