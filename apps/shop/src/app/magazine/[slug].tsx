import { useLocalSearchParams } from 'expo-router';
import { contentMetadata, loadContentPage } from '@/features/content';
import { EditorialScreen } from '@/features/content/screens/editorial-screen';

const pathOf = (slug: string) => `/magazine/${slug}`;

/** Web: the server renders the story with its content (see `store/prerendered.ts`). */
export const loader = (request: { url: string } | undefined, params: { slug: string }) =>
  loadContentPage(request, pathOf(params.slug));
export const generateMetadata = (request: { url: string }, params: { slug: string }) =>
  contentMetadata(request, pathOf(params.slug));

export default function StoryRoute() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  return <EditorialScreen path={pathOf(slug)} />;
}
