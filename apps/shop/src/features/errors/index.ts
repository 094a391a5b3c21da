export { NotFoundScreen } from './screens/not-found-screen';
