import { readdirSync } from 'node:fs';
import path from 'node:path';
import { routeFileFor } from './route-files';

/** The app's route files, named as Expo Router's route context names them. */
const appFiles = (readdirSync(path.join(__dirname, '..', 'app'), { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => `./${file.split(path.sep).join('/')}`);

describe('the route file of a path', () => {
  it.each([
    ['/', './index.tsx'],
    ['/pp/miel-de-lavande-12', './pp/[id]/index.tsx'],
    ['/pp/miel-de-lavande-12/reviews', './pp/[id]/reviews.tsx'],
    ['/p/fruits-et-legumes-1', './p/[rack]/index.tsx'],
    ['/p/fruits-et-legumes-1/pommes-4/', './p/[rack]/[shelf].tsx'],
    ['/cart', './cart.tsx'],
    ['/recettes', './recettes/index.tsx'],
    ['/recettes/salade-de-lentilles', './recettes/[slug].tsx'],
    ['/order-checkout/R123/information', './order-checkout/[orderId]/information.tsx'],
    ['/my-account/orders/R123', './my-account/orders/[orderId]/index.tsx'],
    ['/nos-engagements/le-sol', './[...path].tsx'],
  ])('takes %s to %s', (pathname, file) => {
    expect(routeFileFor(pathname, appFiles)).toBe(file);
  });

  it('never takes a layout or a special file, and nothing when no route takes the path', () => {
    expect(routeFileFor('/_layout', appFiles)).toBe('./[...path].tsx');
    expect(
      routeFileFor('/pp/a/b/c', ['./pp/[id]/index.tsx', './_layout.tsx', './+html.tsx']),
    ).toBeUndefined();
  });
});
