import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  imageRequestWidth,
  renditionSize,
  imageUrl,
  imageUrlParams,
  RACK_THUMB_WIDTH,
  SHELF_ARTICLE_IMAGE_WIDTH,
} from './images';

describe('imageRequestWidth (spec §9: doubled by default, max 1920)', () => {
  it.each([
    ['doubles the rack thumb', RACK_THUMB_WIDTH, undefined, 500],
    ['doubles the shelf article image', SHELF_ARTICLE_IMAGE_WIDTH, undefined, 340],
    ['caps at 1920', 1200, undefined, 1920],
    ['takes another factor, as the next listed width', 375, 3, 1280],
    ['asks a listed width at least as wide', 100.2, 1, 128],
  ])('%s', (_rule, width, factor, expected) => {
    expect(imageRequestWidth(width, factor)).toBe(expected);
  });

  it.each([0, -1, Number.NaN])('refuses a width of %d', (width) => {
    expect(() => imageRequestWidth(width)).toThrow(RangeError);
  });

  it('asks for format auto', () => {
    expect(imageUrlParams(250)).toEqual({ w: 500, auto: 'format' });
  });
});

describe('renditionSize (issue 39: a known number of renditions per picture)', () => {
  it.each([
    [1, 64],
    [64, 64],
    [65, 128],
    [1125, 1280],
    [1920, 1920],
    [5000, 1920],
  ])('serves %d at %d', (asked, served) => {
    expect(renditionSize(asked)).toBe(served);
  });

  it('serves only listed sizes, each at least the one asked up to the widest', () => {
    for (let asked = 1; asked <= 2500; asked += 1) {
      const served = renditionSize(asked);
      expect(IMAGE_WIDTHS).toContain(served);
      expect(served).toBeGreaterThanOrEqual(Math.min(asked, 1920));
    }
  });
});

describe('imageUrl', () => {
  it.each([
    ['/images/p/pates.jpg', '/images/p/pates.jpg?w=500&auto=format'],
    ['/images/p/pates.jpg?w=100&v=2', '/images/p/pates.jpg?v=2&w=500&auto=format'],
    ['https://cdn.example/a.png?auto=compress#x', 'https://cdn.example/a.png?w=500&auto=format#x'],
  ])('sizes %j', (url, expected) => {
    expect(imageUrl(url, 250)).toBe(expected);
  });
});
