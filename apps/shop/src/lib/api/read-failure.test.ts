import { isOrderTimeout, readFailure } from './read-failure';

describe('readFailure', () => {
  it('reads a call that got no answer as a network error', () => {
    expect(readFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      code: 'network_error',
    });
    expect(readFailure({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toEqual({ code: 'network_error' });
  });

  it("reads our server's shape: code, status and details, not the message", () => {
    const error = {
      status: 429,
      data: {
        error: { code: 'otp_resend_too_soon', message: 'Patientez 30 secondes.', details: { seconds: 30 } },
        requestId: 'req-1',
      },
    };
    expect(readFailure(error)).toEqual({
      code: 'otp_resend_too_soon',
      status: 429,
      details: { seconds: 30 },
    });
  });

  it("gives our details' fields as field errors", () => {
    const error = {
      status: 400,
      data: {
        error: { code: 'field_required', message: '…', details: { fields: { firstName: 'field_required' } } },
      },
    };
    expect(readFailure(error).fields).toEqual({ firstName: ['field_required'] });
  });

  it("reads Spree's shape: code, French sentence, field errors and refused products", () => {
    const error = {
      status: 422,
      data: {
        error: 'Certains produits ne sont plus disponibles.',
        code: 'unavailable_products',
        errors: { variant_ids: ['p-1', 'p-2'] },
      },
    };
    expect(readFailure(error)).toEqual({
      code: 'unavailable_products',
      status: 422,
      message: 'Certains produits ne sont plus disponibles.',
      fields: { variant_ids: ['p-1', 'p-2'] },
      variantIds: ['p-1', 'p-2'],
    });
  });

  it('reads how many are left of the refused products still in stock, skipping malformed entries', () => {
    const left = [{ variant_id: 'p-2', quantity: 3 }, { variant_id: 'p-3', quantity: 1.5 }, 'p-4'];
    const error = {
      status: 422,
      data: { error: '…', code: 'unavailable_products', errors: { variant_ids: ['p-1', 'p-2'], left } },
    };
    expect(readFailure(error)).toMatchObject({ variantIds: ['p-1', 'p-2'], stockLeft: { 'p-2': 3 } });
  });

  it("reads a voucher route's reason (spec §8)", () => {
    const error = {
      status: 409,
      data: {
        error: 'Vous avez déjà un parrain.',
        code: 'referrer_already_set',
        reason: 'UserAlreadyHasAreferrer',
      },
    };
    expect(readFailure(error)).toMatchObject({
      code: 'referrer_already_set',
      reason: 'UserAlreadyHasAreferrer',
    });
  });

  it("reads a Spree 3-D Secure action's client secret", () => {
    const error = {
      status: 422,
      data: {
        error: 'Authentification requise.',
        code: 'payment_requires_action',
        action: { type: 'three_d_secure', client_secret: 'pi_1_secret_2' },
      },
    };
    expect(readFailure(error).clientSecret).toBe('pi_1_secret_2');
  });

  it('names no code when the answer names none: the caller chooses its fallback', () => {
    expect(readFailure({ status: 503, data: '<html>Service Unavailable</html>' })).toEqual({ status: 503 });
    expect(readFailure({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toEqual(
      {},
    );
    expect(readFailure({ name: 'Error', message: 'thrown' })).toEqual({});
    expect(readFailure(undefined)).toEqual({});
  });

  it('reads a 503 as the order timeout, but for the card processor out of service', () => {
    expect(isOrderTimeout(readFailure({ status: 503, data: '<html>Service Unavailable</html>' }))).toBe(true);
    expect(
      isOrderTimeout(readFailure({ status: 503, data: { error: 'Délai', code: 'order_timeout' } })),
    ).toBe(true);
    const processorOut = {
      status: 503,
      data: { error: 'Paiement indisponible', code: 'payment_unavailable' },
    };
    expect(isOrderTimeout(readFailure(processorOut))).toBe(false);
    expect(isOrderTimeout(readFailure({ status: 500, data: { code: 'internal_error' } }))).toBe(false);
  });
});
