import { describe, expect, it } from 'vitest';
import { countOfText, shownText } from '../common/whole-number-field';
import { countOf, moneyNote, substituteQuantityProblem } from './prepare-order-dialog';

describe('the count a preparer types for a line', () => {
  it('takes a whole number up to the quantity ordered', () => {
    expect(countOf('2', 3)).toBe(2);
    expect(countOf(' 0 ', 3)).toBe(0);
  });

  it.each([
    ['', 'Indiquez une quantité (0 s’il manque).'],
    ['-1', 'Une quantité de 0 ou plus (0 s’il manque).'],
    ['1,5', 'Un nombre entier d’unités, sans virgule.'],
    ['deux', 'Un nombre entier d’unités, sans virgule.'],
    ['4', 'Au plus 3, la quantité commandée.'],
  ])('says why « %s » is no count', (typed, reason) => {
    expect(countOf(typed, 3)).toBe(reason);
  });
});

describe('the quantity of a substitute for a line missing 2 units', () => {
  it('takes 1 or 2', () => {
    expect(substituteQuantityProblem(1, 2)).toBeUndefined();
    expect(substituteQuantityProblem(2, 2)).toBeUndefined();
  });

  it.each([
    [countOfText('1,5'), 'Un nombre entier d’unités, de 1 à 2.'],
    [countOfText(''), 'Un nombre entier d’unités, de 1 à 2.'],
    [countOfText('-1'), 'Un nombre entier d’unités, de 1 à 2.'],
    [0, 'Au moins 1, ou laissez de côté.'],
    [3, 'Au plus 2, ce qui manque.'],
  ])('says why %s cannot be proposed', (quantity, reason) => {
    expect(substituteQuantityProblem(quantity, 2)).toBe(reason);
  });
});

describe('a count typed in a whole-number field', () => {
  it.each([
    ['12', 12],
    [' 3 ', 3],
    ['0', 0],
  ])('reads « %s » as %s', (typed, count) => {
    expect(countOfText(typed)).toBe(count);
  });

  it.each(['', '1,5', '2.5', 'deux', '-1'])('reads « %s » as no count', (typed) => {
    expect(countOfText(typed)).toBeNaN();
  });
});

describe('what a whole-number field shows', () => {
  it('keeps what is typed, a count or not, while the screen keeps the value it gave', () => {
    expect(shownText({ text: '3', value: 3 }, 3)).toBe('3');
    expect(shownText({ text: '1,5', value: Number.NaN }, Number.NaN)).toBe('1,5');
  });

  it('shows the value the screen set itself: a quantity lowered, a row removed above', () => {
    expect(shownText({ text: '3', value: 3 }, 2)).toBe('2');
    // The field of a removed row, now showing the next row's empty places.
    expect(shownText({ text: '8', value: 8 }, Number.NaN)).toBe('');
  });
});

describe('what the preparation tells of the replacements and the money', () => {
  const order = (userId: string | null) =>
    ({ customer: { userId }, payments: [] }) as unknown as Parameters<typeof moneyNote>[0];

  it('says a customer with an account is asked by e-mail and notification', () => {
    expect(moneyNote(order('u-1'), true)).toMatch(/^Le client reçoit un e-mail et une notification/);
  });

  it('never promises an e-mail to a customer without an account: the staff warn them', () => {
    const note = moneyNote(order(null), true);
    expect(note).toMatch(/^Ce client n’a pas de compte\u00a0: il ne reçoit ni e-mail ni notification/);
    expect(note).not.toMatch(/reçoit un e-mail/);
  });

  it('says nothing of an answer when nothing is replaced', () => {
    expect(moneyNote(order(null), false)).toBe('Le montant est prélevé sur sa carte dès la validation.');
  });
});
