/**
 * The apps' side of a substitution's push (issue 41): the category's actions registered once, and
 * each response handled: « Accepter » / « Refuser » answer the proposal with the signed-in
 * session, once the launch's session has started (an action pressed while the app was closed
 * arrives before it); without one, or when the answer is refused (too late, answered otherwise),
 * the order opens and says where things stand. A plain tap opens the order (unless the push names its page,
 * which the app's tap handling opens).
 */
import { useEffect } from 'react';
import { selectIsCustomer, selectIsSessionStarting } from '@/features/auth';
import { useAppStore } from '@/store/hooks';
import { useAnswerSubstitutionMutation } from '../api/substitutions-api';
import { onSubstitutionResponse, registerSubstitutionCategory } from '../notifications';

export const orderPath = (number: string) => `/my-account/orders/${encodeURIComponent(number)}`;

export function SubstitutionPushActions({ open }: { open(path: string): void }) {
  // Read when a response arrives, once the launch's session has started (or could not start).
  const store = useAppStore();
  const [answer] = useAnswerSubstitutionMutation();

  useEffect(() => {
    void registerSubstitutionCategory();
  }, []);

  useEffect(
    () =>
      onSubstitutionResponse((response) => {
        const path = orderPath(response.number);
        if (!response.answer) {
          if (!response.hasPath) open(path);
          return;
        }
        const { number, lineId, answer: given } = response;
        void sessionSettled(store).then(async () => {
          if (!selectIsCustomer(store.getState())) return open(path);
          const result = await answer({ number, lineId, answer: given });
          if ('error' in result) open(path);
        });
      }),
    [answer, open, store],
  );
  return null;
}

/** Settles once the launch's session has started or could not start (at once when it has). */
function sessionSettled(store: ReturnType<typeof useAppStore>): Promise<void> {
  return new Promise((resolve) => {
    if (!selectIsSessionStarting(store.getState())) return resolve();
    const stop = store.subscribe(() => {
      if (selectIsSessionStarting(store.getState())) return;
      stop();
      resolve();
    });
  });
}
