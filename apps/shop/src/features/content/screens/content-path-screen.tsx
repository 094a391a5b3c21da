import { useContentPage } from '../api/use-content-page';
import { EditorialScreen } from './editorial-screen';
import { RecipeScreen } from './recipe-screen';

/**
 * The document published at an editorial path of any depth (spec §2): a recipe shows as one, any
 * other document as a story or an index; the path's one content query serves both screens.
 */
export function ContentPathScreen({ path }: { path: string }) {
  const page = useContentPage(path);
  return page.data?.kind === 'recipe' ? <RecipeScreen path={path} /> : <EditorialScreen path={path} />;
}
