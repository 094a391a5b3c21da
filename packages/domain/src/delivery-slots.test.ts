import { describe, expect, it } from 'vitest';
import type { BikeHoursChange } from './bike-hours';
import {
  DEFAULT_SLOT_CAPACITY,
  checkDayClosing,
  checkSlotChoice,
  closedDaysOf,
  deliverySlotCalendar,
  deliverySlotsHeadline,
  isDeliverySlotMode,
  isSlotClosedByShop,
  isSlotFull,
  nextBikeSlotsOpening,
  type PlannedDeliverySlot,
} from './delivery-slots';

const HOUR_MS = 3_600_000;
const parisWall = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** "2025-06-12 10:00": what a Paris clock shows at that instant. */
const wall = (instant: Date) => parisWall.format(instant);
const windows = (slots: PlannedDeliverySlot[]) =>
  slots.map((slot) => `${wall(slot.start)}–${wall(slot.end).slice(11)}`);

describe('bike slots (spec §3: 2–4 h slots, 24 to 48 h ahead)', () => {
  it.each([
    [
      "a Wednesday morning offers the rest of Thursday and Friday's first round",
      '2025-06-11T09:00:00+02:00',
      [
        '2025-06-12 10:00–12:00',
        '2025-06-12 12:00–14:00',
        '2025-06-12 14:00–17:00',
        '2025-06-12 17:00–19:00',
        '2025-06-12 19:00–21:00',
        '2025-06-13 08:00–10:00',
      ],
    ],
    [
      'skips Sunday: a Saturday morning offers Monday up to 48 h ahead, 48 h included',
      '2025-06-14T10:00:00+02:00',
      ['2025-06-16 08:00–10:00', '2025-06-16 10:00–12:00'],
    ],
    ['skips a public holiday (Whit Monday 2025)', '2025-06-07T20:00:00+02:00', []],
    [
      'spring clock change: Monday after the change is in summer time',
      '2025-03-29T10:00:00+01:00',
      ['2025-03-31 08:00–10:00', '2025-03-31 10:00–12:00'],
    ],
    [
      'autumn clock change: 48 h are elapsed hours across the extra hour',
      '2025-10-25T19:30:00+02:00',
      [
        '2025-10-27 08:00–10:00',
        '2025-10-27 10:00–12:00',
        '2025-10-27 12:00–14:00',
        '2025-10-27 14:00–17:00',
        '2025-10-27 17:00–19:00',
      ],
    ],
  ])('%s', (_rule, now, expected) => {
    expect(windows(deliverySlotCalendar('bag', new Date(now)))).toEqual(expected);
  });

  it('makes every bike slot 2 to 4 hours long, bookable until 24 h before it starts', () => {
    for (const now of ['2025-03-28T07:00:00Z', '2025-10-24T15:30:00Z', '2025-12-30T11:00:00Z']) {
      for (const slot of deliverySlotCalendar('bag', new Date(now))) {
        const hours = (slot.end.getTime() - slot.start.getTime()) / HOUR_MS;
        expect(hours).toBeGreaterThanOrEqual(2);
        expect(hours).toBeLessThanOrEqual(4);
        expect(slot.start.getTime() - slot.bookableUntil.getTime()).toBe(24 * HOUR_MS);
        expect(slot.mode).toBe('bag');
      }
    }
  });

  it('puts bike slots in Paris summer time after the spring change (UTC+2)', () => {
    const [first] = deliverySlotCalendar('bag', new Date('2025-03-29T10:00:00+01:00'));
    expect(first?.start.toISOString()).toBe('2025-03-31T06:00:00.000Z');
    expect(first?.bookableUntil.toISOString()).toBe('2025-03-30T06:00:00.000Z');
  });

  it('puts bike slots in Paris winter time after the autumn change (UTC+1)', () => {
    const [first] = deliverySlotCalendar('bag', new Date('2025-10-25T19:30:00+02:00'));
    expect(first?.start.toISOString()).toBe('2025-10-27T07:00:00.000Z');
  });

  it('stops offering a slot once it is less than 24 h away', () => {
    const start = new Date('2025-06-12T10:00:00+02:00');
    const justBefore = new Date(start.getTime() - 24 * HOUR_MS - 1);
    const exactly = new Date(start.getTime() - 24 * HOUR_MS);
    const starts = (now: Date) => deliverySlotCalendar('bag', now).map((slot) => slot.start.getTime());
    expect(starts(justBefore)).toContain(start.getTime());
    expect(starts(exactly)).not.toContain(start.getTime());
  });

  it('offers a slot starting exactly 48 h ahead but not one starting later', () => {
    const now = new Date('2025-06-11T08:00:00+02:00');
    const starts = windows(deliverySlotCalendar('bag', now));
    expect(starts.at(-1)).toBe('2025-06-13 08:00–10:00');
    expect(starts).not.toContain('2025-06-13 10:00–12:00');
  });
});

