import { additionAttempt, isUndecided } from './addition-attempt';

describe('the key of an addition to an order', () => {
  let n = 0;
  const newKey = () => `key-${++n}`;
  const lines = [{ variant_id: 'bread', quantity: 2 }];

  it('is new for a first confirmation, and the same for the same products again', () => {
    const first = additionAttempt(null, lines, newKey);
    expect(additionAttempt(first, [{ variant_id: 'bread', quantity: 2 }], newKey)).toBe(first);
  });

  it('is new once the products changed', () => {
    const first = additionAttempt(null, lines, newKey);
    const other = additionAttempt(first, [{ variant_id: 'bread', quantity: 3 }], newKey);
    expect(other.key).not.toBe(first.key);
  });

  it('is kept only after a call the shop may not have decided', () => {
    expect(isUndecided({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(true);
    expect(isUndecided({ status: 500, data: { error: { code: 'internal_error', message: '…' } } })).toBe(
      true,
    );
    expect(isUndecided({ status: 503, data: 'Service Unavailable' })).toBe(true);
    expect(isUndecided({ status: 422, data: { error: 'Carte refusée', code: 'card_declined' } })).toBe(false);
    expect(isUndecided({ status: 409, data: { error: '…', code: 'order_addition_key_reused' } })).toBe(false);
  });
});
