import { learnShopTime, shopNow } from './shop-clock';

const answer = (date: string, cacheControl = 'no-store') =>
  new Headers({ date, 'cache-control': cacheControl });

describe("the shop's clock", () => {
  const device = Date.parse('2026-12-05T12:00:00Z');
  beforeEach(() => {
    jest.useFakeTimers({ now: device });
    learnShopTime(answer(new Date(device).toUTCString()), device, device);
  });
  afterEach(() => jest.useRealTimers());

  it("follows the server's date when the device is hours off", () => {
    // The phone says noon; the shop says 15:00 (the answer took 200 ms).
    learnShopTime(answer('Sat, 05 Dec 2026 15:00:00 GMT'), device - 200, device);
    expect(Math.abs(shopNow().getTime() - Date.parse('2026-12-05T15:00:00.600Z'))).toBeLessThan(1000);
  });

  it('keeps the device’s clock within a minute of the server’s', () => {
    learnShopTime(answer('Sat, 05 Dec 2026 12:00:40 GMT'), device, device);
    expect(shopNow().getTime()).toBe(device);
  });

  it('learns nothing from an answer that took more than 5 s to come (an app suspended meanwhile)', () => {
    learnShopTime(answer('Sat, 05 Dec 2026 15:00:00 GMT'), device - 200, device);
    const learnt = shopNow().getTime();
    // Back an hour after it was sent: its 15:00 may have been written at any instant of that hour.
    learnShopTime(answer('Sat, 05 Dec 2026 15:00:00 GMT'), device - 3600_000, device);
    expect(shopNow().getTime()).toBe(learnt);
    // Nor from one the device's clock, set back meanwhile, says came back before it left.
    learnShopTime(answer('Sat, 05 Dec 2026 18:00:00 GMT'), device, device - 60_000);
    expect(shopNow().getTime()).toBe(learnt);
    learnShopTime(answer('Sat, 05 Dec 2026 15:00:00 GMT'), device - 4_900, device);
    expect(Math.abs(shopNow().getTime() - Date.parse('2026-12-05T15:00:03Z'))).toBeLessThan(1000);
  });

  it('learns nothing from an answer a cache may have kept, nor one without a date', () => {
    learnShopTime(answer('Sat, 05 Dec 2026 15:00:00 GMT', 'public, max-age=60'), device, device);
    learnShopTime(new Headers({ 'cache-control': 'no-store' }), device, device);
    expect(shopNow().getTime()).toBe(device);
  });
});
