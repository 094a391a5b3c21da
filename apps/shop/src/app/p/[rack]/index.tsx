import { useLocalSearchParams } from 'expo-router';
import { loadRackPage, rackMetadata } from '@/features/catalog';
import { RackScreen } from '@/features/catalog/screens/rack-screen';

/** Web: the server renders the rack with its products (see `store/prerendered.ts`). */
export const loader = (_request: unknown, params: { rack: string }) => loadRackPage(params.rack);
export const generateMetadata = (_request: unknown, params: { rack: string }) => rackMetadata(params.rack);

export default function RackRoute() {
  const { rack } = useLocalSearchParams<{ rack: string }>();
  return <RackScreen rackSegment={rack} />;
}
