import { existsSync } from 'node:fs';
import path from 'node:path';
import { routeFileOf, SHOPPING_PATH_ROUTE_FILES } from './prefetch-on-intent';

describe('the screens loaded ahead on the web, on a shopper’s intent', () => {
  it('are route files of the app (a renamed route must be renamed here too)', () => {
    for (const file of SHOPPING_PATH_ROUTE_FILES) {
      expect(existsSync(path.join(__dirname, '..', 'app', file))).toBe(true);
    }
  });

  it.each([
    ['/pp/miel-de-lavande-12', './pp/[id]/index.tsx'],
    ['/p/fruits-et-legumes-1', './p/[rack]/index.tsx'],
    ['/p/fruits-et-legumes-1/pommes-4/', './p/[rack]/[shelf].tsx'],
    ['/cart', './cart.tsx'],
    ['/search', './search.tsx'],
  ])('takes %s for %s', (pathname, file) => {
    expect(routeFileOf(pathname)).toBe(file);
  });

  it.each(['/', '/pp/miel-12/reviews', '/my-account', '/recettes/salade', '/p'])(
    'leaves %s to load when visited',
    (pathname) => {
      expect(routeFileOf(pathname)).toBeUndefined();
    },
  );
});
