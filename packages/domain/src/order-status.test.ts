import { describe, expect, it } from 'vitest';
import { isOrderStatus, orderStatusLabel } from './order-status';

describe('orderStatusLabel (spec §4)', () => {
  it.each([
    ['scheduled', 'En cours'],
    ['delivery', 'En livraison'],
    ['delivered', 'Livrée'],
    ['canceled', 'Annulée'],
    [undefined, 'Inconnu'],
    [null, 'Inconnu'],
    ['returned', 'Inconnu'],
    ['toString', 'Inconnu'],
  ])('%j is shown as %j', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });

  it('recognises known statuses only', () => {
    expect(isOrderStatus('delivered')).toBe(true);
    expect(isOrderStatus(3)).toBe(false);
  });
});
