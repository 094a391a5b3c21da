/** Customer reviews of the demo shop: varied, French, deterministic (no clock, no randomness). */
import { ANONYMOUS_DISPLAY_NAME } from '@sillon/domain';
import { stableFraction, stableUuid } from './deterministic-ids';

const authors = [
  'Camille',
  'Julien',
  'Sophie',
  'Thomas',
  'Léa',
  'Nicolas',
  'Chloé',
  'Antoine',
  'Manon',
  'Hugo',
  'Inès',
  'Lucas',
  'Élodie',
  'Mathieu',
  'Sarah',
  'Romain',
];

const byRating: Record<number, { title: string; comment: string }[]> = {
  5: [
    {
      title: 'Excellent',
      comment: 'Un goût incomparable, on sent le travail du producteur. Je recommande sans hésiter.',
    },
    { title: 'Parfait', comment: 'Qualité au rendez-vous, comme à chaque commande. Toute la famille adore.' },
    { title: 'Un vrai régal', comment: 'Produit frais et savoureux, livré en parfait état.' },
    {
      title: 'Je rachète',
      comment: 'Meilleur que tout ce que je trouvais en grande surface, et je sais d’où il vient.',
    },
  ],
  4: [
    { title: 'Très bon produit', comment: 'Très bonne qualité, un peu cher mais ça les vaut.' },
    { title: 'Bonne surprise', comment: 'Agréablement surprise par la saveur. Je reprendrai.' },
    { title: 'Satisfait', comment: 'Bon produit, conforme à la description.' },
  ],
  3: [
    { title: 'Correct', comment: 'Bon, sans plus. La livraison était rapide.' },
    { title: 'Moyen cette fois', comment: 'Un peu moins bon que la dernière fois, mais ça reste correct.' },
  ],
  2: [{ title: 'Déçu', comment: 'Je m’attendais à mieux pour le prix.' }],
};

export type DemoReview = {
  id: string;
  productId: string;
  title: string;
  comment: string;
  displayName: string;
  rating: number;
  createdAt: Date;
};

/** Reviews from the start of 2026 backwards, one every few days. */
const NEWEST_REVIEW = Date.UTC(2026, 9, 30, 10, 0, 0);
const DAY_MS = 86_400_000;

export function demoReviewsFor(productId: string, reference: string): DemoReview[] {
  const count = Math.floor(stableFraction(`count:${reference}`) * 22) - 5;
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const key = `${reference}:${index}`;
    const roll = stableFraction(`rating:${key}`);
    const rating = roll < 0.55 ? 5 : roll < 0.85 ? 4 : roll < 0.96 ? 3 : 2;
    const texts = byRating[rating]!;
    const text = texts[Math.floor(stableFraction(`text:${key}`) * texts.length)]!;
    const isAnonymous = stableFraction(`anonymous:${key}`) < 0.2;
    const author = authors[Math.floor(stableFraction(`author:${key}`) * authors.length)]!;
    return {
      id: stableUuid('review', key),
      productId,
      title: text.title,
      comment: text.comment,
      displayName: isAnonymous ? ANONYMOUS_DISPLAY_NAME : author,
      rating,
      createdAt: new Date(
        NEWEST_REVIEW - Math.floor((index * 9 + stableFraction(`day:${key}`) * 6) * DAY_MS),
      ),
    };
  });
}
