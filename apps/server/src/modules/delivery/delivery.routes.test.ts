import type { CommunesResponse, PickupPointsDocument } from '@sillon/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../seed/seed';
import { pickupPoints as seedPickupPoints } from '../../seed/demo-shop';
import { openSeededApp, type TestApp } from '../../testing/test-app';
import { pickupPoints } from './delivery.tables';

let shop: TestApp;
beforeAll(async () => {
  shop = await openSeededApp();
});
afterAll(() => shop.close());

const get = (url: string) => shop.app.inject({ method: 'GET', url });

describe('GET /api/delivery/communes', () => {
  it.each([
    ['75011', [{ code: '75056', name: 'Paris' }]],
    ['92100', [{ code: '92012', name: 'Boulogne-Billancourt' }]],
    ['42000', [{ code: '42218', name: 'Saint-Étienne' }]],
    ['99999', []],
  ])('answers the communes of %s', async (postalCode, communes) => {
    const response = await get(`/api/delivery/communes?postal_code=${postalCode}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<CommunesResponse>()).toEqual({ postal_code: postalCode, communes });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('reads a postal code typed with a space', async () => {
    const response = await get('/api/delivery/communes?postal_code=75%20011');
    expect(response.json<CommunesResponse>().postal_code).toBe('75011');
  });

  it.each(['7501', 'abcde', '00100', '750111'])(
    'refuses the malformed postal code %s with a French 400',
    async (postalCode) => {
      const response = await get(`/api/delivery/communes?postal_code=${postalCode}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'postal_code_invalid', message: 'Ceci ne ressemble pas à un code postal' },
      });
    },
  );

  it('names the missing parameter', async () => {
    const response = await get('/api/delivery/communes');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

describe('GET /api/v2/storefront/pickup_points', () => {
  it('lists the demo points of 75011 first, then the nearest, as JSON:API', async () => {
    const response = await get('/api/v2/storefront/pickup_points?zipcode=75011&limit=10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    const { data } = response.json<PickupPointsDocument>();
    expect(data).toHaveLength(10);
    const zipcodes = data.map((point) => point.attributes.zipcode);
    expect(zipcodes.slice(0, 2)).toEqual(['75011', '75011']);
    expect(zipcodes.every((zipcode) => /^(75|92|93|94)/.test(zipcode))).toBe(true);
    const distances = data.slice(2).map((point) => point.attributes.distance_km ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(data[0]).toMatchObject({
      type: 'pickup_point',
      attributes: {
        country_iso: 'FR',
        city: 'Paris',
        opening_hours: expect.arrayContaining([{ day: 'lundi', hours: expect.any(String) }]),
      },
    });
  });

  it('finds the points of a city from its other postal codes', async () => {
    const { data } = (
      await get('/api/v2/storefront/pickup_points?zipcode=13004&limit=3')
    ).json<PickupPointsDocument>();
    expect(data.map((point) => point.attributes.city)).toEqual(['Marseille', 'Marseille', 'Marseille']);
  });

  it('answers ten points by default, none out of reach', async () => {
    const paris = (await get('/api/v2/storefront/pickup_points?zipcode=75011')).json<PickupPointsDocument>();
    expect(paris.data).toHaveLength(10);
    const { data } = (
      await get('/api/v2/storefront/pickup_points?zipcode=33000')
    ).json<PickupPointsDocument>();
    expect(data[0]?.attributes.city).toBe('Bordeaux');
    expect(data.every((point) => (point.attributes.distance_km ?? Infinity) <= 50)).toBe(true);
  });

  it('refuses a malformed postal code in Spree’s error shape', async () => {
    const response = await get('/api/v2/storefront/pickup_points?zipcode=750');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Ceci ne ressemble pas à un code postal',
      code: 'postal_code_invalid',
    });
  });

  it('refuses a postal code no commune has, rather than points near a guess', async () => {
    const response = await get('/api/v2/storefront/pickup_points?zipcode=12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Aucune commune n’a ce code postal. Vérifiez-le.',
      code: 'postal_code_unknown',
    });
  });

  it.each(['limit=0', 'limit=51', 'limit=dix', ''])('refuses a bad query (%s) with a 400', async (query) => {
    const zipcode = query === '' ? '' : 'zipcode=75011&';
    const response = await get(`/api/v2/storefront/pickup_points?${zipcode}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', error: expect.any(String) });
  });
});

describe('API documentation', () => {
  it('documents both delivery routes with their query parameters', async () => {
    const document = (await get('/api/docs/json')).json<{
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    }>();
    const names = (path: string) => document.paths[path]?.get.parameters.map((parameter) => parameter.name);
    expect(names('/api/delivery/communes')).toEqual(['postal_code']);
    expect(names('/api/v2/storefront/pickup_points')).toEqual(['zipcode', 'limit']);
  });
});

describe('demo pickup points', () => {
  it('are written once however often the shop is seeded', async () => {
    await seedDemoShop(shop.database.db, { withPictures: false });
    const [rows] = await shop.database.db.select({ n: count() }).from(pickupPoints);
    expect(rows?.n).toBe(seedPickupPoints.length);
  });
});
