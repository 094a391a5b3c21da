export { loadHomePage } from './api/home-api';
