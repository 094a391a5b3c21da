/** The back office changes the bike rounds' hours from a day on; the slots of that day follow. */
import type { StaffBikeHours, StaffSlot } from '@sillon/contract';
import { BIKE_SLOT_WINDOWS, deliverySlotCalendar, parisDayOf, parisDayRange, shiftDay } from '@sillon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/auth-test-app';
import { aDeliveryMorning } from '../../testing/shop-clock';
import { openShopApp, type ShopTestApp } from '../../testing/shop-test-app';
import { auditEntriesOf } from '../../testing/staff-audit';
import { staffSession } from '../../testing/staff-session';

const HOUR_MS = 3_600_000;
const hours = (windows: [number, number][]) => windows.map(([fromHour, toHour]) => ({ fromHour, toHour }));
const EVERY_BIKE_DAY = [1, 2, 3, 4, 5, 6];
const parisHour = (iso: string) =>
  Number(
    new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: 'numeric' })
      .format(new Date(iso))
      .replace(/\D/g, ''),
  );

describe("the bike rounds' hours (back office)", () => {
  const clock = new TestClock(aDeliveryMorning());
  const today = parisDayOf(clock.now());
  const firstChangeable = shiftDay(today, 3);
  let shop: ShopTestApp;
  let admin: string;
  let preparer: string;

  const call = (cookie: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    shop = await openShopApp({ clock });
    admin = (await staffSession(shop, 'admin')).cookie;
    preparer = (await staffSession(shop, 'preparer')).cookie;
  });
  afterAll(() => shop.close());

  it("answers the shop's own hours until a change, and the first day that may change", async () => {
    const answer = await call(preparer, 'GET', '/api/staff/bike-hours');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      inForce: { from: null, windows: BIKE_SLOT_WINDOWS },
      upcoming: [],
      firstChangeableDay: firstChangeable,
    });
  });

  it.each([
    [
      'a day whose slots may exist',
      { from: shiftDay(today, 2), windows: hours([[9, 12]]) },
      'bike_hours_too_soon',
    ],
    [
      'overlapping windows',
      {
        from: firstChangeable,
        windows: hours([
          [9, 12],
          [11, 14],
        ]),
      },
      'bike_hours_overlap',
    ],
    ['a half hour', { from: firstChangeable, windows: hours([[9.5, 12]]) }, 'bike_hours_outside_day'],
    ['no window', { from: firstChangeable, windows: [] }, 'bike_hours_none'],
    [
      'a window on Sundays',
      { from: firstChangeable, windows: [{ fromHour: 9, toHour: 12, days: [0] }] },
      'bike_hours_days',
    ],
    [
      'a window without places',
      { from: firstChangeable, windows: [{ fromHour: 9, toHour: 12, places: 0 }] },
      'bike_hours_places',
    ],
  ])('refuses %s with its French reason, changing nothing', async (_case, body, code) => {
    const answer = await call(admin, 'PUT', '/api/staff/bike-hours', body);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().error).toMatchObject({ code, message: expect.stringMatching(/[a-zé]/) });
    expect((await call(admin, 'GET', '/api/staff/bike-hours')).json().upcoming).toEqual([]);
  });

  it('refuses a member who may only read the calendar', async () => {
    const answer = await call(preparer, 'PUT', '/api/staff/bike-hours', {
      from: firstChangeable,
      windows: hours([[9, 12]]),
    });
    expect(answer.statusCode).toBe(403);
  });

  it('journals a change with the hours it replaced, and a change taken back with the hours that go on', async () => {
    const from = firstChangeable;
    const riding = (windows: [number, number][]) =>
      hours(windows).map((window) => ({ ...window, days: EVERY_BIKE_DAY, places: 8 }));
    for (const windows of [hours([[7, 9]]), hours([[9, 12]])]) {
      const changed = await call(admin, 'PUT', '/api/staff/bike-hours', { from, windows });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    expect((await call(admin, 'DELETE', `/api/staff/bike-hours/${from}`)).statusCode).toBe(200);
    const entries = await auditEntriesOf(shop.app, admin, 'bike_hours', from);
    const done = entries.filter((entry) => entry.outcome === 'done');
    expect(done.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'bike_hours.cancel',
        before: { from, windows: riding([[9, 12]]) },
        after: { from, windows: BIKE_SLOT_WINDOWS },
      },
      {
        action: 'bike_hours.change',
        before: { from, windows: riding([[7, 9]]) },
        after: { from, windows: riding([[9, 12]]) },
      },
      {
        action: 'bike_hours.change',
        before: { from, windows: BIKE_SLOT_WINDOWS },
        after: { from, windows: riding([[7, 9]]) },
      },
    ]);
  });

  it("cuts the changed day's bike slots by the new hours, once the calendar reaches it", async () => {
    // The first bike delivery day from the first changeable one on (no Sunday, no public holiday).
    let day = firstChangeable;
    const dayBefore = (of: string) => new Date(parisDayRange(of).from.getTime() - 16 * HOUR_MS);
    while (!deliverySlotCalendar('bag', dayBefore(day)).some((slot) => parisDayOf(slot.start) === day)) {
      day = shiftDay(day, 1);
    }
    // The day's weekday rides 14:00–18:00 with 3 places; another weekday only has an evening.
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const otherDay = weekday === 6 ? 1 : weekday + 1;
    const changed = await call(admin, 'PUT', '/api/staff/bike-hours', {
      from: day,
      windows: [
        { fromHour: 18, toHour: 21, days: [otherDay] },
        { fromHour: 14, toHour: 18, days: [weekday], places: 3 },
        { fromHour: 9, toHour: 12 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = [
      { fromHour: 9, toHour: 12, days: EVERY_BIKE_DAY, places: 8 },
      { fromHour: 14, toHour: 18, days: [weekday], places: 3 },
      { fromHour: 18, toHour: 21, days: [otherDay], places: 8 },
    ];
    expect((changed.json() as StaffBikeHours).upcoming).toEqual([
      { from: day, windows: saved, changeable: true },
    ]);
    const [entry] = await auditEntriesOf(shop.app, admin, 'bike_hours', day);
    expect(entry).toMatchObject({
      action: 'bike_hours.change',
      outcome: 'done',
      before: { from: day, windows: BIKE_SLOT_WINDOWS },
      after: { from: day, windows: saved },
    });

    // 8:00 the day before: every slot of the day is 24 to 48 h away.
    clock.advanceSeconds((dayBefore(day).getTime() - clock.now().getTime()) / 1000);
    admin = (await staffSession(shop, 'admin')).cookie; // the session of days ago has ended
    const slots = await call(admin, 'GET', `/api/staff/slots?from=${day}&to=${day}&mode=bag`);
    const items = (slots.json() as { items: StaffSlot[] }).items;
    expect(items.map((slot) => [parisHour(slot.startsAt), parisHour(slot.endsAt), slot.capacity])).toEqual([
      [9, 12, 8],
      [14, 18, 3],
    ]);
    const answer = (await call(admin, 'GET', '/api/staff/bike-hours')).json() as StaffBikeHours;
    expect(answer.upcoming).toEqual([{ from: day, windows: saved, changeable: false }]);
    const late = await call(admin, 'DELETE', `/api/staff/bike-hours/${day}`);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe('bike_hours_too_soon');
  });

  it('takes back a planned change, and says when there was none', async () => {
    const from = parisDayOf(new Date(clock.now().getTime() + 5 * 24 * HOUR_MS));
    await call(admin, 'PUT', '/api/staff/bike-hours', { from, windows: hours([[7, 9]]) });
    const taken = await call(admin, 'DELETE', `/api/staff/bike-hours/${from}`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((taken.json() as StaffBikeHours).upcoming.map((change) => change.from)).not.toContain(from);
    const again = await call(admin, 'DELETE', `/api/staff/bike-hours/${from}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('bike_hours_not_found');
  });
});