describe("the rounds' hours the staff changed", () => {
  it('cuts each day by the latest change from that day or before, the others keeping theirs', () => {
    const now = new Date('2025-06-11T08:30:00+02:00');
    const everyDay = { days: [1, 2, 3, 4, 5, 6], places: 8 };
    const hours = [
      { from: '2025-06-13', windows: [{ fromHour: 7, toHour: 10, ...everyDay }] },
      {
        from: '2025-06-01',
        windows: [
          { fromHour: 9, toHour: 11, ...everyDay },
          { fromHour: 18, toHour: 21, ...everyDay },
        ],
      },
      { from: '2025-06-20', windows: [{ fromHour: 6, toHour: 8, ...everyDay }] },
    ];
    expect(windows(deliverySlotCalendar('bag', now, hours))).toEqual([
      '2025-06-12 09:00–11:00',
      '2025-06-12 18:00–21:00',
      '2025-06-13 07:00–10:00',
    ]);
  });

  it("makes a day's slots of its weekday's windows, each with its window's places", () => {
    // Thursday 7:00: slots start from Friday 7:00 to Saturday 7:00.
    const now = new Date('2025-06-12T07:00:00+02:00');
    const hours = [
      {
        from: '2025-06-01',
        windows: [
          { fromHour: 6, toHour: 8, days: [1, 2, 3, 4, 5], places: 12 },
          { fromHour: 10, toHour: 12, days: [1, 2, 3, 4, 5], places: 12 },
          { fromHour: 6, toHour: 9, days: [6], places: 3 },
        ],
      },
    ];
    const slots = deliverySlotCalendar('bag', now, hours);
    expect(slots.map((slot) => `${wall(slot.start)} ${slot.capacity}`)).toEqual([
      '2025-06-13 10:00 12',
      '2025-06-14 06:00 3',
    ]);
  });

  it("gives the shop's own windows their default places", () => {
    const slots = deliverySlotCalendar('bag', new Date('2025-06-11T08:30:00+02:00'));
    expect(slots.length).toBeGreaterThan(0);
    expect(new Set(slots.map((slot) => slot.capacity))).toEqual(new Set([DEFAULT_SLOT_CAPACITY.bag]));
  });

  it('leaves parcel appointments alone', () => {
    const now = new Date('2025-06-11T09:00:00+02:00');
    const hours = [
      { from: '2025-06-01', windows: [{ fromHour: 9, toHour: 11, days: [1, 2, 3, 4, 5, 6], places: 8 }] },
    ];
    expect(deliverySlotCalendar('parcel', now, hours)).toEqual(deliverySlotCalendar('parcel', now));
  });
});

