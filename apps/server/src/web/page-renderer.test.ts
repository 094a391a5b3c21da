import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { injectFetch } from './page-renderer';

describe('the in-process fetch of server renders', () => {
  it('answers GET and POST requests with the app itself, status, headers and body', async () => {
    const app = Fastify({ logger: false });
    app.get('/api/greeting', async (request) => ({ hello: (request.query as { name?: string }).name }));
    app.post('/api/echo', async (request, reply) => reply.code(201).send(request.body));

    const greeting = await injectFetch(app, new Request('http://render.invalid/api/greeting?name=Zo%C3%A9'));
    expect(greeting.status).toBe(200);
    expect(greeting.headers.get('content-type')).toContain('application/json');
    expect(await greeting.json()).toEqual({ hello: 'Zoé' });

    const echo = await injectFetch(
      app,
      new Request('http://render.invalid/api/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ids: ['a', 'b'] }),
      }),
    );
    expect(echo.status).toBe(201);
    expect(await echo.json()).toEqual({ ids: ['a', 'b'] });
    await app.close();
  });
});
