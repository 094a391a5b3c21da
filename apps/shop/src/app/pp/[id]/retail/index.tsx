import { useLocalSearchParams } from 'expo-router';
import { loadProductPage, productMetadata } from '@/features/catalog';
import { ProductScreen } from '@/features/catalog/screens/product-screen';
import { ReviewForm } from '@/features/reviews';

/** Web: the server renders the retail product card (see `store/prerendered.ts`). */
export const loader = (_request: unknown, params: { id: string }) => loadProductPage(params.id);
export const generateMetadata = (request: { url: string }, params: { id: string }) =>
  productMetadata(request, params.id);

export default function RetailProductRoute() {
  const { id } = useLocalSearchParams<{ id: string }>();
  return <ProductScreen segment={id} retail reviewForm={ReviewForm} />;
}