describe('parcel appointments (half days on the next five working days)', () => {
  const days = (now: string) => [
    ...new Set(deliverySlotCalendar('parcel', new Date(now)).map((slot) => wall(slot.start).slice(0, 10))),
  ];

  it.each([
    [
      'before noon, tomorrow is still bookable',
      '2025-06-10T11:59:00+02:00',
      ['2025-06-11', '2025-06-12', '2025-06-13', '2025-06-16', '2025-06-17'],
    ],
    [
      'from noon, tomorrow is closed',
      '2025-06-10T12:00:00+02:00',
      ['2025-06-12', '2025-06-13', '2025-06-16', '2025-06-17', '2025-06-18'],
    ],
    [
      "Monday's cut-off is Friday noon",
      '2025-06-13T13:00:00+02:00',
      ['2025-06-17', '2025-06-18', '2025-06-19', '2025-06-20', '2025-06-23'],
    ],
    [
      'skips Whit Monday, and Tuesday closes on the Friday before',
      '2025-06-06T10:00:00+02:00',
      ['2025-06-10', '2025-06-11', '2025-06-12', '2025-06-13', '2025-06-16'],
    ],
    [
      'skips Christmas and New Year',
      '2025-12-24T09:00:00+01:00',
      ['2025-12-26', '2025-12-29', '2025-12-30', '2025-12-31', '2026-01-02'],
    ],
  ])('%s', (_rule, now, expected) => {
    expect(days(now)).toEqual(expected);
  });

  it('offers a morning and an afternoon, bookable until noon of the working day before', () => {
    const slots = deliverySlotCalendar('parcel', new Date('2025-06-10T11:00:00+02:00')).slice(0, 2);
    expect(windows(slots)).toEqual(['2025-06-11 08:00–13:00', '2025-06-11 13:00–18:00']);
    for (const slot of slots) expect(wall(slot.bookableUntil)).toBe('2025-06-10 12:00');
  });

  it('keeps appointments after the autumn change in winter time, the cut-off before it in summer time', () => {
    const [monday] = deliverySlotCalendar('parcel', new Date('2025-10-24T10:00:00+02:00'));
    expect(monday?.start.toISOString()).toBe('2025-10-27T07:00:00.000Z');
    expect(monday?.bookableUntil.toISOString()).toBe('2025-10-24T10:00:00.000Z');
  });

  it('answers slots in start order', () => {
    for (const mode of ['bag', 'parcel'] as const) {
      const starts = deliverySlotCalendar(mode, new Date('2025-06-11T09:00:00+02:00')).map((slot) =>
        slot.start.getTime(),
      );
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
  });
});

describe('choosing a slot (spec §4)', () => {
  const now = new Date('2025-06-11T09:00:00Z');
  const slot = { mode: 'bag', bookableUntil: new Date('2025-06-11T10:00:00Z'), capacity: 8, booked: 3 };
  it.each([
    ['accepts an open slot with places left', slot, 'bag', true],
    ['refuses a slot of another mode as closed', slot, 'parcel', 'slot_closed'],
    ['refuses a slot past its bookableUntil', { ...slot, bookableUntil: now }, 'bag', 'slot_closed'],
    ['refuses a full slot', { ...slot, booked: 8 }, 'bag', 'slot_full'],
    ['refuses a slot the shop closed as closed, not full', { ...slot, closedAt: now }, 'bag', 'slot_closed'],
    [
      'says closed rather than full when the shop closed a full slot',
      { ...slot, booked: 8, closedAt: now },
      'bag',
      'slot_closed',
    ],
    [
      'says closed rather than full when both',
      { ...slot, booked: 8, bookableUntil: now },
      'bag',
      'slot_closed',
    ],
  ] as const)('%s', (_rule, candidate, mode, expected) => {
    const result = checkSlotChoice(candidate, mode, now);
    expect(result.ok ? true : result.code).toBe(expected);
  });

  it.each([
    ['places left, open', { capacity: 8, booked: 3, closedAt: null }, false, false],
    ['every place taken', { capacity: 8, booked: 8, closedAt: null }, true, false],
    [
      'closed by the shop with places left: closed, not full',
      { capacity: 8, booked: 3, closedAt: now },
      false,
      true,
    ],
  ] as const)('tells a slot with %s', (_case, candidate, full, closed) => {
    expect([isSlotFull(candidate), isSlotClosedByShop(candidate)]).toEqual([full, closed]);
  });

  it('has a default capacity for each slot mode', () => {
    expect(DEFAULT_SLOT_CAPACITY.bag).toBeGreaterThan(0);
    expect(DEFAULT_SLOT_CAPACITY.parcel).toBeGreaterThan(DEFAULT_SLOT_CAPACITY.bag);
    expect(isDeliverySlotMode('bag')).toBe(true);
    expect(isDeliverySlotMode('pickup-point')).toBe(false);
  });

  it('says when the next bike slots open, when there are none', () => {
    const opening = new Date('2026-12-05T08:00:00+01:00');
    expect(deliverySlotsHeadline('bag', 0, opening)).toBe(
      'Aucun créneau à vélo pour le moment : les prochains s’ouvrent samedi 5 décembre à 8\u00a0h',
    );
    expect(deliverySlotsHeadline('bag', 2, opening)).toContain('choisissez un créneau');
    expect(deliverySlotsHeadline('parcel', 0, opening)).toBe('Aucun créneau disponible pour le moment');
  });

  it('heads the slots with a sentence per mode, or says there are none', () => {
    expect(deliverySlotsHeadline('bag', 3)).toContain('vélo');
    expect(deliverySlotsHeadline('parcel', 3)).toContain('rendez-vous');
    expect(deliverySlotsHeadline('bag', 0)).toContain('Aucun créneau');
  });
});

describe('closing a day (« Fermer la journée »)', () => {
  it.each([
    ['a Monday with slots', '2030-03-18', 3, 'no refusal'],
    ['a Sunday', '2030-03-17', 0, 'delivery_day_without_rounds'],
    ['Labour Day, a Wednesday', '2030-05-01', 0, 'delivery_day_without_rounds'],
    ['a Saturday whose slots are not made yet', '2030-03-16', 0, 'delivery_day_without_slots'],
    ['a Monday whose slots are not made yet', '2030-03-18', 0, 'delivery_day_without_slots'],
  ])('%s (%s) answers %s', (_case, day, slots, code) => {
    const checked = checkDayClosing(day, slots);
    expect(checked.ok ? 'no refusal' : checked.code).toBe(code);
  });
});

describe('closedDaysOf', () => {
  const slot = (startsAt: string, closedAt: string | null) => ({
    startsAt: new Date(startsAt),
    closedAt: closedAt === null ? null : new Date(closedAt),
  });

  it('names the Paris days whose every slot is closed, with when the last was closed', () => {
    const closed = closedDaysOf([
      slot('2026-12-24T08:00:00Z', '2026-12-01T10:00:00Z'),
      slot('2026-12-24T22:30:00Z', '2026-12-01T11:00:00Z'), // 23:30 in Paris: still the 24th
      slot('2026-12-23T08:00:00Z', '2026-12-01T10:00:00Z'),
      slot('2026-12-23T10:00:00Z', null),
    ]);
    expect([...closed]).toEqual([['2026-12-24', new Date('2026-12-01T11:00:00Z')]]);
  });

  it('knows no closed day without slots', () => {
    expect(closedDaysOf([]).size).toBe(0);
  });
});

describe('when the next bike slots open (the 24–48 h rule leaves gaps)', () => {
  const MINUTE_MS = 60_000;
  const offersNone = (at: Date, hours: readonly BikeHoursChange[] = []) =>
    deliverySlotCalendar('bag', at, hours).length === 0;
  /** Every 10 minutes after `from` and before `until`, the calendar offers no bike slot. */
  const noneBetween = (from: Date, until: Date, hours: readonly BikeHoursChange[] = []) => {
    for (let at = from.getTime() + 10 * MINUTE_MS; at < until.getTime(); at += 10 * MINUTE_MS) {
      if (!offersNone(new Date(at), hours)) return false;
    }
    return true;
  };

  it('from a Friday evening, Saturday morning: the Sunday has no round', () => {
    const friday = new Date('2026-12-04T20:00:00+01:00');
    expect(offersNone(friday)).toBe(true);
    const opening = nextBikeSlotsOpening(friday)!;
    expect(wall(opening)).toBe('2026-12-05 08:00');
    expect(windows(deliverySlotCalendar('bag', opening))[0]).toBe('2026-12-07 08:00–10:00');
    expect(noneBetween(friday, opening)).toBe(true);
  });

  it.each([
    ['three weeks of Christmas and New Year', '2026-12-14T00:07:00+01:00', 21],
    ['the spring change of time', '2027-03-22T00:07:00+01:00', 10],
    ['the autumn change of time', '2027-10-25T00:07:00+02:00', 10],
  ])('is the first instant the calendar offers a slot again, at any hour of %s', (_case, from, days) => {
    const start = new Date(from).getTime();
    let checked = 0;
    for (let at = start; at < start + days * 24 * HOUR_MS; at += 37 * MINUTE_MS) {
      const now = new Date(at);
      if (!offersNone(now)) continue;
      const opening = nextBikeSlotsOpening(now)!;
      expect(offersNone(opening), wall(now)).toBe(false);
      expect(noneBetween(now, opening), wall(now)).toBe(true);
      checked++;
    }
    // Friday evenings at least (the days before a holiday too, in December).
    expect(checked).toBeGreaterThan(15);
  });

  it("follows the rounds' hours the staff set", () => {
    const lateRounds: BikeHoursChange[] = [
      { from: '2026-12-01', windows: [{ fromHour: 14, toHour: 17, days: [1, 2, 3, 4, 5, 6], places: 8 }] },
    ];
    const opening = nextBikeSlotsOpening(new Date('2026-12-04T20:00:00+01:00'), lateRounds)!;
    expect(wall(opening)).toBe('2026-12-05 14:00');
    expect(
      nextBikeSlotsOpening(new Date('2026-12-04T20:00:00+01:00'), [{ from: '2026-12-01', windows: [] }]),
    ).toBeNull();
  });
});
