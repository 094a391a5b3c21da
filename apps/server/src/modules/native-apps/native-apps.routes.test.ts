/** The native apps' files and versions (issue 19), from configuration, through the real app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuthApp, type AuthTestApp } from '../../testing/auth-test-app';
import { defaultNativeAppSettings } from './index';

const FINGERPRINT = Array.from({ length: 32 }, (_, index) =>
  (index * 7).toString(16).padStart(2, '0').toUpperCase(),
).join(':');

describe('the native apps, configured', () => {
  let shop: AuthTestApp;
  beforeAll(async () => {
    shop = await openAuthApp({
      platform: {
        nativeApps: defaultNativeAppSettings({
          ios: {
            minimumVersion: '1.2.0',
            recommendedVersion: '1.4.0',
            storeUrl: 'https://apps.apple.com/fr/app/sillon/id0000000000',
            appIds: ['ABCDE12345.fr.sillon.shop'],
          },
          android: {
            minimumVersion: null,
            recommendedVersion: '1.3',
            storeUrl: 'https://play.google.com/store/apps/details?id=fr.sillon.shop',
            packageName: 'fr.sillon.shop',
            certFingerprints: [FINGERPRINT],
          },
        }),
      },
    });
  });
  afterAll(() => shop.close());

  it('serves the Apple app site association as JSON, without a file extension', async () => {
    const answer = await shop.app.inject({ url: '/.well-known/apple-app-site-association' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.json()).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.fr.sillon.shop'],
            components: [{ '/': '*', comment: 'every page of the shop' }],
          },
        ],
      },
    });
  });

  it('serves the Android asset links as JSON', async () => {
    const answer = await shop.app.inject({ url: '/.well-known/assetlinks.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'fr.sillon.shop',
          sha256_cert_fingerprints: [FINGERPRINT],
        },
      },
    ]);
  });

  it('publishes the minimum and recommended version of each app with its store page', async () => {
    const answer = await shop.app.inject({ url: '/api/app/versions' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      ios: {
        minimum: '1.2.0',
        recommended: '1.4.0',
        storeUrl: 'https://apps.apple.com/fr/app/sillon/id0000000000',
      },
      android: {
        minimum: null,
        recommended: '1.3',
        storeUrl: 'https://play.google.com/store/apps/details?id=fr.sillon.shop',
      },
    });
  });
});

describe('the native apps, not configured', () => {
  let shop: AuthTestApp;
  beforeAll(async () => {
    shop = await openAuthApp();
  });
  afterAll(() => shop.close());

  it('has no association files to serve, and asks for no update', async () => {
    expect((await shop.app.inject({ url: '/.well-known/apple-app-site-association' })).statusCode).toBe(404);
    expect((await shop.app.inject({ url: '/.well-known/assetlinks.json' })).statusCode).toBe(404);
    const versions = await shop.app.inject({ url: '/api/app/versions' });
    expect(versions.json()).toEqual({
      ios: { minimum: null, recommended: null, storeUrl: null },
      android: { minimum: null, recommended: null, storeUrl: null },
    });
  });
});
