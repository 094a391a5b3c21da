export { ReviewsScreen } from './screens/reviews-screen';
