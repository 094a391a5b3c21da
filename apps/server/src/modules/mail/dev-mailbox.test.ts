import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { registerErrorHandler } from '../../http/error-handler';
import { openTestDatabase } from '../../testing/test-database';
import { createMailModule, defaultMailSettings } from './index';

const message = (to: string, subject: string) => ({
  to,
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
  messageId: `<${subject.replace(/\W/g, '.')}@sillon>`,
});

describe('the dev mailbox (MAIL_PROVIDER=outbox)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let copy: ReturnType<typeof createMailModule>;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const settings = defaultMailSettings({ showDevMailbox: true });
    const now = () => new Date('2026-11-24T09:42:00Z');
    await app.register(createMailModule({ db: database.db, settings, now }).routes);
    // Another server copy on the same database: what it keeps, every copy lists.
    copy = createMailModule({ db: database.db, settings, now });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists what any server copy kept, newest first, for one recipient or all', async () => {
    await copy.service.send(message('camille@exemple.fr', 'Premier'));
    await copy.service.send(message('dominique@exemple.fr', 'Deuxième'));
    await copy.service.send(message('camille@exemple.fr', 'Troisième'));

    const all = await app.inject({ url: '/api/dev/mail' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json().messages.map((mail: { subject: string }) => mail.subject)).toEqual([
      'Troisième',
      'Deuxième',
      'Premier',
    ]);
    const camille = await app.inject({ url: '/api/dev/mail?to=camille@exemple.fr&limit=1' });
    expect(camille.json()).toEqual({
      messages: [
        {
          to: 'camille@exemple.fr',
          subject: 'Troisième',
          text: 'Troisième',
          html: '<p>Troisième</p>',
          messageId: '<Troisi.me@sillon>',
          sentAt: '2026-11-24T09:42:00.000Z',
        },
      ],
    });
  });

  it('shows one kept e-mail as a page, with pictures from anywhere and nothing that runs', async () => {
    await copy.service.send(message('eve@exemple.fr', 'Premier pour Eve'));
    await copy.service.send(message('eve@exemple.fr', 'Second pour Eve'));
    const newest = await app.inject({ url: '/api/dev/mail/html?to=eve@exemple.fr' });
    expect(newest.statusCode).toBe(200);
    expect(newest.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(newest.headers['content-security-policy']).toContain("default-src 'none'; img-src * data:");
    expect(newest.body).toBe('<p>Second pour Eve</p>');
    const older = await app.inject({ url: '/api/dev/mail/html?to=eve@exemple.fr&index=1' });
    expect(older.body).toBe('<p>Premier pour Eve</p>');
    const none = await app.inject({ url: '/api/dev/mail/html?to=eve@exemple.fr&index=2' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('dev_mail_not_found');
  });

  it('refuses a query it cannot read, naming the field', async () => {
    const answer = await app.inject({ url: '/api/dev/mail?limit=1000&to=personne' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('validation_failed');
  });
});

describe('the dev mailbox in production', () => {
  it('is not served unless asked for', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: {
        logLevel: 'silent',
        webDir: '/nonexistent',
        environment: 'production',
        dataDir: '/nonexistent',
        contentPreviewToken: undefined,
      },
      database,
    });
    try {
      expect((await app.inject({ url: '/api/dev/mail' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
