/** The courier's rounds kept on the phone: the shop's day only, and gone at sign-out. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxStorageKey } from './courier-outbox';
import { forgetKeptRounds, keepRounds, keptRoundsKey, keptRoundsOf, type ShownRounds } from './kept-rounds';

/** Storage as the browser has it (Node has none). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/** 14 March 2030, 07:30 in Paris (06:30 UTC). */
const MORNING = Date.parse('2030-03-14T06:30:00.000Z');

const rounds: ShownRounds = {
  day: '2030-03-14',
  now: '2030-03-14T06:30:00.000Z',
  rounds: [],
  clockOffsetMs: 0,
};

describe('the rounds kept on the courier’s phone', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('are the last answer, with when it was read, for the rest of the shop’s day', () => {
    keepRounds('m1', rounds, MORNING);
    expect(keptRoundsOf('m1', MORNING + 12 * 3600_000)).toEqual({ ...rounds, keptAt: MORNING });
    expect(keptRoundsOf('m2', MORNING)).toBeUndefined();
  });

  it('are dropped once the shop’s day has changed, by the shop’s clock rather than the phone’s', () => {
    keepRounds('m1', rounds, MORNING);
    // 00:10 in Paris the next day.
    expect(keptRoundsOf('m1', Date.parse('2030-03-14T23:10:00.000Z'))).toBeUndefined();
    expect(localStorage.getItem(keptRoundsKey('m1'))).toBeNull();

    // The shop's clock runs a day behind the phone's (a demo): still the shop's 14 March.
    const behind = { ...rounds, clockOffsetMs: -24 * 3600_000 };
    keepRounds('m1', behind, MORNING + 24 * 3600_000);
    expect(keptRoundsOf('m1', MORNING + 24 * 3600_000)?.day).toBe('2030-03-14');
  });

  it('are dropped when storage holds something else', () => {
    localStorage.setItem(keptRoundsKey('m1'), '{"day":"2030-03-14"}');
    expect(keptRoundsOf('m1', MORNING)).toBeUndefined();
    localStorage.setItem(keptRoundsKey('m1'), 'not json');
    expect(keptRoundsOf('m1', MORNING)).toBeUndefined();
    expect(localStorage.getItem(keptRoundsKey('m1'))).toBeNull();
  });

  it('are all forgotten at sign-out, and nothing else the page keeps', () => {
    keepRounds('m1', rounds, MORNING);
    keepRounds('m2', rounds, MORNING);
    localStorage.setItem(outboxStorageKey('m1'), '[]');
    forgetKeptRounds();
    expect(keptRoundsOf('m1', MORNING)).toBeUndefined();
    expect(keptRoundsOf('m2', MORNING)).toBeUndefined();
    expect(localStorage.getItem(outboxStorageKey('m1'))).toBe('[]');
  });
});
