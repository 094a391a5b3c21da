import { contentMetadata, loadContentPage } from '@/features/content';
import { EditorialScreen } from '@/features/content/screens/editorial-screen';

const path = '/magazine';

/** Web: the server renders the story with its content (see `store/prerendered.ts`). */
export const loader = (request: { url: string } | undefined) => loadContentPage(request, path);
export const generateMetadata = (request: { url: string }) => contentMetadata(request, path);

export default function MagazineRoute() {
  return <EditorialScreen path={path} />;
}
