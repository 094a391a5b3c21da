/** One-time SMS codes (spec §4, §5, §9): what the sign-in code screen checks before confirming. */
import { ok, violation, type Result } from './result';

/** Spec §9: "OTP 6 digits". */
export const OTP_LENGTH = 6;

export type OtpViolation = 'missing_code' | 'invalid_code';
export type OtpConfirmationViolation = OtpViolation | 'missing_verification_id';

const OTP = /^\d{6}$/;

/**
 * Spec §5: a missing code and an invalid code are distinguished; a code is 6 digits. Spaces are
 * ignored because SMS autofill and paste sometimes add them ("123 456").
 */
export function validateOtp(code: string | null | undefined): Result<string, OtpViolation> {
  const compact = (code ?? '').replace(/\s/g, '');
  if (compact === '') return violation('missing_code');
  return OTP.test(compact) ? ok(compact) : violation('invalid_code');
}

/** Spec §5: confirming needs the verification id from the SMS request as well as the code. */
export function validateOtpConfirmation(input: {
  verificationId: string | null | undefined;
  code: string | null | undefined;
}): Result<{ verificationId: string; code: string }, OtpConfirmationViolation> {
  const code = validateOtp(input.code);
  if (!code.ok) return code;
  if (input.verificationId === null || input.verificationId === undefined || input.verificationId === '') {
    return violation('missing_verification_id');
  }
  return ok({ verificationId: input.verificationId, code: code.value });
}
