import { useLocalSearchParams } from 'expo-router';
import { ProductScreen } from '@/features/catalog';

export default function ProductRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <ProductScreen segment={id} />;
}
