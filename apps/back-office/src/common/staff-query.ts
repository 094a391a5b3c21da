/**
 * Reading the staff API from a screen: react-admin's data provider (so a 401 signs out) through
 * react-query (so screens share, cache and refresh answers).
 */
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useDataProvider, useNotify, type DataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { StaffActions } from '../providers/data-provider';
import { shiftDay } from './format';

export type StaffDataProvider = DataProvider & StaffActions;

export function useStaff(): StaffDataProvider {
  return useDataProvider<StaffDataProvider>();
}

export function useStaffQuery<T>(
  key: QueryKey,
  read: (staff: StaffDataProvider) => Promise<T>,
  options: {
    enabled?: boolean;
    refetchInterval?: number | false | ((answer: T | undefined) => number | false);
    /** An answer kept from before (and when it was read), shown until the server's comes. */
    initialData?: T | undefined;
    initialDataUpdatedAt?: number | undefined;
    /** 0: the answer is forgotten once no screen shows it, so the next one reads the server's afresh. */
    gcTime?: number;
  } = {},
) {
  const staff = useStaff();
  const { refetchInterval, ...rest } = options;
  return useQuery({
    queryKey: ['staff', ...key],
    queryFn: () => read(staff),
    ...rest,
    ...(refetchInterval === undefined
      ? {}
      : {
          refetchInterval:
            typeof refetchInterval === 'function'
              ? (query: { state: { data: T | undefined } }) => refetchInterval(query.state.data)
              : refetchInterval,
        }),
  });
}

/**
 * A change made from a screen: the success toast, the server's French message on failure, then
 * every staff answer read again (the dashboard, lists and picking lists all move together). A
 * second press while the first is under way is ignored: a double click sent the change twice
 * (its button is disabled only once the screen drew again). A one-off change (`isOneOff`: an
 * e-mail sent) ignores every press after its success too, so a double click whose first press is
 * answered before the second sends the e-mail once.
 */
export function useStaffAction<A>(
  act: (staff: StaffDataProvider, argument: A) => Promise<unknown>,
  { success, isOneOff = false }: { success?: string | ((argument: A) => string); isOneOff?: boolean } = {},
) {
  const staff = useStaff();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const underWay = useRef(false);
  const mutation = useMutation({
    mutationFn: (argument: A) => act(staff, argument),
    onSuccess: async (_answer, argument) => {
      if (success) {
        notify(typeof success === 'function' ? success(argument) : success, { type: 'success' });
      }
      await queryClient.invalidateQueries();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const { mutate } = mutation;
  const once = useCallback(
    (argument: A, options?: Parameters<typeof mutate>[1]) => {
      if (underWay.current) return;
      underWay.current = true;
      mutate(argument, {
        ...options,
        onSettled: (answer, error, ...rest) => {
          if (error || !isOneOff) underWay.current = false;
          options?.onSettled?.(answer, error, ...rest);
        },
      });
    },
    [mutate, isOneOff],
  );
  return { ...mutation, mutate: once };
}

/**
 * The shop's "today" on the server's clock (the browser's may differ, and the shop's clock may
 * be moved in a demo): the dashboard answers it when asked without a day.
 */
export function useShopToday(): string | undefined {
  const { data } = useStaffQuery(['today'], (staff) => staff.dashboard(undefined), {});
  return data?.day;
}

/** How often a screen waiting for a customer's answer reads again (issue 41: seen within 5 s). */
export const AWAITING_ANSWER_REFRESH_MS = 3000;

/** The day a screen shows: `?day=` in the address (kept on reload), the shop's today otherwise. */
export function useDayParam(): [string | undefined, (day: string) => void] {
  const [params, setParams] = useSearchParams();
  const today = useShopToday();
  const day = params.get('day') ?? today;
  const setDay = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('day', next);
        return updated;
      },
      { replace: true },
    );
  return [day, setDay];
}

/**
 * The days a report covers: `?from=&to=` in the address (kept on reload), else the `days` days
 * up to the shop's today; `choose` changes either end.
 */
export function useDayRangeParams(days: number) {
  const [params, setParams] = useSearchParams();
  const today = useShopToday();
  const to = params.get('to') ?? today;
  const from = params.get('from') ?? (to ? shiftDay(to, -(days - 1)) : undefined);
  const choose = (changes: { from?: string; to?: string }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) if (value) next.set(key, value);
    setParams(next, { replace: true });
  };
  return { from, to, choose };
}
