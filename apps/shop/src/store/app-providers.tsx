import type { ReactNode } from 'react';
import { SafeAreaProvider } from 'react-native-safe-area-context';
import { useShopFonts } from '@/ui/fonts';

/** Everything every screen needs around it. The store joins here when the first slice lands. */
export function AppProviders({ children }: { children: ReactNode }) {
  useShopFonts();
  return <SafeAreaProvider>{children}</SafeAreaProvider>;
}
