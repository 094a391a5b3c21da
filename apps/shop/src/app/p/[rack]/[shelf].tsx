import { useLocalSearchParams } from 'expo-router';
import { loadRackPage, rackMetadata } from '@/features/catalog';
import { RackScreen } from '@/features/catalog/screens/rack-screen';

/** Web: the server renders the shelf with its products (see `store/prerendered.ts`). */
export const loader = (_request: unknown, params: { rack: string; shelf: string }) =>
  loadRackPage(params.rack, params.shelf);
export const generateMetadata = (_request: unknown, params: { rack: string; shelf: string }) =>
  rackMetadata(params.rack, params.shelf);

export default function ShelfRoute() {
  const { rack, shelf } = useLocalSearchParams<{ rack: string; shelf: string }>();
  return <RackScreen rackSegment={rack} shelfSegment={shelf} />;
}
