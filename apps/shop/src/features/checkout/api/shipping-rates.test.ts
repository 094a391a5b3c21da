jest.mock('@react-native-async-storage/async-storage', () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

import { homeDeliveryOf, type ShippingRate } from './shipping-rates';

const rate = (code: string, priceCents: number, isOffered = false): ShippingRate => ({
  id: `rate-${code}`,
  name: code,
  code,
  mode: undefined,
  priceCents,
  displayPrice: '',
  isOffered,
  explain: null,
  deliveryEstimate: null,
  slots: [],
  slotsHeadline: null,
});
const pickup = rate('sillon-pickup-point-delivery', 600);
const bag = rate('sillon-bag-delivery', 750);
const parcel = rate('sillon-parcel-delivery', 900);

describe('homeDeliveryOf (spec §3 deliverySlots, §9 home-delivery price)', () => {
  it("prices the slots at the chosen home method's price", () => {
    expect(homeDeliveryOf([pickup, bag, parcel], 'sillon-parcel-delivery')).toEqual({
      rate: parcel,
      priceCents: 900,
      isOffered: false,
    });
  });

  it('takes the cheapest home method (bag or parcel) when none is chosen, never the pickup point', () => {
    expect(homeDeliveryOf([pickup, bag, parcel], null)).toMatchObject({ rate: bag, priceCents: 750 });
    expect(homeDeliveryOf([pickup, bag, parcel], 'sillon-pickup-point-delivery')).toMatchObject({
      rate: bag,
    });
  });

  it('says an offered delivery is offered', () => {
    expect(homeDeliveryOf([rate('sillon-bag-delivery', 0, true)], null)).toMatchObject({
      priceCents: 0,
      isOffered: true,
    });
  });

  it('defaults to 6 € when the rates hold no home method', () => {
    expect(homeDeliveryOf([rate('sillon-pickup-point-delivery', 1200)], null)).toEqual({
      rate: undefined,
      priceCents: 600,
      isOffered: false,
    });
    expect(homeDeliveryOf([], null).priceCents).toBe(600);
  });
});
