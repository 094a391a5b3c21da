export { HomeScreen } from './screens/home-screen';
export { loadHomePage } from './api/home-api';
