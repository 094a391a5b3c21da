import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshotPath, viewports } from './support/artifacts';
import { byTestId, expectAccessible } from './support/checkout';
import { signInOnTheShop } from './support/account';
import { accountCall, signInCustomer } from './support/customers';
import { chromiumPath, launchChromium } from './support/chromium';
import { staffCookie } from './support/staff';
import {
  placeBikeOrder,
  placePickupOrder,
  type CustomerAddress,
  type PlacedOrder,
} from './support/storefront-order';
import { journeyShopUrl } from './support/shop';

type CatalogProduct = { id: string; available: boolean; priceCents: number; maxOrderable: number | null };
type DevPush = { to: string; title: string; body: string; data?: Record<string, unknown> };
type Stop = { orderNumber: string; position: number; outcome: string | null };
type SlotRounds = { rounds: { id: string; stops: Stop[] }[] };
type StatusChange = { to: string };

const LAPTOP = { width: 1280, height: 800 };
const parisDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
const parisDay = (instant: string) => parisDayFormat.format(new Date(instant));

/** Three neighbours of the hub, on one bike slot; each has a phone that takes pushes. */
const CUSTOMERS: {
  phone: string;
  firstName: string;
  address: CustomerAddress;
  devices: ('ios' | 'android')[];
}[] = [
  {
    phone: '+33645420001',
    firstName: 'Agathe',
    address: {
      address1: '40 rue de Charonne',
      zipcode: '75011',
      city: 'Paris',
      delivery_instructions: 'Code 4521A',
    },
    devices: ['ios'],
  },
  {
    phone: '+33645420002',
    firstName: 'Bruno',
    address: { address1: '8 avenue Secrétan', zipcode: '75019', city: 'Paris' },
    devices: ['android'],
  },
  {
    phone: '+33645420003',
    firstName: 'Chloé',
    address: { address1: '30 rue des Pyrénées', zipcode: '75020', city: 'Paris' },
    devices: ['ios', 'android'],
  },
];

/**
 * The delivery day (issue 42): three bike orders on one slot; the hub plans the slot's round in
 * « Tournées »; a courier, on a phone, leaves and delivers the stops in order, one customer absent,
 * two marks made while the network is down and sent once it is back; each customer sees their
 * narrowed window on the order's page, then what happened, and their phones were told.
 */
