/**
 * The environment `npm start` gives the server. The local shop has no SMS gateway, mail server nor
 * push service: its sign-in codes are listed at /api/dev/sms, its e-mails at /api/dev/mail and its
 * push notifications at /api/dev/push, to requests made on this machine only. A deployment that sets SMS_PROVIDER, MAIL_PROVIDER or
 * PUSH_PROVIDER (or DEV_SMS_OUTBOX=false, DEV_MAILBOX=false, DEV_PUSH_OUTBOX=false) never lists
 * them. `npm start` is one copy on one machine, on the embedded database or PostgreSQL: missing
 * secrets are generated into DATA_DIR/keys and kept (several copies set them, see the README). A
 * new demo shop gets a first back-office admin, and its legal pages name the demo company unless
 * SHOP_LEGAL_* say who runs the shop.
 */
export function startEnvironment(env) {
  return {
    NODE_ENV: 'production',
    GENERATE_MISSING_SECRETS: 'true',
    // A new local shop prints its first back-office admin's password once (README).
    DEMO_ADMIN: 'true',
    // The local shop pays with the built-in sandbox (test cards, no money moves); a deployment
    // in production must say so itself, or use Stripe.
    ...(env.PAYMENT_PROVIDER === 'stripe' ? {} : { PAYMENT_SANDBOX_ALLOWED: 'true' }),
    SHOP_LEGAL_DEMO_ALLOWED: 'true',
    ...(env.SMS_PROVIDER ? {} : { DEV_SMS_OUTBOX: 'true' }),
    ...(env.MAIL_PROVIDER ? {} : { DEV_MAILBOX: 'true' }),
    ...(env.PUSH_PROVIDER ? {} : { DEV_PUSH_OUTBOX: 'true' }),
    ...env,
  };
}
