export { ContentPathScreen } from './screens/content-path-screen';
export { EditorialScreen } from './screens/editorial-screen';
export { RecipeScreen } from './screens/recipe-screen';
export { RecipeListScreen } from './screens/recipe-list-screen';
export { SelectionScreen } from './screens/selection-screen';
export { WebScreenView } from './screens/web-screen-view';
export { loadContentPage, contentMetadata } from './api/page-loaders';
export { LegalScreen } from './screens/legal-screen';
export { SiteFooter } from './components/site-footer';
