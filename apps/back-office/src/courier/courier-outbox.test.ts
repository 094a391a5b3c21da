/** The courier's outbox: marks kept in order, one per stop, sent oldest first, never overtaken. */
import type { DeliveryRound, RoundStop } from '@sillon/contract';
import { describe, expect, it } from 'vitest';
import {
  keepsMark,
  newMarkKey,
  parseOutbox,
  sendMarks,
  withMark,
  withoutMark,
  withWaitingMarks,
  type CourierMark,
  type Outbox,
} from './courier-outbox';

function mark(
  stopId: string,
  key = `key-${stopId}`,
  outcome: CourierMark['outcome'] = 'delivered',
): CourierMark {
  return {
    stopId,
    key,
    outcome,
    absenceReason: outcome === 'absent' ? 'unreachable' : null,
    absenceNote: null,
    at: '2030-03-14T09:20:00.000Z',
  };
}

function stop(stopId: string, outcome: RoundStop['outcome'] = null): RoundStop {
  return {
    stopId,
    position: 1,
    orderNumber: `S-${stopId}`,
    customerName: 'Camille',
    phone: null,
    address1: '1 rue Oberkampf',
    address2: null,
    zipcode: '75011',
    city: 'Paris',
    instructions: null,
    bags: 1,
    weightGrams: 3000,
    point: { latitude: 48.86, longitude: 2.37 },
    pointPrecision: 'address',
    plannedArrival: '2030-03-14T09:20:00.000Z',
    estimatedArrival: '2030-03-14T09:20:00.000Z',
    window: { from: '2030-03-14T09:10:00.000Z', to: '2030-03-14T09:30:00.000Z' },
    outcome,
    absenceReason: null,
    absenceNote: null,
    outcomeAt: outcome ? '2030-03-14T09:15:00.000Z' : null,
    withdrawn: false,
  };
}

const round = { stops: [stop('a'), stop('b')] } as DeliveryRound;

function failure(status: number, code?: string) {
  return Object.assign(new Error(`échec ${status}`), { status, body: { error: { code } } });
}

describe('withMark', () => {
  it.each<[string, Outbox, CourierMark, string[]]>([
    ['adds at the end', [mark('a')], mark('b'), ['a', 'b']],
    ['keeps the first mark of a stop', [mark('a', 'k1')], mark('a', 'k2', 'absent'), ['a']],
    ['never holds a key twice', [mark('a', 'k1')], mark('b', 'k1'), ['a']],
    ['starts an empty outbox', [], mark('c'), ['c']],
  ])('%s', (_case, outbox, added, stops) => {
    const after = withMark(outbox, added);
    expect(after.map((waiting) => waiting.stopId)).toEqual(stops);
    expect(after[0]?.key).toBe(outbox[0]?.key ?? added.key);
  });

  it('drops a settled mark by its key only', () => {
    expect(withoutMark([mark('a'), mark('b')], 'key-a').map((waiting) => waiting.stopId)).toEqual(['b']);
    expect(withoutMark([mark('a')], 'other')).toHaveLength(1);
  });
});

describe('keepsMark', () => {
  it.each<[number, boolean]>([
    [0, true],
    [401, true],
    [408, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [403, false],
    [404, false],
    [409, false],
    [422, false],
  ])('status %i keeps the mark: %s', (status, kept) => {
    expect(keepsMark({ status })).toBe(kept);
  });
});

describe('sendMarks', () => {
  it('sends oldest first and empties the outbox, saving after each mark', async () => {
    const sent: string[] = [];
    const saved: number[] = [];
    const result = await sendMarks(
      [mark('a'), mark('b'), mark('c')],
      async (waiting) => {
        sent.push(waiting.key);
        return round;
      },
      (outbox) => saved.push(outbox.length),
    );
    expect(sent).toEqual(['key-a', 'key-b', 'key-c']);
    expect(saved).toEqual([2, 1, 0]);
    expect(result.outbox).toEqual([]);
    expect(result.outcomes.map((outcome) => outcome.kind)).toEqual(['sent', 'sent', 'sent']);
  });

  it('stops at the first mark the network keeps: the next ones do not overtake it', async () => {
    const sent: string[] = [];
    const result = await sendMarks(
      [mark('a'), mark('b'), mark('c')],
      async (waiting) => {
        sent.push(waiting.stopId);
        if (waiting.stopId === 'b') throw failure(0);
        return round;
      },
      () => undefined,
    );
    expect(sent).toEqual(['a', 'b']);
    expect(result.outbox.map((waiting) => waiting.stopId)).toEqual(['b', 'c']);
  });

  it('drops a mark the server refuses for good and goes on with the next', async () => {
    const result = await sendMarks(
      [mark('a'), mark('b')],
      async (waiting) => {
        if (waiting.stopId === 'a') throw failure(409, 'stop_already_done');
        return round;
      },
      () => undefined,
    );
    expect(result.outbox).toEqual([]);
    expect(result.outcomes[0]).toMatchObject({ kind: 'refused', code: 'stop_already_done' });
    expect(result.outcomes[1]).toMatchObject({ kind: 'sent' });
  });

  it('sends each key as it was kept, so a retry after a lost answer is the same mark', async () => {
    const keys: string[] = [];
    const outbox = [mark('a', 'lost-answer')];
    const first = await sendMarks(
      outbox,
      async (waiting) => {
        keys.push(waiting.key);
        throw failure(503);
      },
      () => undefined,
    );
    await sendMarks(
      first.outbox,
      async (waiting) => {
        keys.push(waiting.key);
        return round;
      },
      () => undefined,
    );
    expect(keys).toEqual(['lost-answer', 'lost-answer']);
  });
});

describe('withWaitingMarks', () => {
  it('shows a waiting mark on its stop at once, and leaves the server’s outcome alone', () => {
    const shown = withWaitingMarks({ stops: [stop('a'), stop('b', 'delivered')] }, [
      mark('a', 'k', 'absent'),
      mark('b', 'k2', 'absent'),
    ]);
    expect(shown.stops.map((shownStop) => shownStop.outcome)).toEqual(['absent', 'delivered']);
    expect(shown.stops[0]?.absenceReason).toBe('unreachable');
  });
});

describe('parseOutbox', () => {
  it.each<[string | null, number]>([
    [null, 0],
    ['', 0],
    ['not json', 0],
    ['{"stopId":"a"}', 0],
    [JSON.stringify([mark('a'), { stopId: 'b' }, mark('c')]), 2],
  ])('%s → %i marks', (text, count) => {
    expect(parseOutbox(text)).toHaveLength(count);
  });
});

describe('newMarkKey', () => {
  it('is a UUID v4 the contract accepts', () => {
    expect(newMarkKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newMarkKey((bytes) => bytes.fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newMarkKey()).not.toBe(newMarkKey());
  });
});
