import { useLocalSearchParams } from 'expo-router';
import { reviewsMetadata } from '@/features/catalog';
import { ReviewsScreen } from '@/features/reviews/screens/reviews-screen';

export const generateMetadata = (_request: unknown, params: { id: string }) => reviewsMetadata(params.id);

export default function ReviewsRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <ReviewsScreen segment={id} />;
}
