/**
 * The courier page's outbox: marks kept in localStorage (one outbox per member), sent in order
 * on load, when the network comes back and every few seconds while some wait. The server's
 * answer (the round as it now is) replaces the page's copy at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useStaff } from '../common/staff-query';
import type { CourierRounds, DeliveryRound } from '../providers/staff-types';
import { markNotKeptText } from '../rounds/round-labels';
import {
  outboxStorageKey,
  parseOutbox,
  sendMarks,
  withMark,
  type CourierMark,
  type Outbox,
} from './courier-outbox';

/** How often waiting marks are tried again while the page is open. */
export const OUTBOX_RETRY_MS = 10_000;

export const COURIER_ROUNDS_KEY = ['staff', 'courier-rounds'] as const;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export function useCourierOutbox(memberId: string) {
  const staff = useStaff();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const online = useOnline();
  const storageKey = outboxStorageKey(memberId);
  // Where the marks live when the browser refuses storage (a private window that is full): the
  // page keeps them as long as it stays open.
  const unstored = useRef<Outbox | null>(null);
  const read = useCallback(
    (): Outbox => unstored.current ?? parseOutbox(localStorage.getItem(storageKey)),
    [storageKey],
  );
  // At first the outbox is whatever storage holds (nothing is unstored yet).
  const [outbox, setOutbox] = useState<Outbox>(() => parseOutbox(localStorage.getItem(storageKey)));
  // Whether the last try stopped on a mark the network kept (the phone says online, the shop is out of reach).
  const [unreachable, setUnreachable] = useState(false);
  const sending = useRef(false);

  const save = useCallback(
    (next: Outbox) => {
      try {
        localStorage.setItem(storageKey, JSON.stringify(next));
        unstored.current = null;
      } catch {
        unstored.current = next;
      }
      setOutbox(next);
    },
    [storageKey],
  );

  const showRound = useCallback(
    (round: DeliveryRound) =>
      queryClient.setQueryData<CourierRounds>(COURIER_ROUNDS_KEY, (current) =>
        current
          ? {
              ...current,
              rounds: current.rounds.map((known) => (known.id === round.id ? { ...known, ...round } : known)),
            }
          : current,
      ),
    [queryClient],
  );

  /** A stop as the phone last showed it (its number and customer), to name it. */
  const stopOf = useCallback(
    (stopId: string) =>
      queryClient
        .getQueryData<CourierRounds>(COURIER_ROUNDS_KEY)
        ?.rounds.flatMap((round) => round.stops)
        .find((stop) => stop.stopId === stopId),
    [queryClient],
  );

  const flush = useCallback(async () => {
    if (sending.current || read().length === 0) return;
    sending.current = true;
    try {
      const { outbox: left, outcomes } = await sendMarks(
        read(),
        (mark) =>
          staff.markStop(mark.stopId, {
            key: mark.key,
            outcome: mark.outcome,
            ...(mark.absenceReason ? { absenceReason: mark.absenceReason } : {}),
            ...(mark.absenceNote ? { absenceNote: mark.absenceNote } : {}),
            at: mark.at,
          }),
        save,
      );
      setUnreachable(left.length > 0);
      for (const outcome of outcomes) {
        if (outcome.kind === 'sent') showRound(outcome.round);
        else if (outcome.code === 'stop_already_done')
          // Kept on screen until closed: it may carry a note the courier must pass on.
          notify(markNotKeptText(outcome.mark, stopOf(outcome.mark.stopId)), {
            type: 'warning',
            autoHideDuration: null,
          });
        else notify(outcome.message, { type: 'error' });
      }
      if (outcomes.some((outcome) => outcome.kind === 'refused')) {
        await queryClient.invalidateQueries({ queryKey: COURIER_ROUNDS_KEY });
      }
    } finally {
      sending.current = false;
    }
  }, [read, save, staff, showRound, stopOf, notify, queryClient]);

  // Sent on load, when the network comes back, and every few seconds while some wait.
  useEffect(() => {
    void flush();
    const retry = window.setInterval(() => void flush(), OUTBOX_RETRY_MS);
    const onOnline = () => void flush();
    // Another tab of the same member marked a stop: show it here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) setOutbox(read());
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    return () => {
      window.clearInterval(retry);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
    };
  }, [flush, read, storageKey]);

  const mark = useCallback(
    (added: CourierMark) => {
      save(withMark(read(), added));
      void flush();
    },
    [flush, read, save],
  );

  return { outbox, mark, offline: !online || (unreachable && outbox.length > 0) };
}
