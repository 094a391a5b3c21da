import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it.each([
    ['Accueil', 'Accueil · Sillon'],
    ['  Fruits et légumes ', 'Fruits et légumes · Sillon'],
    ['', 'Sillon'],
    [undefined, 'Sillon'],
  ])('adds the brand suffix to %j', (title, expected) => {
    expect(pageTitle(title)).toBe(expected);
  });
});
