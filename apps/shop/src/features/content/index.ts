export { WebScreenView } from './screens/web-screen-view';
export { loadContentPage, contentMetadata } from './api/page-loaders';
export { SiteFooter } from './components/site-footer';
