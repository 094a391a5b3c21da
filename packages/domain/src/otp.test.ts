import { describe, expect, it } from 'vitest';
import { validateOtp, validateOtpConfirmation } from './otp';

describe('validateOtp (spec §5: 6 digits; missing and invalid are distinguished)', () => {
  it.each([
    ['accepts 6 digits', '123456', { ok: true, value: '123456' }],
    ['ignores spaces from autofill', '123 456', { ok: true, value: '123456' }],
    ['refuses a missing code', '', { ok: false, code: 'missing_code' }],
    ['refuses an undefined code', undefined, { ok: false, code: 'missing_code' }],
    ['refuses 5 digits', '12345', { ok: false, code: 'invalid_code' }],
    ['refuses 7 digits', '1234567', { ok: false, code: 'invalid_code' }],
    ['refuses letters', '12a456', { ok: false, code: 'invalid_code' }],
  ])('%s', (_rule, code, expected) => {
    expect(validateOtp(code)).toEqual(expected);
  });
});

describe('validateOtpConfirmation', () => {
  it('needs a verification id', () => {
    expect(validateOtpConfirmation({ verificationId: '', code: '123456' })).toEqual({
      ok: false,
      code: 'missing_verification_id',
    });
    expect(validateOtpConfirmation({ verificationId: null, code: '123456' }).ok).toBe(false);
  });
  it('reports the code problem first', () => {
    expect(validateOtpConfirmation({ verificationId: undefined, code: '' })).toEqual({
      ok: false,
      code: 'missing_code',
    });
  });
  it('answers both when valid', () => {
    expect(validateOtpConfirmation({ verificationId: 'v1', code: '123456' })).toEqual({
      ok: true,
      value: { verificationId: 'v1', code: '123456' },
    });
  });
});
