/**
 * Spec §3's 24–48 h leaves hours without any bike slot (a Friday evening: Sunday has no round).
 * The checkout then says when the next ones open, and offers them from that instant.
 */
import { formatParisDay, formatParisHour } from '@sillon/domain';
import { addDays, parisDateOf, parisInstant, weekdayOf } from '@sillon/domain/paris-time';
import { isFrenchPublicHoliday } from '@sillon/domain/working-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import { buyerWithBasket, giveAddress, rateOf, shippingRates } from '../../testing/checkout-flow';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';

/** 20:00 on the next Friday whose Saturday and Monday have rounds. */
function aFridayEvening(): Date {
  let day = addDays(parisDateOf(new Date()), 1);
  const roundsOn = (offset: number) => !isFrenchPublicHoliday(addDays(day, offset));
  while (!(weekdayOf(day) === 5 && roundsOn(1) && roundsOn(3))) day = addDays(day, 1);
  return parisInstant(day, 20);
}

describe('the checkout when no bike slot is offered yet', () => {
  const friday = aFridayEvening();
  const clock = new TestClock(friday);
  let shop: ShopTestApp;
  let detergent: string;
  beforeAll(async () => {
    shop = await openShopApp({ clock });
    detergent = (await shop.productIds(['lessive-liquide-au-savon-vegetal']))[
      'lessive-liquide-au-savon-vegetal'
    ]!;
  });
  afterAll(() => shop.close());

  it('says on a Friday evening that the next bike slots open on Saturday morning, then offers them', async () => {
    const buyer = await buyerWithBasket(shop.app, [{ variantId: detergent, quantity: 2 }]);
    await giveAddress(shop.app, buyer);
    // 48 h before Monday's first round: Saturday 08:00, or 07:00 or 09:00 across a change of time.
    const mondayMorning = parisInstant(addDays(parisDateOf(friday), 3), 8);
    const saturdayMorning = new Date(mondayMorning.getTime() - 48 * 3_600_000);
    const opening = saturdayMorning.toISOString();

    const evening = await shippingRates(shop.app, buyer);
    const bike = rateOf(evening, 'sillon-bag-delivery').attributes;
    expect(bike.delivery_slots).toEqual([]);
    expect(bike.delivery_slots_headline).toBe(
      `Aucun créneau à vélo pour le moment : les prochains s’ouvrent ${formatParisDay(opening)} à ${formatParisHour(opening)}`,
    );
    // The parcel's appointments are days ahead: its headline is its own.
    expect(rateOf(evening, 'sillon-parcel-delivery').attributes.delivery_slots_headline).toContain(
      'rendez-vous',
    );

    clock.advanceSeconds((saturdayMorning.getTime() - friday.getTime()) / 1000);
    // The evening's session has lapsed by morning: a buyer of the morning asks again.
    const early = await buyerWithBasket(shop.app, [{ variantId: detergent, quantity: 2 }]);
    await giveAddress(shop.app, early);
    const morning = rateOf(await shippingRates(shop.app, early), 'sillon-bag-delivery').attributes;
    expect(morning.delivery_slots.map((slot) => slot.start)).toEqual([mondayMorning.toISOString()]);
    expect(morning.delivery_slots_headline).toContain('choisissez un créneau');
  });
});
