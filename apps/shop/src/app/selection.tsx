import { SELECTION_PATH } from '@sillon/domain';
import { contentMetadata, loadContentPage } from '@/features/content';
import { SelectionScreen } from '@/features/content/screens/selection-screen';

/** Web: the server renders the selection with its products (see `store/prerendered.ts`). */
export const loader = (request: { url: string } | undefined) => loadContentPage(request, SELECTION_PATH);
export const generateMetadata = (request: { url: string }) => contentMetadata(request, SELECTION_PATH);

export default SelectionScreen;
