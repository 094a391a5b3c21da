import { LEGAL_PAGE_PATHS } from '@sillon/domain';
import { contentMetadata, loadContentPage } from '@/features/content';
import { LegalScreen } from '@/features/content/screens/legal-screen';

const path = LEGAL_PAGE_PATHS.accessibility;

/** Web: the server renders the legal page with its text (see `store/prerendered.ts`). */
export const loader = (request: { url: string } | undefined) => loadContentPage(request, path);
export const generateMetadata = (request: { url: string }) => contentMetadata(request, path);

export default function AccessibilityRoute() {
  return <LegalScreen path={path} />;
}
