import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testRequestLimits } from '../../testing/auth-test-app';
import { openTestDatabase } from '../../testing/test-database';
import { GEOPLATEFORME_URL, type GeocoderSettings } from '.';

/** The app on an empty database (the legal pages are written at its start), with this geocoder. */
async function openApp(geocoder: GeocoderSettings) {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sillon-geocoding-'));
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      webDir: '/nonexistent',
      environment: 'test',
      dataDir,
      contentPreviewToken: undefined,
      geocoder,
      requestLimits: testRequestLimits({
        overrides: { address_suggestions: { max: 5, windowSeconds: 60 } },
      }),
    },
    database,
  });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The privacy page's text, as the web shop shows it. */
async function privacyText(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({ url: '/api/bff/page?path=%2Fconfidentialite' });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { blocks: { text: string }[] }).blocks.map((block) => block.text).join('\n');
}

describe('GET /api/geocoding/suggestions (issue 40: addresses as the street is typed)', () => {
  let app: FastifyInstance;
  let opened: Awaited<ReturnType<typeof openApp>>;

  beforeAll(async () => {
    opened = await openApp({ kind: 'offline' });
    app = opened.app;
  });
  afterAll(() => opened.close());

  it('leaves the Géoplateforme off the privacy page: the offline geocoder sends nothing anywhere', async () => {
    const text = await privacyText(app);
    expect(text).toContain('Stripe');
    expect(text).not.toMatch(/Géoplateforme|IGN/);
  });

  const suggestions = (query: string, ip = '10.0.0.1') =>
    app.inject({ method: 'GET', url: `/api/geocoding/suggestions?${query}`, remoteAddress: ip });

  it('answers the offline geocoder’s addresses with their postal code, city and coordinates', async () => {
    const response = await suggestions(`text=${encodeURIComponent('12 rue oberk')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      suggestions: [
        {
          label: '12 Rue Oberkampf, 75011 Paris',
          street: '12 Rue Oberkampf',
          postal_code: '75011',
          city: 'Paris',
          latitude: expect.any(Number),
          longitude: expect.any(Number),
          precision: 'street',
        },
      ],
    });
  });

  it('answers none for a text too short to mean a street', async () => {
    const response = await suggestions('text=ru', '10.0.0.2');
    expect(response.json()).toEqual({ suggestions: [] });
  });

  it('refuses a latitude without its longitude, in French, with a stable code', async () => {
    const response = await suggestions('text=rue%20oberkampf&lat=48.8', '10.0.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        details: [{ field: 'lon', message: 'Indiquez la latitude et la longitude ensemble.' }],
      },
    });
  });

  it('refuses a client asking beyond its limit', async () => {
    const answers = [];
    for (let call = 0; call < 6; call += 1) answers.push(await suggestions('text=rue%20paul', '10.0.0.4'));
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]?.statusCode).toBe(429);
  });
});

describe('the privacy page with GEOCODER=geoplateforme', () => {
  it('names the Géoplateforme and what it receives', async () => {
    const opened = await openApp({ kind: 'geoplateforme', url: GEOPLATEFORME_URL });
    try {
      const text = await privacyText(opened.app);
      expect(text).toContain('Suggestions d’adresses');
      expect(text).toContain('Géoplateforme de l’IGN');
      expect(text).toContain('Ni votre nom, ni vos coordonnées, ni votre adresse IP ne lui sont transmis.');
    } finally {
      await opened.close();
    }
  });
});
