import { contentMetadata, loadContentPage } from '@/features/content';
import { RecipeListScreen } from '@/features/content/screens/recipe-list-screen';

const path = '/recettes';

/** Web: the server renders the list of recipes (see `store/prerendered.ts`). */
export const loader = (request: { url: string } | undefined) => loadContentPage(request, path);
export const generateMetadata = (request: { url: string }) => contentMetadata(request, path);

export default RecipeListScreen;
