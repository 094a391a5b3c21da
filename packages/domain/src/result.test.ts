import { describe, expect, it } from 'vitest';
import { ok, violation } from './result';

describe('result', () => {
  it('wraps a value', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
  });
  it('carries a catalogue code with its parameters and fields', () => {
    expect(violation('quantity_above_limit', { params: { max_quantity: 2 } })).toEqual({
      ok: false,
      code: 'quantity_above_limit',
      params: { max_quantity: 2 },
    });
    expect(violation('address_invalid', { fields: { city: 'field_required' } }).fields).toEqual({
      city: 'field_required',
    });
  });
});
