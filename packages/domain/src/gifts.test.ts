import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  giftOfferedValueCents,
  isConditionalGift,
  isGiftUnlocked,
  missingToUnlockCents,
  offeredValueCents,
  reevaluateGifts,
  setGiftSelection,
  type CartGift,
} from './gifts';

const gift = (id: string, minimumUnlockableAmountCents: number, active = false): CartGift => ({
  id,
  priceCents: 500,
  active,
  minimumUnlockableAmountCents,
});

describe('isGiftUnlocked (spec §5: total at or above minimum)', () => {
  it.each([
    [3000, 2999, false],
    [3000, 3000, true],
    [3000, 3001, true],
    [0, 0, true],
  ])('minimum %i, total %i → %s', (minimum, total, expected) => {
    expect(isGiftUnlocked(gift('g', minimum), total)).toBe(expected);
  });
  it('tells conditional gifts apart', () => {
    expect(isConditionalGift(gift('g', 1))).toBe(true);
    expect(isConditionalGift(gift('g', 0))).toBe(false);
  });
});

describe('offered value (spec §3: a gift costs 0, its price counts as offered value)', () => {
  it('values a gift at its price times its quantity', () => {
    expect(giftOfferedValueCents({ priceCents: 450, quantity: 1 })).toBe(450);
    expect(giftOfferedValueCents({ priceCents: 590, quantity: 2 })).toBe(1180);
  });
  it('counts the active gifts only', () => {
    expect(
      offeredValueCents([
        { active: true, offeredValueCents: 450 },
        { active: false, offeredValueCents: 690 },
        { active: true, offeredValueCents: 590 },
      ]),
    ).toBe(1040);
    expect(offeredValueCents([])).toBe(0);
  });
});

describe('missingToUnlockCents', () => {
  it.each([
    [4000, 2550, 1450],
    [3000, 2999, 1],
    [4000, 4000, 0],
    [4000, 7000, 0],
    [0, 0, 0],
  ])('minimum %i, total %i → %i missing', (minimum, total, expected) => {
    expect(missingToUnlockCents(gift('g', minimum), total)).toBe(expected);
  });
  it('is nothing exactly when the gift is unlocked', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (minimum, total) => {
        const isUnlocked = isGiftUnlocked(gift('g', minimum), total);
        expect(missingToUnlockCents(gift('g', minimum), total) === 0).toBe(isUnlocked);
      }),
    );
  });
});

describe('reevaluateGifts (spec §4)', () => {
  it('activates a conditional gift once the total reaches its minimum', () => {
    expect(reevaluateGifts([gift('g', 3000)], 3000)[0]?.active).toBe(true);
  });
  it('deactivates a conditional gift when the total falls below its minimum', () => {
    expect(reevaluateGifts([gift('g', 3000, true)], 2999)[0]?.active).toBe(false);
  });
  it('keeps the selection of a gift with no minimum', () => {
    expect(reevaluateGifts([gift('a', 0, true), gift('b', 0, false)], 0).map((g) => g.active)).toEqual([
      true,
      false,
    ]);
  });
  it('keeps unchanged gifts identical', () => {
    const gifts = [gift('g', 3000, true)];
    expect(reevaluateGifts(gifts, 5000)[0]).toBe(gifts[0]);
  });

  it('a conditional gift is active exactly when its threshold holds (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ minimum: fc.integer({ min: 1, max: 10_000 }), active: fc.boolean() })),
        fc.integer({ min: 0, max: 20_000 }),
        (specs, total) => {
          const gifts = specs.map((spec, index) => gift(`g${index}`, spec.minimum, spec.active));
          reevaluateGifts(gifts, total).forEach((result) => {
            expect(result.active).toBe(total >= result.minimumUnlockableAmountCents);
          });
        },
      ),
    );
  });
});

describe('setGiftSelection (spec §4: activated only if the total reaches the minimum)', () => {
  const gifts = [gift('locked', 3000), gift('free', 0)];
  it('refuses to activate a locked gift', () => {
    expect(setGiftSelection(gifts, 'locked', true, 1000)).toEqual({
      ok: false,
      code: 'gift_locked',
      params: { minimum_cents: 3000 },
    });
  });
  it('activates an unlocked gift', () => {
    const result = setGiftSelection(gifts, 'locked', true, 3000);
    expect(result.ok && result.value.find((g) => g.id === 'locked')?.active).toBe(true);
  });
  it('deactivates a gift', () => {
    const result = setGiftSelection([gift('free', 0, true)], 'free', false, 0);
    expect(result.ok && result.value[0]?.active).toBe(false);
  });
  it('reports an unknown gift', () => {
    expect(setGiftSelection(gifts, 'nope', true, 0)).toEqual({ ok: false, code: 'gift_not_found' });
  });
});
