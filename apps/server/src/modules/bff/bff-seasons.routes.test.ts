/**
 * Seasons through the BFF's routes (issue 40): an answer kept in the BFF's caches is not served
 * after the shop's clock enters a new month (Paris time).
 */
import type { RackPageResponse, Rack } from '@sillon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';

describe('the BFF’s seasons at a change of month', () => {
  // 23:00 in Paris on the last day of October.
  const clock = new TestClock(new Date('2026-10-31T22:00:00Z'));
  let shop: ShopTestApp;
  let kiwis: string;
  let rackId: string;

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    kiwis = (await shop.productIds(['kiwis-de-l-adour']))['kiwis-de-l-adour']!;
    const racks = (await shop.app.inject({ url: '/api/bff/catalog/racks' })).json().racks as Rack[];
    rackId = racks.find((rack) => rack.key === 'fruits-et-legumes')!.id;
  });
  afterAll(() => shop.close());

  async function seasonShelf(): Promise<string[]> {
    const answer = await shop.app.inject({ url: `/api/bff/catalog/racks/${rackId}` });
    expect(answer.statusCode).toBe(200);
    const page = answer.json() as RackPageResponse;
    const shelf = page.shelves.find((candidate) => candidate.key === 'fruits-de-saison')!;
    expect(shelf.seasonal).toBe(true);
    return shelf.products;
  }

  it('keeps the kiwis off the season shelf in October, and shows them from the first hour of November', async () => {
    expect((await shop.app.inject({ url: '/api/bff/seasons' })).json()).toEqual({ month: 10 });
    expect(await seasonShelf()).not.toContain(kiwis);
    // Asked again: from the cache.
    expect(await seasonShelf()).not.toContain(kiwis);
    clock.advanceSeconds(2 * 3600);
    expect((await shop.app.inject({ url: '/api/bff/seasons' })).json()).toEqual({ month: 11 });
    expect(await seasonShelf()).toContain(kiwis);
  });
});
