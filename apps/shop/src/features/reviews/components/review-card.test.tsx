/** One review's card: its author and date as a customer reads them. */
import { render, screen } from '@testing-library/react-native';
import { ReviewCard } from './review-card';

const review = {
  id: 'r1',
  productId: '6f1c2b9e-1111-4222-8333-444455556666',
  title: 'Très bons œufs',
  comment: '',
  displayName: 'Léa',
  rating: 5,
  verifiedPurchase: true,
};

it('writes the day in words, in Paris time, as every date the shop shows', () => {
  // 23:30 in UTC is already the next day in Paris.
  render(<ReviewCard review={{ ...review, createdAt: '2026-12-06T23:30:00Z' }} />);
  expect(screen.getByText('Par Léa, le 7 décembre 2026')).toBeTruthy();
});
