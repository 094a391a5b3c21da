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

  it('learns nothing from an answer a cache may have kept, nor one without a date', () => {
    learnShopTime(answer('Sat, 05 Dec 2026 15:00:00 GMT', 'public, max-age=60'), device, device);
    learnShopTime(new Headers({ 'cache-control': 'no-store' }), device, device);
    expect(shopNow().getTime()).toBe(device);
  });
});
