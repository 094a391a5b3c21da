import { useLocalSearchParams } from 'expo-router';
import { ReviewsScreen } from '@/features/reviews';

export default function ReviewsRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <ReviewsScreen segment={id} />;
}
