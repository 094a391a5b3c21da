/**
 * What the server loads to render a content page on the web (see `store/prerendered.ts`), and its
 * head: title, description, canonical address and Open Graph picture.
 */
import type { PageResponse } from '@sillon/contract';
import { t } from '@sillon/domain';
import { prerender, serverStore } from '@/store/prerendered';
import { pageMetadata } from '@/ui';
import { contentApi, contentPageArg } from './content-api';

const { contentPage } = contentApi.endpoints;

/** The page's address as the request reached it, and its preview token (`?preview=`). */
function addressOf(request: { url: string } | undefined, path: string) {
  const url = request ? new URL(request.url) : undefined;
  return {
    origin: url?.origin ?? '',
    arg: contentPageArg(path, url?.searchParams.get('preview') ?? undefined),
  };
}

export const loadContentPage = (request: { url: string } | undefined, path: string) =>
  prerender((store) => store.dispatch(contentPage.initiate(addressOf(request, path).arg)).unwrap());

function headOf(page: PageResponse): { title: string; description: string; image?: string } {
  switch (page.kind) {
    case 'home':
      return { title: t('screens.home.title'), description: t('screens.home.description') };
    case 'recipe':
      return { title: page.title, description: page.summary, image: page.imageUrl };
    case 'stories':
    case 'recipes':
    case 'legal':
      return { title: page.title, description: page.description };
    default:
      return { title: page.title, description: page.description, image: page.imageUrl };
  }
}

/** Title, description and the shared page's tags; « Page introuvable » for an unknown path. */
export async function contentMetadata(request: { url: string } | undefined, path: string) {
  const { origin, arg } = addressOf(request, path);
  try {
    const page = await serverStore().dispatch(contentPage.initiate(arg)).unwrap();
    const head = headOf(page);
    return pageMetadata(
      { title: head.title, description: head.description },
      {
        url: `${origin}${path}`,
        ...(head.image ? { image: `${origin}${head.image}?w=1200&h=1200&fm=jpg` } : {}),
        type: page.kind === 'editorial' || page.kind === 'recipe' ? 'article' : 'website',
      },
    );
  } catch {
    return pageMetadata({ title: t('screens.not_found.title') });
  }
}
