export { FavouritesShelf } from './components/favourites-shelf';
