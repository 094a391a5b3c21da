import { useLocalSearchParams } from 'expo-router';
import { RackScreen } from '@/features/catalog';

export default function RackRoute() {
  const { rack } = useLocalSearchParams<{ rack: string }>();
  return <RackScreen rackSegment={rack} />;
}
