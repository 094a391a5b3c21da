export { PageFocus } from './components/page-focus';
export { Toaster } from './components/toaster';
export { frontSlice, toastAdded } from './state/front-slice';
