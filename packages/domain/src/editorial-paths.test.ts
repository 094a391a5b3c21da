import { describe, expect, it } from 'vitest';
import {
  findUsRoot,
  isContentPagePath,
  isEditorialPath,
  isEditorialRoot,
  recipePath,
} from './editorial-paths';

describe('editorial paths (spec §2)', () => {
  it.each([
    ['/mission-regeneration', true],
    ['/recettes/tarte-aux-poireaux', true],
    ['/nos-articles/le-sol-vivant', true],
    ['/trouver-sillon', true],
    ['/magazine/numero-3?ref=home', true],
    ['/bienvenue', true],
    ['/trouver-miel', true],
    ['/trouver-', false],
    ['/trouver-Miel!', false],
    ['/trouvez-miel', false],
    ['/pp/pates-123', false],
    ['/', false],
  ])('%j is editorial: %s', (path, expected) => {
    expect(isEditorialPath(path)).toBe(expected);
  });

  it("builds the shop's own trouver-{product} root from its name", () => {
    expect(findUsRoot()).toBe('trouver-sillon');
    expect(findUsRoot('autre')).toBe('trouver-autre');
    expect(isEditorialRoot(findUsRoot())).toBe(true);
  });

  it('builds recipe paths', () => {
    expect(recipePath('soupe-de-potiron')).toBe('/recettes/soupe-de-potiron');
  });

  it.each([
    ['/selection', true],
    ['/selection/', true],
    ['/selection?preview=x', true],
    ['/cgv', true],
    ['/mentions-legales?preview=x', true],
    ['/recettes', true],
    ['/magazine/les-sols-vivants', true],
    ['/selections', false],
    ['/cart', false],
  ])('%j is a content page: %s', (path, expected) => {
    expect(isContentPagePath(path)).toBe(expected);
  });
});
