import { useLocalSearchParams } from 'expo-router';
import { RackScreen } from '@/features/catalog';

export default function ShelfRoute() {
  const { rack, shelf } = useLocalSearchParams<{ rack: string; shelf: string }>();
  return <RackScreen rackSegment={rack} shelfSegment={shelf} />;
}
