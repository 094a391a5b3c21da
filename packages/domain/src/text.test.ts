import { describe, expect, it } from 'vitest';
import { inSentence, withDe, withFrenchSpacing } from './text';

describe('withDe', () => {
  it.each([
    ['Élodie', 'd’Élodie'],
    ['avril', 'd’avril'],
    ['Ines', 'd’Ines'],
    ['œufs fermiers', 'd’œufs fermiers'],
    ['Paul', 'de Paul'],
    ['carottes des sables', 'de carottes des sables'],
  ])('elides « de » before a vowel, accented or capital, not before a consonant: %s', (word, expected) => {
    expect(withDe(word)).toBe(expected);
  });

  it.each([
    ['huile de colza vierge', 'd’huile de colza vierge'],
    ['herbes de Provence', 'd’herbes de Provence'],
    ['Hélène', 'd’Hélène'],
    ['haricots lingots du Nord', 'de haricots lingots du Nord'],
    ['Haricot', 'de Haricot'],
    ['houmous de pois chiches', 'de houmous de pois chiches'],
  ])('elides it before a mute h, not before the catalogue’s aspirated ones: %s', (word, expected) => {
    expect(withDe(word)).toBe(expected);
  });

  it.each([
    ['yaourts aux fruits rouges', 'de yaourts aux fruits rouges'],
    ['Yasmine', 'de Yasmine'],
    ['Yves', 'd’Yves'],
  ])('elides it before a y that sounds a vowel only: %s', (word, expected) => {
    expect(withDe(word)).toBe(expected);
  });
});

describe('inSentence', () => {
  it.each([
    ['Carottes des sables', 'carottes des sables'],
    ['Pommes Chantecler', 'pommes Chantecler'],
    ['Œufs frais × 6', 'œufs frais × 6'],
    ['Épinards', 'épinards'],
    ['AOP Comté 18 mois', 'AOP Comté 18 mois'],
    ['jus de pomme', 'jus de pomme'],
  ])('writes « %s » as « %s » within a sentence', (name, expected) => {
    expect(inSentence(name)).toBe(expected);
  });
});

const NB = '\u00a0';

describe('withFrenchSpacing', () => {
  it('keeps an amount with its unit, and a French sign with its word', () => {
    expect(withFrenchSpacing("Une tablette offerte dès 40 € d'achats, et 10 % de plus dès 70 €.")).toBe(
      `Une tablette offerte dès 40${NB}€ d'achats, et 10${NB}% de plus dès 70${NB}€.`,
    );
    expect(withFrenchSpacing('Nouveau chez Sillon ? Des « cadeaux » : 1 kg de pommes !')).toBe(
      `Nouveau chez Sillon${NB}? Des «${NB}cadeaux${NB}»${NB}: 1${NB}kg de pommes${NB}!`,
    );
  });

  it('keeps a number written in groups of three together', () => {
    expect(withFrenchSpacing('Offerte dès 1 000 € et 12 345 678 points')).toBe(
      `Offerte dès 1${NB}000${NB}€ et 12${NB}345${NB}678 points`,
    );
  });

  it('leaves words that only start like a unit, and a text without any, as they are', () => {
    expect(withFrenchSpacing('Dès 3 grandes tomates et 2 litres')).toBe('Dès 3 grandes tomates et 2 litres');
    expect(withFrenchSpacing('Bonjour')).toBe('Bonjour');
  });
});
