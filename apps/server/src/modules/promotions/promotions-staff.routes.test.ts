import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import {
  TEST_CARDS,
  addCardPayment,
  authOf,
  buyerWithBasket,
  chooseSlot,
  complete,
  giveAddress,
} from '../../testing/checkout-flow';
import { afterWaitingFor, heldTransaction, untilWaitingOn } from '../../testing/held-transaction';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { auditEntriesOf } from '../../testing/staff-audit';
import { staffSession } from '../../testing/staff-session';
import { openShopApp, storefront, type ShopTestApp } from '../../testing/shop-test-app';
import { voucherRedemptions, vouchers } from './promotions.tables';

let shop: ShopTestApp;
let admin: { cookie: string };
let detergent: string;
beforeAll(async () => {
  shop = await openShopApp({ clock: new TestClock(aDeliveryMorning()) });
  admin = await staffSession(shop, 'admin');
  detergent = (await shop.productIds(['lessive-liquide-au-savon-vegetal']))[
    'lessive-liquide-au-savon-vegetal'
  ]!;
});
afterAll(() => shop.close());

const staff = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
  cookie = admin.cookie,
) => shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const createVoucher = (payload: object) => staff('POST', '/api/staff/vouchers', payload);

describe('staff vouchers', () => {
  it('creates a voucher with its code in capitals, refuses the same code twice in French', async () => {
    const created = await createVoucher({
      code: 'automne7',
      name: 'Automne',
      kind: 'fixed_amount',
      amountCents: 500,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'AUTOMNE7',
      amountCents: 500,
      usageLimitPerCustomer: 1,
      disabled: false,
      uses: 0,
    });
    const again = await createVoucher({
      code: 'Automne7',
      name: 'Encore',
      kind: 'percentage',
      percentBp: 1000,
    });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'voucher_code_taken']);
    // The field is named, so the back office shows the message under it.
    expect(again.json().error.details).toEqual({ fields: { code: 'voucher_code_taken' } });
    expect(again.json().error.message).toBe(
      'Un bon de réduction porte déjà ce code. Choisissez-en un autre.',
    );
    const listed = (await staff('GET', '/api/staff/vouchers?q=automne')).json();
    expect(listed.items.map((item: { code: string }) => item.code)).toEqual(['AUTOMNE7']);

    const [entry] = await auditEntriesOf(shop.app, admin.cookie, 'voucher', created.json().id);
    expect(entry).toMatchObject({ action: 'voucher.create', before: null, after: { code: 'AUTOMNE7' } });
  });

  it('journals a voucher with the terms of its kind only: its amount, its rate, or neither', async () => {
    const kinds = [
      { code: 'JOURNAL5', kind: 'fixed_amount', amountCents: 500 },
      { code: 'JOURNAL10', kind: 'percentage', percentBp: 1000 },
      { code: 'JOURNALLIVRAISON', kind: 'free_delivery' },
    ];
    const journaled = [];
    for (const terms of kinds) {
      const created = await createVoucher({ ...terms, name: 'Journal' });
      expect(created.statusCode, created.body).toBe(201);
      const changed = await staff('PATCH', `/api/staff/vouchers/${created.json().id}`, { name: 'Journal 2' });
      expect(changed.statusCode, changed.body).toBe(200);
      const [change, creation] = await auditEntriesOf(shop.app, admin.cookie, 'voucher', created.json().id);
      journaled.push([creation!.after, change!.before, change!.after]);
    }
    const termsOf = (state: unknown) => {
      const { amountCents, percentBp } = state as Record<string, unknown>;
      return { amountCents, percentBp };
    };
    expect(journaled.map((states) => states.map(termsOf))).toEqual([
      Array(3).fill({ amountCents: 500, percentBp: undefined }),
      Array(3).fill({ amountCents: undefined, percentBp: 1000 }),
      Array(3).fill({ amountCents: undefined, percentBp: undefined }),
    ]);
  });

  it('refuses a percentage without its rate, over 100 %, a bad code and a reversed window, in French', async () => {
    const noRate = await createVoucher({ code: 'SANSTAUX', name: 'Sans taux', kind: 'percentage' });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().error.details[0]).toMatchObject({
      field: 'percentBp',
      message: 'Un bon en pourcentage indique son pourcentage (percentBp).',
    });
    const tooMuch = await createVoucher({
      code: 'TROP',
      name: 'Trop',
      kind: 'percentage',
      percentBp: 10_001,
    });
    expect(tooMuch.json().error.details[0].message).toBe('Le pourcentage ne peut pas dépasser 100 %.');
    expect((await createVoucher({ code: 'a b', name: 'x', kind: 'free_delivery' })).statusCode).toBe(400);
    // Each refused field by the name the form knows it by, with what it needs in euros, not cents.
    const outOfBounds = await createVoucher({
      code: 'DEMESURE',
      name: 'Démesuré',
      kind: 'fixed_amount',
      amountCents: 10_000_000,
      startsAt: '2037-02-01T00:00:00+01:00',
      expiresAt: '2037-01-01T00:00:00+01:00',
    });
    expect(outOfBounds.json().error.details).toEqual([
      { field: 'amountCents', message: 'Le montant ne peut pas dépasser 1 000 €.' },
      { field: 'expiresAt', message: 'La fin de validité doit suivre le début.' },
    ]);
    const created = (await createVoucher({ code: 'FENETRE', name: 'Fenêtre', kind: 'free_delivery' })).json();
    const reversed = await staff('PATCH', `/api/staff/vouchers/${created.id}`, {
      startsAt: '2037-02-01T00:00:00+01:00',
      expiresAt: '2037-01-01T00:00:00+01:00',
    });
    expect([reversed.statusCode, reversed.json().error.code]).toEqual([400, 'voucher_window_invalid']);
  });

  it('refuses an end of validity already passed, at creation and when changed, saying what to do', async () => {
    const expired = await createVoucher({
      code: 'TOURPASSE',
      name: 'Passé',
      kind: 'free_delivery',
      startsAt: '2025-01-01T10:00:00+01:00',
      expiresAt: '2025-06-01T10:00:00+02:00',
    });
    expect([expired.statusCode, expired.json().error.code]).toEqual([400, 'voucher_expiry_past']);
    expect(expired.json().error.message).toBe(
      'La fin de validité est déjà passée : choisissez une date à venir.',
    );
    const created = (await createVoucher({ code: 'AVENIR', name: 'À venir', kind: 'free_delivery' })).json();
    const ended = await staff('PATCH', `/api/staff/vouchers/${created.id}`, {
      expiresAt: '2025-06-01T10:00:00+02:00',
    });
    expect([ended.statusCode, ended.json().error.code]).toEqual([400, 'voucher_expiry_past']);
    // Its other terms still change while it keeps its end.
    const renamed = await staff('PATCH', `/api/staff/vouchers/${created.id}`, { name: 'Toujours à venir' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('checks a new start against the end as it is once the voucher is its own, not as it was read', async () => {
    const created = (
      await createVoucher({
        code: 'PRINTEMPS',
        name: 'Printemps',
        kind: 'free_delivery',
        startsAt: '2037-03-01T00:00:00+01:00',
        expiresAt: '2037-06-01T00:00:00+02:00',
      })
    ).json() as { id: string };
    // Another change ends the voucher in April; the start moved to May waits for it, then is refused.
    const moved = await afterWaitingFor(
      shop.database.db,
      async (tx) => {
        await tx
          .update(vouchers)
          .set({ expiresAt: new Date('2037-04-01T00:00:00+02:00') })
          .where(eq(vouchers.id, created.id));
      },
      () => staff('PATCH', `/api/staff/vouchers/${created.id}`, { startsAt: '2037-05-01T00:00:00+02:00' }),
    );
    expect([moved.statusCode, moved.json().error?.code]).toEqual([400, 'voucher_window_invalid']);
    const [stored] = await shop.database.db.select().from(vouchers).where(eq(vouchers.id, created.id));
    expect(stored!.startsAt).toEqual(new Date('2037-03-01T00:00:00+01:00'));
  });

  it('journals as « before » of a change the voucher it replaced, another change’s result when it waited for it', async () => {
    const created = (
      await createVoucher({ code: 'AUTOMNE15', name: 'Automne', kind: 'fixed_amount', amountCents: 1500 })
    ).json() as { id: string };
    const url = `/api/staff/vouchers/${created.id}`;
    // The voucher's row held, Alice's change waits for it, then Bruno's waits behind hers.
    const held = await heldTransaction(shop.database.db, async (tx) => {
      await tx.select().from(vouchers).where(eq(vouchers.id, created.id)).for('update');
    });
    const alice = staff('PATCH', url, { amountCents: 1000 });
    await untilWaitingOn(shop.database.db, held.pid, 1);
    const bruno = staff('PATCH', url, { name: 'Automne doux' });
    await untilWaitingOn(shop.database.db, held.pid, 2);
    await held.commit();
    expect([(await alice).statusCode, (await bruno).statusCode]).toEqual([200, 200]);

    const [brunos, alices] = await auditEntriesOf(shop.app, admin.cookie, 'voucher', created.id);
    expect(alices).toMatchObject({
      before: { name: 'Automne', amountCents: 1500 },
      after: { name: 'Automne', amountCents: 1000 },
    });
    expect(brunos).toMatchObject({
      before: { name: 'Automne', amountCents: 1000 },
      after: { name: 'Automne doux', amountCents: 1000 },
    });
  });

  it('a disabled voucher is refused by the cart and at the order’s completion, with its reason', async () => {
    const voucher = (
      await createVoucher({
        code: 'ETE10',
        name: 'Été',
        kind: 'percentage',
        percentBp: 1000,
        usageLimitPerCustomer: null,
      })
    ).json();
    const buyer = await buyerWithBasket(shop.app, [{ variantId: detergent, quantity: 3 }]);
    const apply = () =>
      storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', authOf(buyer), { coupon_code: 'ete10' });
    expect((await apply()).statusCode).toBe(200);

    await giveAddress(shop.app, buyer);
    expect((await chooseSlot(shop.app, buyer)).statusCode).toBe(200);
    expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);
    const disabled = await staff('PATCH', `/api/staff/vouchers/${voucher.id}`, { disabled: true });
    expect(disabled.json()).toMatchObject({ disabled: true });
    const completion = await complete(shop.app, buyer);
    expect(completion.statusCode).toBe(422);
    expect(completion.json()).toMatchObject({
      code: 'voucher_disabled',
      error: 'Ce code a été désactivé par l’équipe de Sillon : il n’est plus utilisable.',
    });
    const refused = await apply();
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'voucher_disabled']);

    await staff('PATCH', `/api/staff/vouchers/${voucher.id}`, { disabled: false });
    expect((await apply()).statusCode).toBe(200);
    expect((await complete(shop.app, buyer)).statusCode).toBe(200);
    const listed = (await staff('GET', '/api/staff/vouchers?q=ete10')).json();
    expect(listed.items[0]).toMatchObject({ code: 'ETE10', uses: 1, disabled: false });
    const [enabled, disabling] = await auditEntriesOf(shop.app, admin.cookie, 'voucher', voucher.id);
    expect(disabling).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect(enabled).toMatchObject({ before: { disabled: true }, after: { disabled: false } });
  });

  it('refuses at completion a voucher whose last use another order took after the cart checked it', async () => {
    const voucher = (
      await createVoucher({
        code: 'DERNIER5',
        name: 'Dernier',
        kind: 'fixed_amount',
        amountCents: 500,
        usageLimit: 1,
      })
    ).json() as { id: string };
    const buyer = await buyerWithBasket(shop.app, [{ variantId: detergent, quantity: 3 }]);
    const applied = await storefront(shop.app, 'PATCH', '/cart/apply_coupon_code', authOf(buyer), {
      coupon_code: 'DERNIER5',
    });
    expect(applied.statusCode).toBe(200);
    await giveAddress(shop.app, buyer);
    expect((await chooseSlot(shop.app, buyer)).statusCode).toBe(200);
    expect((await addCardPayment(shop.app, buyer, TEST_CARDS.success)).statusCode).toBe(201);
    // Another order takes the voucher's only use while this one is priced with it, and commits once
    // this completion waits for the voucher's row.
    const completion = await afterWaitingFor(
      shop.database.db,
      async (tx) => {
        await tx.select().from(vouchers).where(eq(vouchers.id, voucher.id)).for('update');
        await tx
          .insert(voucherRedemptions)
          .values({ voucherId: voucher.id, orderId: 'R-AUTRE', userId: null, redeemedAt: new Date() });
      },
      () => complete(shop.app, buyer),
    );
    expect([completion.statusCode, completion.json().code]).toEqual([422, 'voucher_usage_limit_reached']);
    const listed = (await staff('GET', '/api/staff/vouchers?q=DERNIER5')).json();
    expect(listed.items[0]).toMatchObject({ code: 'DERNIER5', uses: 1 });
  });

  it('refuses a change over a field another member changed since the form read it, naming it', async () => {
    const created = (
      await createVoucher({ code: 'HIVER12', name: 'Hiver', kind: 'fixed_amount', amountCents: 1200 })
    ).json() as { id: string; amountCents: number; name: string };
    const url = `/api/staff/vouchers/${created.id}`;
    // Alice lowers the amount; Bruno, whose form still shows 12 €, raises it.
    const alice = await staff('PATCH', url, { amountCents: 800, previous: { amountCents: 1200 } });
    expect(alice.statusCode, alice.body).toBe(200);
    const bruno = await staff('PATCH', url, { amountCents: 1500, previous: { amountCents: 1200 } });
    expect(bruno.statusCode).toBe(409);
    expect(bruno.json().error).toMatchObject({
      code: 'voucher_changed_meanwhile',
      message: expect.stringContaining('modifié ce champ du bon entre-temps'),
      details: { fields: { amountCents: 'voucher_changed_meanwhile' } },
    });
    const listed = (await staff('GET', '/api/staff/vouchers?q=HIVER12')).json();
    expect(listed.items[0]).toMatchObject({ code: 'HIVER12', amountCents: 800 });
    // A field nobody else changed goes through; a change without what the form showed wins.
    const renamed = await staff('PATCH', url, { name: 'Hiver doux', previous: { name: 'Hiver' } });
    expect([renamed.statusCode, renamed.json().name]).toEqual([200, 'Hiver doux']);
    const script = await staff('PATCH', url, { amountCents: 900 });
    expect([script.statusCode, script.json().amountCents]).toEqual([200, 900]);
    const nothing = await staff('PATCH', url, { previous: { name: 'Hiver doux' } });
    expect(nothing.statusCode).toBe(400);
  });

  it('lets support read vouchers but not change them', async () => {
    const support = await staffSession(shop, 'support');
    expect((await staff('GET', '/api/staff/vouchers', undefined, support.cookie)).statusCode).toBe(200);
    const refused = await staff(
      'POST',
      '/api/staff/vouchers',
      { code: 'NON', name: 'Non', kind: 'free_delivery' },
      support.cookie,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('staff « Offres de bienvenue »', () => {
  const settings = () => staff('GET', '/api/staff/promotion-settings');
  const change = (body: object, cookie?: string) =>
    staff('PUT', '/api/staff/promotion-settings', body, cookie);
  const seeded = {
    refereeDiscountCents: 1000,
    referrerRewardCents: 1000,
    referrerRewardValidDays: 90,
    firstOrdersGiftReference: 'infusion-du-soir',
    firstOrdersWithGift: 3,
    firstOrderFreeDelivery: true,
  };

  it('shows the demo shop’s offers, changes them for the shop at once, and journals the change', async () => {
    expect((await settings()).json()).toEqual(seeded);
    const changed = await change({
      ...seeded,
      refereeDiscountCents: 1500,
      firstOrdersGiftReference: ' pain-de-campagne-au-levain ',
      firstOrdersWithGift: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const now = {
      ...seeded,
      refereeDiscountCents: 1500,
      firstOrdersGiftReference: 'pain-de-campagne-au-levain',
      firstOrdersWithGift: 1,
    };
    expect(changed.json()).toEqual(now);
    expect((await settings()).json()).toEqual(now);
    // A newcomer's cart is offered the new gift, and the referral's amount is the new one.
    const buyer = await buyerWithBasket(shop.app, [{ variantId: detergent, quantity: 1 }]);
    const cart = await storefront(shop.app, 'GET', '/cart?include=line_items', authOf(buyer));
    const [bread] = Object.values(await shop.productIds(['pain-de-campagne-au-levain']));
    expect(JSON.stringify(cart.json())).toContain(bread!);
    const account = await storefront(shop.app, 'GET', '/account', authOf(buyer));
    expect(account.json().data.attributes.referral).toMatchObject({ referrer_discount: '15.00' });

    const [entry] = await auditEntriesOf(shop.app, admin.cookie, 'promotion_settings', 'shop');
    expect(entry).toMatchObject({
      action: 'promotion_settings.change',
      before: { refereeDiscountCents: 1000, firstOrdersGiftReference: 'infusion-du-soir' },
      after: { refereeDiscountCents: 1500, firstOrdersGiftReference: 'pain-de-campagne-au-levain' },
    });
    expect((await change(seeded)).statusCode).toBe(200);
  });

  it('refuses an amount below zero or above 100 €, a gift no product is, in French under its field', async () => {
    const negative = await change({ ...seeded, refereeDiscountCents: -100, referrerRewardCents: 20_000 });
    expect([negative.statusCode, negative.json().error.code]).toEqual([400, 'validation_failed']);
    expect(negative.json().error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'refereeDiscountCents',
          message: 'La remise du filleul ne peut pas être en dessous de 0 €.',
        }),
        expect.objectContaining({
          field: 'referrerRewardCents',
          message: 'Le bon du parrain ne peut pas dépasser 100 €.',
        }),
      ]),
    );
    const unknown = await change({ ...seeded, firstOrdersGiftReference: 'licorne-en-boite' });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([422, 'promotion_gift_unknown']);
    expect(unknown.json().error.details).toEqual([
      {
        field: 'firstOrdersGiftReference',
        message: 'Aucun produit du catalogue n’a la référence « licorne-en-boite ».',
      },
    ]);
    expect((await settings()).json()).toEqual(seeded);
  });

  it('lets support read the offers but not change them', async () => {
    const support = await staffSession(shop, 'support');
    expect((await staff('GET', '/api/staff/promotion-settings', undefined, support.cookie)).statusCode).toBe(
      200,
    );
    expect((await change(seeded, support.cookie)).statusCode).toBe(403);
  });
});
