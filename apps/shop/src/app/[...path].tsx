import { isEditorialPath, t } from '@sillon/domain';
import { useLocalSearchParams } from 'expo-router';
import { contentMetadata, loadContentPage } from '@/features/content';
import { ContentPathScreen } from '@/features/content/screens/content-path-screen';
import { NotFoundScreen } from '@/features/errors/screens/not-found-screen';
import { pageMetadata } from '@/ui';

/**
 * Every path no other route takes. An editorial path (spec §2), at any depth and under any
 * `trouver-{product}` root, shows the content document published there, on the web and from a
 * link opening the app; any other path is the French not-found page, which the server answers
 * with a 404 (`web/web-shop.ts`).
 */
type Params = { path?: string | string[] };

const pathOf = (segments: Params['path']) => `/${[segments ?? []].flat().join('/')}`;

export const loader = (request: { url: string } | undefined, params: Params) => {
  const path = pathOf(params.path);
  return isEditorialPath(path) ? loadContentPage(request, path) : { entries: [] };
};

export const generateMetadata = (request: { url: string }, params: Params) => {
  const path = pathOf(params.path);
  return isEditorialPath(path)
    ? contentMetadata(request, path)
    : pageMetadata({ title: t('screens.not_found.title') });
};

export default function PathRoute() {
  const path = pathOf(useLocalSearchParams<Params>().path);
  return isEditorialPath(path) ? <ContentPathScreen path={path} /> : <NotFoundScreen />;
}
