import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededApp, type TestApp } from '../../testing/test-app';
import { createImagesRepository } from './images.repository';
import { renderIllustration } from './illustration';

describe('GET /images/{key}', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await openSeededApp();
    const content = await renderIllustration({ emoji: 'carrot', background: '#F3E9D2' });
    await createImagesRepository(shop.database.db).upsertMany([
      {
        key: 'products/test-carrot',
        content,
        contentType: 'image/webp',
        width: 800,
        height: 800,
        sha256: 'v1',
      },
    ]);
  });
  afterAll(() => shop.close());

  const get = (url: string, accept = 'image/avif,image/webp,*/*') =>
    shop.app.inject({ method: 'GET', url, headers: { accept } });

  it.each([
    ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('w=100 with Accept %s answers a %s at the next listed width', async (accept, contentType, format) => {
    const response = await get('/images/products/test-carrot?w=100&fm=auto', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.width).toBe(128);
    expect(metadata.format).toBe(format);
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers.vary).toContain('accept');
  });

  it('caps w=5000 at 1920 pixels', async () => {
    const wide = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#8a5' } })
      .webp()
      .toBuffer();
    await createImagesRepository(shop.database.db).upsertMany([
      {
        key: 'banners/test-wide',
        content: wide,
        contentType: 'image/webp',
        width: 2400,
        height: 1200,
        sha256: 'w1',
      },
    ]);
    const response = await get('/images/banners/test-wide?w=5000&fm=webp');
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1920);
  });

  it('never enlarges the master: w=5000 answers its 800 pixels', async () => {
    const response = await get('/images/products/test-carrot?w=5000&fm=webp');
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(800);
  });

  it('crops to the listed width and height at or above those asked', async () => {
    const response = await get('/images/products/test-carrot?w=120&h=80&fm=png');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.format]).toEqual([128, 128, 'png']);
  });

  it('answers fm=jpg (the name other image services use) as JPEG', async () => {
    const response = await get('/images/products/test-carrot?w=1200&h=1200&fm=jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 304 when the browser already has this rendition', async () => {
    const first = await get('/images/products/test-carrot?w=64&fm=webp');
    const second = await shop.app.inject({
      method: 'GET',
      url: '/images/products/test-carrot?w=64&fm=webp',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  it.each(['w=abc', 'w=0', 'w=-5', 'w=1.5', 'h=nope', 'fm=gif'])('refuses %s with 400', async (query) => {
    const response = await get(`/images/products/test-carrot?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('answers 404 with a code for an unknown key, 400 for a malformed one', async () => {
    const unknown = await get('/images/products/no-such-picture?w=100');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('image_not_found');
    const malformed = await get('/images/..%2F..%2Fetc%2Fpasswd');
    expect(malformed.statusCode).toBe(400);
  });
});
