import { describe, expect, it } from 'vitest';
import { historyChangeText } from './status-history';

const author = { at: '2030-03-14T08:00:00.000Z', by: 'staff', byName: 'Léa Martin' };

describe('historyChangeText', () => {
  it('writes a status change with the status it left, and the first without', () => {
    expect(historyChangeText({ kind: 'status', from: null, to: 'scheduled', ...author })).toBe('En cours');
    expect(historyChangeText({ kind: 'status', from: 'scheduled', to: 'delivery', ...author })).toBe(
      'En cours → En livraison',
    );
  });

  it('writes the order marked prepared, and the mark taken back', () => {
    expect(historyChangeText({ kind: 'preparation', prepared: true, ...author })).toBe('Préparée');
    expect(historyChangeText({ kind: 'preparation', prepared: false, ...author })).toBe('Remise à préparer');
  });
});
