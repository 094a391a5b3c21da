export { ReviewsScreen } from './screens/reviews-screen';
export { ReviewForm, type ReviewFormProps } from './components/review-form';