describe.skipIf(!chromiumPath)('the delivery day', () => {
  const shopUrl = journeyShopUrl();
  const admin = inject('staffAdmin');
  const courier = {
    email: 'livreur@sillon.test',
    name: 'Léo Livreur',
    password: `e2e-courier-${Date.now()}`,
  };
  let browser: Browser;
  let clockMovedHours = 0;

  const moveShopClock = async (hours: number) => {
    const moved = await fetch(`${shopUrl}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hours }),
    });
    expect(moved.status).toBe(200);
    clockMovedHours += hours;
    return (await moved.json()) as { now: string };
  };

  const staffFetch = async (cookie: string, path: string, body?: object) => {
    const answer = await fetch(`${shopUrl}/api/staff/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(answer.status, await answer.clone().text()).toBeLessThan(300);
    return answer.json() as Promise<unknown>;
  };

  /** The API as the customer's app calls it. */
  const asCustomer = (token: string, path: string, method: string, body: object) =>
    fetch(`${shopUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-sillon-client': 'native',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
    });

  /** The customers' access tokens once the shop's clock moved to the slot's day. */
  const customerTokens = new Map<string, string>();
  type DeliveryDay = {
    arrival_window: { from: string; to: string } | null;
    stops_before: number | null;
    outcome: string | null;
  };
  /** The order's delivery day, as the customer's app reads it. */
  const deliveryDay = async (order: PlacedOrder) => {
    const token = customerTokens.get(order.number) ?? order.token;
    const answer = (await accountCall(shopUrl, token, `orders/${order.number}`)) as unknown as {
      data: { attributes: { delivery_day: DeliveryDay } };
    };
    return answer.data.attributes.delivery_day;
  };
  const minutes = (window: { from: string; to: string }) =>
    (Date.parse(window.to) - Date.parse(window.from)) / 60_000;

  const pushesTo = async (token: string) =>
    (
      (await (await fetch(`${shopUrl}/api/dev/push?to=${encodeURIComponent(token)}`)).json()) as {
        messages: DevPush[];
      }
    ).messages;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    // The journeys after this one book slots from the shop's usual morning.
    if (clockMovedHours !== 0) await moveShopClock(-clockMovedHours);
    await browser?.close();
  });

  /** A product four of which make an order above every minimum. */
  async function aProduct(): Promise<CatalogProduct> {
    const catalog = (await (await fetch(`${shopUrl}/api/bff/catalog/products`)).json()) as {
      products: CatalogProduct[];
    };
    const product = catalog.products.find(
      (candidate) => candidate.available && candidate.priceCents >= 800 && (candidate.maxOrderable ?? 9) >= 4,
    );
    expect(product).toBeDefined();
    return product!;
  }

  /** A back-office page signed in as `member`, at `viewport`. */
  async function staffPage(
    member: { email: string; password: string },
    viewport: { width: number; height: number },
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/back-office/`);
    await page.locator('input[name="username"]').fill(member.email);
    await page.locator('input[name="password"]').fill(member.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    return { context, page };
  }

  /** The back office's whole screen once nothing loads. */
  async function photographStaff(page: Page, name: string) {
    await expect.poll(() => page.locator('[role="progressbar"]').filter({ visible: true }).count()).toBe(0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath(`delivery-day-${name}`), fullPage: true });
  }

  it(
    'plans a bike slot’s round; a courier delivers it in order, one customer absent, two marks made offline',
    { timeout: 420_000 },
    async () => {
      // Three customers order on the second day's last bike slot, which no other journey books.
      const product = await aProduct();
      const orders: PlacedOrder[] = [];
      for (const customer of CUSTOMERS) {
        orders.push(
          await placeBikeOrder(
            shopUrl,
            customer,
            [{ productId: product.id, quantity: 4 }],
            orders[0]?.slot.id ?? 'last-of-second-day',
          ),
        );
      }
      const slot = orders[0]!.slot;
      const day = parisDay(slot.start);

      // Their phones accept notifications: registered through the API, as the app registers them.
      const tokens = new Map<string, string[]>();
      for (const [index, customer] of CUSTOMERS.entries()) {
        const order = orders[index]!;
        const patched = await asCustomer(order.token, '/api/users/me', 'PATCH', { notificationsOptIn: true });
        expect(patched.status).toBe(200);
        const own: string[] = [];
        for (const platform of customer.devices) {
          const pushTokenID = `ExponentPushToken[delivery-day-${order.number}-${platform}]`;
          const registered = await asCustomer(order.token, '/api/notification', 'PUT', {
            pushTokenID,
            platform,
            app: 'fr.sillon.shop',
          });
          expect(registered.status).toBe(204);
          own.push(pushTokenID);
        }
        tokens.set(order.number, own);
      }

      // The admin makes the courier's account.
      await staffFetch(await staffCookie(shopUrl, admin), 'members', { ...courier, role: 'courier' });

      // The slot's day, an hour before it starts: bikes may leave (and yesterday's sessions ended).
      const shopNow = Date.parse((await moveShopClock(0)).now);
      await moveShopClock(Math.floor((Date.parse(slot.start) - shopNow) / 3_600_000) - 1);
      const adminCookie = await staffCookie(shopUrl, admin);
      for (const order of orders)
        customerTokens.set(order.number, await signInCustomer(shopUrl, order.phone));

      // The hub plans the slot's round and gives it to the courier.
      const hub = await staffPage(admin, LAPTOP);
      await hub.page.getByRole('heading', { name: 'Aujourd’hui', level: 1 }).waitFor();
      await hub.page.getByRole('menuitem', { name: 'Tournées', exact: true }).click();
      await hub.page.waitForURL(/\/rounds/);
      await hub.page.goto(`${shopUrl}/back-office/rounds?day=${day}&slotId=${slot.id}`);
      await hub.page.getByRole('button', { name: 'Planifier les tournées' }).click();
      const round = hub.page.getByRole('region', { name: 'Tournée 1' });
      await round.waitFor();
      for (const order of orders) await round.getByText(order.number).first().waitFor();
      await round.getByRole('combobox', { name: 'Livreur' }).click();
      await hub.page.getByRole('option', { name: courier.name }).click();
      await hub.page.getByText('Tournée confiée à').or(round.getByText(courier.name)).first().waitFor();
      await photographStaff(hub.page, 'rounds');

      const planned = (await staffFetch(adminCookie, `rounds?day=${day}&slotId=${slot.id}`)) as SlotRounds;
      expect(planned.rounds).toHaveLength(1);
      const inOrder = [...planned.rounds[0]!.stops].sort((a, b) => a.position - b.position);
      expect(inOrder.map((stop) => stop.orderNumber).sort()).toEqual(
        orders.map((order) => order.number).sort(),
      );
      const orderAt = (position: number) =>
        orders.find((order) => order.number === inOrder[position]!.orderNumber)!;

      // Each customer has a window once the round is planned, later the further down the round.
      const planWindows = await Promise.all(orders.map((order) => deliveryDay(order)));
      for (const day of planWindows) expect(day.arrival_window).not.toBeNull();
      const windowOf = (position: number) => planWindows[orders.indexOf(orderAt(position))]!.arrival_window!;
      expect(Date.parse(windowOf(2).from)).toBeGreaterThanOrEqual(Date.parse(windowOf(0).from));
      const customerPage = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
      const seeOrder = async (order: PlacedOrder) => {
        await customerPage.context().clearCookies();
        await customerPage.goto(`${shopUrl}/`);
        await customerPage.evaluate(() => window.localStorage.clear());
        await signInOnTheShop(customerPage, shopUrl, order.phone, `/my-account/orders/${order.number}`);
        await byTestId(customerPage, 'order-status').waitFor();
      };
      const last = orderAt(2);
      await seeOrder(last);
      const arrival = byTestId(customerPage, 'order-arrival-window');
      await arrival.waitFor();
      // Before the round leaves, a plan on its day, not yet « arrive ».
      expect(await arrival.textContent()).toMatch(
        /Passage prévu le \p{L}+ \d{1,2} \p{L}+ entre \d{1,2}\sh\s\d{2}\set\s\d{1,2}\sh\s\d{2}, précisé au départ de la tournée/u,
      );
      const plannedWindow = await arrival.textContent();
      await expectAccessible(customerPage);
      await customerPage.screenshot({ path: screenshotPath('delivery-day-window-planned') });

      // The courier, on a phone: their round, in order; they leave.
      const bike = await staffPage(courier, viewports.phone);
      const stops = bike.page.getByRole('article');
      await bike.page.getByRole('article', { name: /^Arrêt 1 : / }).waitFor();
      expect(await stops.count()).toBe(3);
      await photographStaff(bike.page, 'courier-round');
      // The office's screens are not the courier's: « Tournées » opened by its address says so.
      await bike.page.goto(`${shopUrl}/back-office/rounds`);
      await bike.page.waitForURL(/\/back-office\/access-denied$/);
      await bike.page.goto(`${shopUrl}/back-office/courier`);
      await bike.page.getByRole('article', { name: /^Arrêt 1 : / }).waitFor();
      // The bags are not packed yet: the round stays at the hub, and the courier is told why.
      await bike.page.getByRole('button', { name: 'Partir' }).click();
      await bike.page.getByRole('dialog').getByRole('button', { name: 'Partir' }).click();
      await bike.page
        .locator('.MuiSnackbar-root')
        .filter({ hasText: /^Commande R\d+ : Cette commande n’est pas encore préparée/ })
        .first()
        .waitFor();
      await photographStaff(bike.page, 'courier-round-unprepared');
      // The preparers pack the three orders; then the round leaves.
      for (const order of orders) {
        await staffFetch(adminCookie, `orders/${order.number}/prepared`, { prepared: true });
      }
      await bike.page.getByRole('button', { name: 'Partir' }).click();
      await bike.page.getByRole('dialog').getByRole('button', { name: 'Partir' }).click();
      await bike.page.getByRole('button', { name: 'Livrée' }).first().waitFor({ state: 'visible' });
      // The round has three stops: each customer is two stops away or nearer, and every phone of
      // theirs is told « votre livreur arrive » with their window.
      const toldNear = async (token: string) =>
        (await pushesTo(token)).some((push) => /^Votre livreur arrive entre /.test(push.body));
      for (const token of [...tokens.values()].flat()) {
        await expect.poll(() => toldNear(token), { timeout: 30_000 }).toBe(true);
      }
      const stop = (position: number) =>
        bike.page.getByRole('article', { name: new RegExp(`^Arrêt ${position} : `) });
      await expect.poll(() => stop(1).getByRole('button', { name: 'Livrée' }).isEnabled()).toBe(true);

      // The first stop is delivered, online, once the courier confirms it (definitive).
      await stop(1).getByRole('button', { name: 'Livrée' }).click();
      await bike.page
        .getByRole('dialog')
        .getByText(/C’est définitif/)
        .waitFor();
      await photographStaff(bike.page, 'courier-confirm-delivered');
      await bike.page.getByRole('dialog').getByRole('button', { name: 'Livrée' }).click();
      await expect.poll(() => stop(1).getByRole('button', { name: 'Livrée' }).count()).toBe(0);

      // The third customer's window narrows as the courier comes nearer.
      await expect.poll(async () => (await deliveryDay(last)).stops_before, { timeout: 15_000 }).toBe(1);
      const nearer = (await deliveryDay(last)).arrival_window!;
      expect(minutes(nearer)).toBeLessThan(minutes(windowOf(2)));

      // Before the slot opens the second customer need not be home: « Absent » waits, and says so.
      await stop(2).getByRole('button', { name: 'Absent' }).click();
      await bike.page
        .getByRole('dialog')
        .getByText(
          /^Le créneau de ce client n’a pas encore commencé .* « Absent » possible à partir de \d{2}:\d{2}\.$/,
        )
        .waitFor();
      expect(
        await bike.page.getByRole('dialog').getByRole('button', { name: 'Marquer absent' }).count(),
      ).toBe(0);
      await photographStaff(bike.page, 'courier-absent-too-early');
      await bike.page.getByRole('dialog').getByRole('button', { name: 'Retour' }).click();
      // The slot opens; the phone reads the shop's time again.
      const beforeSlot = Date.parse(slot.start) - Date.parse((await moveShopClock(0)).now);
      await moveShopClock(Math.ceil(beforeSlot / 3_600_000));
      await bike.page.reload();
      await stop(2).getByRole('button', { name: 'Absent' }).waitFor();

      // The app's files are on the phone before the network drops (its service worker keeps them).
      await expect
        .poll(() => bike.page.evaluate(() => navigator.serviceWorker.controller !== null), {
          timeout: 30_000,
        })
        .toBe(true);

      // The network drops: the second customer is absent, the third gets their bags.
      await bike.context.setOffline(true);
      await stop(2).getByRole('button', { name: 'Absent' }).click();
      const absentDialog = bike.page.getByRole('dialog');
      await absentDialog.getByRole('radio', { name: 'Absent' }).check();
      await absentDialog.getByLabel('Note (facultatif)').fill('Personne au 3e, boîte aux lettres pleine');
      await absentDialog.getByRole('button', { name: 'Marquer absent' }).click();
      await stop(3).getByRole('button', { name: 'Livrée' }).click();
      await bike.page.getByRole('dialog').getByRole('button', { name: 'Livrée' }).click();
      await bike.page.getByText(/Hors ligne/).waitFor();
      await photographStaff(bike.page, 'courier-offline');
      // Nothing reached the shop yet.
      const whileOffline = (await staffFetch(
        adminCookie,
        `rounds?day=${day}&slotId=${slot.id}`,
      )) as SlotRounds;
      expect(whileOffline.rounds[0]!.stops.filter((each) => each.outcome !== null)).toHaveLength(1);

      // The phone closes the tab in the background: the page opens again without network, with the
      // round as it was last read and the two marks still waiting.
      const reopened = await bike.page.reload();
      expect(reopened?.fromServiceWorker()).toBe(true);
      await bike.page
        .getByText(/Hors ligne : 2 à envoyer · la tournée telle qu’elle était à \d{2}:\d{2}/)
        .waitFor();
      expect(await stops.count()).toBe(3);
      for (const position of [1, 2, 3])
        expect(await stop(position).getByRole('button', { name: 'Livrée' }).count()).toBe(0);
      await photographStaff(bike.page, 'courier-reopened-offline');

      // Back online: the two marks are sent, each applied once.
      await bike.context.setOffline(false);
      await bike.page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect
        .poll(
          async () => {
            const now = (await staffFetch(adminCookie, `rounds?day=${day}&slotId=${slot.id}`)) as SlotRounds;
            return now.rounds[0]!.stops.filter((each) => each.outcome !== null).length;
          },
          { timeout: 30_000 },
        )
        .toBe(3);
      await expect.poll(() => bike.page.getByText(/Hors ligne/).count()).toBe(0);
      await photographStaff(bike.page, 'courier-done');
      const statusesOf = async (order: PlacedOrder) =>
        (
          (await staffFetch(adminCookie, `orders/${order.number}`)) as { statusHistory: StatusChange[] }
        ).statusHistory.map((change) => change.to);
      for (const position of [0, 2]) {
        const history = await statusesOf(orderAt(position));
        expect(history.filter((status) => status === 'delivered')).toHaveLength(1);
      }
      const absentHistory = await statusesOf(orderAt(1));
      expect(absentHistory).not.toContain('delivered');

      // The customers: the third was told their courier was near, then delivered; the second sees
      // the courier came and could not hand the bags over.
      expect(plannedWindow).not.toBe('');
      await seeOrder(last);
      await byTestId(customerPage, 'order-status')
        .getByText(/Livrée/)
        .waitFor();
      await customerPage.screenshot({ path: screenshotPath('delivery-day-delivered') });
      await seeOrder(orderAt(1));
      await byTestId(customerPage, 'order-absent').waitFor();
      await expectAccessible(customerPage);
      await customerPage.screenshot({ path: screenshotPath('delivery-day-absent') });

      // The pushes, in the dev outbox: « livrée » to every phone of the delivered customers.
      for (const position of [0, 2]) {
        for (const token of tokens.get(orderAt(position).number)!) {
          await expect
            .poll(
              async () =>
                (await pushesTo(token)).some((push) => /livrée/i.test(`${push.title} ${push.body}`)),
              {
                timeout: 30_000,
              },
            )
            .toBe(true);
        }
      }

      // The absent customer's order page, where the office takes their call: the missed delivery
      // on top with the courier's note, then the round, the courier and the doorstep, with the way
      // back to the round.
      await hub.page.goto(`${shopUrl}/back-office/orders/${orderAt(1).number}/show`);
      const missed = hub.page.getByTestId('missed-delivery');
      await missed.getByText('Livraison manquée').waitFor();
      await missed.getByText('Note du livreur : « Personne au 3e, boîte aux lettres pleine »').waitFor();
      const doorstep = hub.page.getByTestId('order-stop');
      await doorstep
        .getByText(/^Tournée 1 · .+ · arrêt 2, attendu \d{1,2}\sh(\s\d{2})? – \d{1,2}\sh(\s\d{2})?$/)
        .waitFor();
      await doorstep.getByText(/^Absent à \d{2}:\d{2}$/).waitFor();
      await photographStaff(hub.page, 'order-absent');
      await doorstep.getByRole('link', { name: 'Voir la tournée' }).click();
      await hub.page.waitForURL(/\/rounds\?day=/);
      await hub.page
        .getByText(/Absent à \d{2}:\d{2}/)
        .first()
        .waitFor();
      // On a phone the stops' outcome and the courier's note wrap in their column, on the screen.
      await hub.page.setViewportSize(viewports.phone);
      const note = hub.page.getByText('« Personne au 3e, boîte aux lettres pleine »');
      const outcome = hub.page.locator('.MuiChip-root').filter({ hasText: /Absent à/ });
      // The screen lays itself out again after the resize (a media query in React): wait for it.
      for (const shown of [note, outcome]) {
        await expect
          .poll(() => shown.evaluate((element) => element.getBoundingClientRect().right), { timeout: 5_000 })
          .toBeLessThanOrEqual(viewports.phone.width);
      }
      await photographStaff(hub.page, 'rounds-phone');
      await hub.page.setViewportSize(LAPTOP);

      // What the shop learns from the slot.
      await hub.page.goto(`${shopUrl}/back-office/rounds/report?from=${day}&to=${day}`);
      const row = hub.page
        .getByRole('table', { name: 'Bilan par créneau' })
        .getByRole('row')
        .filter({ hasText: 'Vélo' })
        .first();
      await row.waitFor();
      // One round, three stops: two delivered, one absent.
      expect((await row.getByRole('cell').allTextContents()).slice(2, 6)).toEqual(['1', '3', '2', '1']);
      await photographStaff(hub.page, 'report');

      // The office sends the missed delivery on another bike slot: the customer's place moves,
      // and the order's page says where it goes now.
      await hub.page.goto(`${shopUrl}/back-office/orders/${orderAt(1).number}/show`);
      await hub.page.getByRole('button', { name: 'Changer de créneau' }).click();
      const rebooking = hub.page.getByRole('dialog', {
        name: `Changer le créneau de la commande ${orderAt(1).number}`,
      });
      const firstFree = rebooking.getByRole('radio', { disabled: false }).first();
      await firstFree.waitFor();
      await photographStaff(hub.page, 'rebooking');
      await firstFree.check();
      await rebooking.getByRole('button', { name: 'Déplacer sur ce créneau' }).click();
      await hub.page.getByText(`Commande ${orderAt(1).number} déplacée`, { exact: false }).waitFor();
      await hub.page
        .getByTestId('missed-delivery')
        .getByText(/^Elle repart sur un nouveau créneau : /)
        .waitFor();
      const moved = (await staffFetch(adminCookie, `orders/${orderAt(1).number}`)) as {
        slot: { id: string };
      };
      expect(moved.slot.id).not.toBe(slot.id);
      // The round it missed is not its round any more: nothing is planned on its new slot yet.
      expect(await hub.page.getByTestId('order-stop').count()).toBe(0);
      await photographStaff(hub.page, 'order-rebooked');
      // « Aujourd’hui » counts it as moved, not as one to deliver again.
      await hub.page.goto(`${shopUrl}/back-office/`);
      const missedToday = hub.page.getByTestId('missed-deliveries');
      await missedToday.getByText('Dont 1 déplacée sur un nouveau créneau.').waitFor();
      await missedToday.getByText(/^Nouveau créneau : /).waitFor();
      expect(await missedToday.getByText(/à livrer de nouveau/).count()).toBe(0);
      await photographStaff(hub.page, 'missed-moved');
      await hub.context.close();
      await bike.context.close();
      await customerPage.close();
    },
  );
  it('shows a pickup-point order’s code once it is prepared', { timeout: 180_000 }, async () => {
    const customer = { phone: '+33645420004', firstName: 'Diane' };
    const product = await aProduct();
    const pickup = await placePickupOrder(shopUrl, customer, [{ productId: product.id, quantity: 4 }]);
    const cookie = await staffCookie(shopUrl, admin);
    await staffFetch(cookie, `orders/${pickup.number}/prepared`, { prepared: true });
    const { pickupCode } = (await staffFetch(cookie, `orders/${pickup.number}`)) as {
      pickupCode: string | null;
    };
    expect(pickupCode).toMatch(/^\d{6}$/);

    const page = await browser.newPage({ viewport: viewports.phone, locale: 'fr-FR' });
    await signInOnTheShop(page, shopUrl, customer.phone, `/my-account/orders/${pickup.number}`);
    await byTestId(page, 'order-pickup').waitFor();
    expect(await byTestId(page, 'order-pickup-code').textContent()).toBe(pickupCode);
    await expectAccessible(page);
    await page.screenshot({ path: screenshotPath('delivery-day-pickup-code') });
    await page.close();
  });
});
