import { contentMetadata, loadContentPage, RecipeListScreen } from '@/features/content';

const path = '/recettes';

/** Web: the server renders the list of recipes (see `store/prerendered.ts`). */
export const loader = (request: { url: string } | undefined) => loadContentPage(request, path);
export const generateMetadata = (request: { url: string }) => contentMetadata(request, path);

export default RecipeListScreen;
