import { Stack } from 'expo-router';
import { WebScreenView } from '@/features/content';

/**
 * Spec §2 WebScreenView: `?url=` (a path of the shop or an https page) and `?title=`. The page
 * brings its own bar (title and a way back) instead of the shop's header.
 */
export default function WebScreenViewRoute() {
  return (
    <>
      <Stack.Screen options={{ headerShown: false }} />
      <WebScreenView />
    </>
  );
}
