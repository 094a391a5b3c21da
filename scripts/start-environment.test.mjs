/**
 * `npm start`'s environment: the local shop lists its outboxes (SMS, e-mails, pushes) as the README
 * says, and a deployment that names a provider or turns a list off is obeyed (`node --test`).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startEnvironment } from './start-environment.mjs';

test('lists the SMS, e-mail and push outboxes of the local shop', () => {
  const env = startEnvironment({});
  assert.equal(env.NODE_ENV, 'production');
  assert.equal(env.DEV_SMS_OUTBOX, 'true');
  assert.equal(env.DEV_MAILBOX, 'true');
  assert.equal(env.DEV_PUSH_OUTBOX, 'true');
});

test('lists no outbox of a service the deployment names', () => {
  const env = startEnvironment({ SMS_PROVIDER: 'brevo', MAIL_PROVIDER: 'smtp', PUSH_PROVIDER: 'expo' });
  assert.equal(env.DEV_SMS_OUTBOX, undefined);
  assert.equal(env.DEV_MAILBOX, undefined);
  assert.equal(env.DEV_PUSH_OUTBOX, undefined);
});

test('keeps what the environment says', () => {
  const env = startEnvironment({ DEV_PUSH_OUTBOX: 'false', NODE_ENV: 'development' });
  assert.equal(env.DEV_PUSH_OUTBOX, 'false');
  assert.equal(env.NODE_ENV, 'development');
});

test('shows the demo company on the legal pages, unless the deployment says otherwise', () => {
  assert.equal(startEnvironment({}).SHOP_LEGAL_DEMO_ALLOWED, 'true');
  assert.equal(startEnvironment({ SHOP_LEGAL_DEMO_ALLOWED: 'false' }).SHOP_LEGAL_DEMO_ALLOWED, 'false');
});
