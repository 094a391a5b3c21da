import { isEditorialPath } from '@sillon/domain';
import { useLocalSearchParams } from 'expo-router';
import { contentMetadata, loadContentPage } from '@/features/content';
import { EditorialScreen } from '@/features/content/screens/editorial-screen';
import { NotFoundScreen } from '@/features/errors/screens/not-found-screen';

/** Spec §2 `editorial?path=/magazine/…`: the screen the app opens for an editorial path. */
const pathOf = (url: string | undefined) => {
  const path = url ? new URL(url).searchParams.get('path') : null;
  return path !== null && isEditorialPath(path) ? path : undefined;
};

export const loader = async (request: { url: string } | undefined) => {
  const path = pathOf(request?.url);
  return path ? loadContentPage(request, path) : { entries: [] };
};
export const generateMetadata = (request: { url: string }) =>
  contentMetadata(request, pathOf(request.url) ?? '/editorial');

export default function EditorialRoute() {
  const { path } = useLocalSearchParams<{ path?: string }>();
  return path && isEditorialPath(path) ? <EditorialScreen path={path} /> : <NotFoundScreen />;
}
