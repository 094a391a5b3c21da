/**
 * The rounds' tests through the real app: bike orders placed as customers place them, the staff's
 * calls on a slot's rounds, and a transaction of the test holding the slot's rounds lock, as a
 * plan, a move, a cancellation or a placing takes it. The shop and the members' sessions are read
 * at each call: a test signs its members in again when it moves the clock.
 */
import type { SlotRounds, StaffOrder, StaffSlot } from '@sillon/contract';
import { parisDayOf } from '@sillon/domain';
import { expect } from 'vitest';
import { createRoundsRepository } from '../modules/rounds/rounds.repository';
import {
  addCardPayment,
  buyerWithBasket,
  chooseSlot,
  complete,
  giveAddress,
  PARIS_ADDRESS,
  type Buyer,
} from './checkout-flow';
import { heldTransaction } from './held-transaction';
import type { ShopTestApp } from './shop-test-app';

export const stopsOf = (rounds: SlotRounds) => rounds.rounds.flatMap((round) => round.stops);

export function bikeRounds(given: () => { shop: ShopTestApp; admin: string; preparer: string }) {
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    given().shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const roundsOf = async (slot: StaffSlot) => {
    const day = parisDayOf(new Date(slot.startsAt));
    const answer = await call(given().admin, 'GET', `/api/staff/rounds?day=${day}&slotId=${slot.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as SlotRounds;
  };

  return {
    call,
    roundsOf,
    staffOrder: async (buyer: Buyer) =>
      (await call(given().admin, 'GET', `/api/staff/orders/${buyer.number}`)).json() as StaffOrder,
    plan: (slot: StaffSlot) =>
      call(given().preparer, 'POST', '/api/staff/rounds/plan', {
        day: parisDayOf(new Date(slot.startsAt)),
        slotId: slot.id,
      }),
    /** The order numbers on the slot's rounds, in riding order. */
    numbersOn: async (slot: StaffSlot) => stopsOf(await roundsOf(slot)).map((stop) => stop.orderNumber),

    /** A customer's bike order of one beef, on `slot` (the first one open when undefined). */
    async bikeOrder(slot: StaffSlot | undefined, address1: string): Promise<Buyer> {
      const { shop } = given();
      const beef = (await shop.productIds(['boeuf-a-bourguignon']))['boeuf-a-bourguignon']!;
      const buyer = await buyerWithBasket(shop.app, [{ variantId: beef, quantity: 1 }]);
      await giveAddress(shop.app, buyer, { ...PARIS_ADDRESS, address1 });
      expect((await chooseSlot(shop.app, buyer, 'sillon-bag-delivery', slot?.id)).statusCode).toBe(200);
      expect((await addCardPayment(shop.app, buyer, '4242424242424242')).statusCode).toBe(201);
      const placed = await complete(shop.app, buyer);
      expect(placed.statusCode, placed.body).toBe(200);
      return buyer;
    },

    /** The bike slot `buyer`'s order is on, then the later bike slots of its day, in time order. */
    async slotAndLaterOnes(buyer: Buyer): Promise<[StaffSlot, ...StaffSlot[]]> {
      const { admin } = given();
      const slotId = ((await call(admin, 'GET', `/api/staff/orders/${buyer.number}`)).json() as StaffOrder)
        .slot!.id;
      const slots = (
        (await call(admin, 'GET', '/api/staff/slots?mode=bag&perPage=200')).json() as { items: StaffSlot[] }
      ).items;
      const first = slots.find((slot) => slot.id === slotId)!;
      const later = slots.filter(
        (slot) =>
          parisDayOf(new Date(slot.startsAt)) === parisDayOf(new Date(first.startsAt)) &&
          slot.startsAt > first.startsAt,
      );
      return [first, ...later];
    },

    holdRoundsOf: (slot: StaffSlot) => {
      const { db } = given().shop.database;
      return heldTransaction(db, (tx) => createRoundsRepository(db).within(tx).lockSlot(slot.id));
    },
  };
}
