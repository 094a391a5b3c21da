export { HomeScreen } from './screens/home-screen';
