import { recipePath } from '@sillon/domain';
import { useLocalSearchParams } from 'expo-router';
import { contentMetadata, loadContentPage } from '@/features/content';
import { RecipeScreen } from '@/features/content/screens/recipe-screen';

/** Web: the server renders the recipe with its ingredients (see `store/prerendered.ts`). */
export const loader = (request: { url: string } | undefined, params: { slug: string }) =>
  loadContentPage(request, recipePath(params.slug));
export const generateMetadata = (request: { url: string }, params: { slug: string }) =>
  contentMetadata(request, recipePath(params.slug));

export default function RecipeRoute() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  return <RecipeScreen path={recipePath(slug)} />;
}
