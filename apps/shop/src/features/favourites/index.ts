export { FavouritesShelf } from './components/favourites-shelf';
export { ReferralLandingScreen } from './screens/referral-landing-screen';
