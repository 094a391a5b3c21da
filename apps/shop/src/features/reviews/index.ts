export { ReviewForm, type ReviewFormProps } from './components/review-form';
