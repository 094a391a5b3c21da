import { findUsRoot } from '@sillon/domain';
import { contentMetadata, loadContentPage } from '@/features/content';
import { EditorialScreen } from '@/features/content/screens/editorial-screen';

/** The shop's own "where to find us" page. */
const path = `/${findUsRoot()}`;

/** Web: the server renders the page with its content (see `store/prerendered.ts`). */
export const loader = (request: { url: string } | undefined) => loadContentPage(request, path);
export const generateMetadata = (request: { url: string }) => contentMetadata(request, path);

export default function FindUsRoute() {
  return <EditorialScreen path={path} />;
}
