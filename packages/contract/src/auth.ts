/**
 * Auth provider (`/api/auth`, spec §3 "Sign-in result", §4 sign-in flow), accounts (`/api/users`),
 * push devices (`/api/notification`) and the customer init call (`/api/bff/customer`).
 * Phone, email, address and code rules are the domain's: the server answers their own codes
 * (`invalid_phone`, `missing_code`...), so these schemas only bound sizes and shapes.
 */
import { DEFAULT_SUBSTITUTION_KINDS, EMAIL_MAX_LENGTH, FIRST_NAME_MAX_LENGTH } from '@sillon/domain';
import { z } from 'zod';

/**
 * Native apps send this header with the value `native` to receive the refresh token in the answer
 * (they keep it in secure storage); browsers get it as an httpOnly cookie instead.
 */
export const CLIENT_HEADER = 'x-sillon-client';
/** The httpOnly cookie holding the web's refresh token, scoped to `/api/auth`. */
export const REFRESH_COOKIE = 'sillon_refresh';

/** The altcha proof-of-work challenge the phone form solves before asking for a code. */
export const captchaChallengeResponse = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallengeResponse = z.infer<typeof captchaChallengeResponse>;

export const phoneStartBody = z.object({
  phone: z.string().max(40, 'au plus 40 caractères'),
  /** The solved challenge: base64 of `{ algorithm, challenge, number, salt, signature }`. */
  captcha: z.string().max(4000, 'au plus 4000 caractères'),
});
export type PhoneStartBody = z.infer<typeof phoneStartBody>;

export const phoneStartResponse = z.object({
  verificationId: z.uuid(),
  /** Seconds before another code may be asked for this number (spec §9). */
  resendWaitSeconds: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int(),
});
export type PhoneStartResponse = z.infer<typeof phoneStartResponse>;

/** Both optional on purpose: a missing one answers its own code (spec §5), not a generic failure. */
export const phoneConfirmBody = z.object({
  verificationId: z.string().max(100).optional(),
  code: z.string().max(20).optional(),
});
export type PhoneConfirmBody = z.infer<typeof phoneConfirmBody>;

/** Spec §3 "Sign-in result" (userId, userToken, isNew) and what a client needs to keep it fresh. */
export const signInResponse = z.object({
  userId: z.uuid(),
  /** The access token (JWT) to send as `Authorization: Bearer …`. */
  userToken: z.string(),
  isNew: z.boolean(),
  status: z.enum(['anonymous', 'authenticated']),
  expiresInSeconds: z.number().int(),
  /** Only for native clients (see `CLIENT_HEADER`); browsers get the cookie. */
  refreshToken: z.string().optional(),
});
export type SignInResponse = z.infer<typeof signInResponse>;

export const phoneSignInResponse = signInResponse.extend({
  /** False: no account for this number yet, the app offers sign-up (spec §8 "account not found"). */
  accountExists: z.boolean(),
});
export type PhoneSignInResponse = z.infer<typeof phoneSignInResponse>;

/** Native clients send their refresh token here; browsers send nothing (the cookie travels). */
export const refreshTokenBody = z.object({ refreshToken: z.string().max(200).optional() }).nullish();
export type RefreshTokenBody = z.infer<typeof refreshTokenBody>;

/** Spec §3 "User merge". */
const mergedUsers = z.object({ anonymousUserId: z.uuid(), authenticatedUserId: z.uuid() });
/**
 * Spec §3 "User merge", with the proof that the caller held the anonymous session: its access
 * token (expired is fine, for a day), without which anyone knowing an id could take its cart.
 */
export const mergeUsersBody = mergedUsers.extend({ anonymousUserToken: z.string().min(1).max(4096) });
export type MergeUsersBody = z.infer<typeof mergeUsersBody>;
export const mergeUsersResponse = mergedUsers.extend({ merged: z.literal(true) });
export type MergeUsersResponse = z.infer<typeof mergeUsersResponse>;

/** Spec §3 "Push device registration". */
export const pushDeviceBody = z.object({
  pushTokenID: z.string().min(1).max(4096),
  platform: z.enum(['ios', 'android', 'web']),
  app: z.string().min(1).max(100),
});
export type PushDeviceBody = z.infer<typeof pushDeviceBody>;

export const newsletterFrequency = z.enum(['weekly', 'monthly', 'none']);
export type NewsletterFrequency = z.infer<typeof newsletterFrequency>;

const line = z.string().max(300);
export const deliveryAddressInput = z.object({
  fullname: line.optional(),
  address1: line.optional(),
  address2: line.optional(),
  city: line.optional(),
  zipcode: z.string().max(20).optional(),
  countryISO: z.string().max(3).optional(),
  stateName: line.optional(),
  /** Issue 40: the door code, the floor… (the domain's rule limits the length). */
  deliveryInstructions: z.string().max(1000).optional(),
});
export const deliveryAddress = z.object({
  fullname: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  zipcode: z.string(),
  countryISO: z.string(),
  stateName: z.string(),
  deliveryInstructions: z.string().optional(),
});

/** Sign-up after the code, for a number with no account (spec §4: name, email, address). */
export const signUpBody = z.object({
  firstName: z.string().max(FIRST_NAME_MAX_LENGTH),
  email: z.string().max(EMAIL_MAX_LENGTH),
  deliveryAddress: deliveryAddressInput,
});
export type SignUpBody = z.infer<typeof signUpBody>;

/** Any subset of the account's fields, e.g. the newsletter and notifications step (spec §4). */
export const accountUpdateBody = z
  .object({
    firstName: z.string().max(FIRST_NAME_MAX_LENGTH),
    email: z.string().max(EMAIL_MAX_LENGTH),
    deliveryAddress: deliveryAddressInput,
    newsletter: newsletterFrequency,
    notificationsOptIn: z.boolean(),
    /** Issue 41: « Si un produit manque », for lines that say nothing. */
    substitutionDefault: z.enum(DEFAULT_SUBSTITUTION_KINDS),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'au moins un champ');
export type AccountUpdateBody = z.infer<typeof accountUpdateBody>;

export const accountResponse = z.object({
  id: z.uuid(),
  phoneNumber: z.string(),
  firstName: z.string(),
  email: z.string(),
  deliveryAddress: deliveryAddress.nullable(),
  newsletter: newsletterFrequency,
  /** Spec §7: "weekly or monthly means opted in". */
  newsletterOptedIn: z.boolean(),
  notificationsOptIn: z.boolean(),
  /** Spec §3 `minimumOrderValue`: the customer's minimum order, in euros ("15.00"). */
  minimumOrderValue: z.string(),
  /** Issue 41: « Si un produit manque » (« Produit similaire » until the customer chooses). */
  substitutionDefault: z.enum(DEFAULT_SUBSTITUTION_KINDS),
  createdAt: z.iso.datetime(),
});
export type AccountResponse = z.infer<typeof accountResponse>;

/** Spec §4 "Customer init": an optional tip the app shows as an info toast. */
export const customerInitResponse = z.object({
  tip: z.object({ title: z.string(), subtitle: z.string(), linkTo: z.string() }).optional(),
});
export type CustomerInitResponse = z.infer<typeof customerInitResponse>;

/** Development only: the SMS the outbox kept instead of sending. */
export const devSmsResponse = z.object({
  messages: z.array(z.object({ phone: z.string(), text: z.string(), sentAt: z.iso.datetime() })),
});
export type DevSmsResponse = z.infer<typeof devSmsResponse>;
