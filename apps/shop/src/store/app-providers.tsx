import { useEffect, useState, type ReactNode } from 'react';
import { SafeAreaProvider } from 'react-native-safe-area-context';
import { Provider } from 'react-redux';
import { useShopFonts } from '@/ui/fonts';
import { createStore, persistCart } from './store';

/** Everything every screen needs around it: fonts, safe areas, the store (cart read back). */
export function AppProviders({ children }: { children: ReactNode }) {
  useShopFonts();
  const [store] = useState(createStore);
  useEffect(() => {
    void persistCart(store);
  }, [store]);
  return (
    <Provider store={store}>
      <SafeAreaProvider>{children}</SafeAreaProvider>
    </Provider>
  );
}
