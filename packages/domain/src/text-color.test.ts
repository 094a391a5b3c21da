import { describe, expect, it } from 'vitest';
import { brightnessOf, textToneOn } from './text-color';

describe('textToneOn (spec §9: brightness threshold 128)', () => {
  it.each([
    ['#FFFFFF', 'dark'],
    ['#DBEA8D', 'dark'],
    ['#B378FF', 'dark'],
    ['#30312C', 'white'],
    ['#0274DF', 'white'],
    ['#E95146', 'white'],
    ['#000', 'white'],
    ['fff', 'dark'],
    ['#808080', 'dark'],
    ['#7f7f7f', 'white'],
    ['rouge', 'dark'],
    ['', 'dark'],
  ])('%j gets %s text', (background, tone) => {
    expect(textToneOn(background)).toBe(tone);
  });

  it('measures brightness on 0–255', () => {
    expect(brightnessOf('#ffffff')).toBe(255);
    expect(brightnessOf('#000000')).toBe(0);
    expect(brightnessOf('#808080')).toBe(128);
    expect(brightnessOf('#12345')).toBeUndefined();
  });
});
