import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGeoplateformeGeocoder, GeocoderUnavailable } from './geoplateforme-geocoder';

type Answer = { status: number; body: unknown };

/**
 * The Géoplateforme's geocoding API as far as the shop uses it (`/completion`, `/search`): the
 * requests are kept, the answers queued by the test (else the ones below).
 */
async function openFakeGeoplateforme() {
  const received: URL[] = [];
  const answers: Answer[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    received.push(url);
    const answer =
      answers.shift() ??
      (url.pathname.endsWith('/completion')
        ? { status: 200, body: COMPLETION }
        : url.pathname.endsWith('/search')
          ? { status: 200, body: SEARCH }
          : { status: 404, body: {} });
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/geocodage`,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const COMPLETION = {
  status: 'OK',
  results: [
    {
      country: 'StreetAddress',
      city: 'Paris',
      x: 2.3712,
      y: 48.8652,
      zipcode: '75011',
      street: 'rue oberkampf',
      kind: '',
      fulltext: '12 Rue Oberkampf, 75011 Paris',
      classification: 7,
    },
    {
      country: 'StreetAddress',
      city: 'Paris',
      x: 2.3771,
      y: 48.8655,
      zipcode: '75011',
      street: 'rue oberkampf',
      fulltext: 'Rue Oberkampf, 75011 Paris',
      classification: 6,
    },
  ],
};

const SEARCH = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.3712, 48.8652] },
      properties: {
        label: '12 Rue Oberkampf 75011 Paris',
        score: 0.97,
        housenumber: '12',
        name: '12 Rue Oberkampf',
        postcode: '75011',
        citycode: '75111',
        city: 'Paris',
        type: 'housenumber',
      },
    },
  ],
};

describe("the Géoplateforme's geocoder (GEOCODER=geoplateforme), against a local fake of its API", () => {
  let fake: Awaited<ReturnType<typeof openFakeGeoplateforme>>;
  const warnings: object[] = [];
  const log = { warn: (details: object) => void warnings.push(details) };

  beforeAll(async () => {
    fake = await openFakeGeoplateforme();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.received.length = 0;
    fake.answers.length = 0;
    warnings.length = 0;
  });

  it('asks its autocompletion for street addresses near the customer, and reads the answer', async () => {
    const geocoder = createGeoplateformeGeocoder({ url: `${fake.url}/` }, log);
    const found = await geocoder.suggest('12 rue ober', { latitude: 48.86, longitude: 2.37 });
    const [asked] = fake.received;
    expect(asked?.pathname).toBe('/geocodage/completion');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      text: '12 rue ober',
      type: 'StreetAddress',
      maxresults: '5',
      lonlat: '2.37,48.86',
    });
    expect(found).toEqual([
      {
        label: '12 Rue Oberkampf, 75011 Paris',
        street: '12 Rue Oberkampf',
        postalCode: '75011',
        city: 'Paris',
        latitude: 48.8652,
        longitude: 2.3712,
        precision: 'housenumber',
      },
      expect.objectContaining({ street: 'Rue Oberkampf', precision: 'street' }),
    ]);
  });

  it('suggests nothing, and logs why without the text, when it fails or answers oddly', async () => {
    const geocoder = createGeoplateformeGeocoder({ url: fake.url }, log);
    fake.answers.push({ status: 503, body: {} }, { status: 200, body: { results: [{ fulltext: 12 }] } });
    expect(await geocoder.suggest('12 rue ober')).toEqual([]);
    expect(await geocoder.suggest('12 rue ober')).toEqual([]);
    expect(warnings).toEqual([
      { geocoder: 'geoplateforme', reason: 'status 503' },
      { geocoder: 'geoplateforme', reason: 'unexpected answer' },
    ]);
    expect(JSON.stringify(warnings)).not.toContain('ober');
  });

  it("locates an address through its search's address index, within the postal code", async () => {
    const geocoder = createGeoplateformeGeocoder({ url: fake.url }, log);
    const found = await geocoder.locate({ address1: '12 rue Oberkampf', zipcode: '75011', city: 'Paris' });
    const [asked] = fake.received;
    expect(asked?.pathname).toBe('/geocodage/search');
    expect(asked?.searchParams.get('q')).toBe('12 rue Oberkampf 75011 Paris');
    expect(asked?.searchParams.get('index')).toBe('address');
    expect(asked?.searchParams.get('postcode')).toBe('75011');
    expect(found).toEqual({
      label: '12 Rue Oberkampf 75011 Paris',
      street: '12 Rue Oberkampf',
      postalCode: '75011',
      city: 'Paris',
      latitude: 48.8652,
      longitude: 2.3712,
      precision: 'housenumber',
    });
  });

  it('locates nothing for an address it does not know, and throws when it does not answer', async () => {
    const geocoder = createGeoplateformeGeocoder({ url: fake.url }, log);
    const address = { address1: '1 rue Inconnue', zipcode: '75011', city: 'Paris' };
    fake.answers.push({ status: 200, body: { type: 'FeatureCollection', features: [] } });
    expect(await geocoder.locate(address)).toBeNull();
    fake.answers.push({ status: 502, body: {} });
    await expect(geocoder.locate(address)).rejects.toBeInstanceOf(GeocoderUnavailable);
  });
});
