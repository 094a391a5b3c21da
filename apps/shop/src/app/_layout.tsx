import { Stack } from 'expo-router';
import { AppProviders } from '@/store/app-providers';
import { AppHeader } from '@/ui';

export default function RootLayout() {
  return (
    <AppProviders>
      <Stack screenOptions={{ header: () => <AppHeader /> }} />
    </AppProviders>
  );
}
