/**
 * Which signed-in customers are still answered. A customer who closed the account, or whom the
 * staff deactivated, is signed out at once on every device, not when the access token runs out:
 * the account's deletion says « tout de suite ». Each copy keeps a customer's answer a few seconds
 * (`CACHES.customerAccess`), so another copy follows within that time; the copy that closes or
 * deactivates the account forgets its own answer at once.
 */
import { LRUCache } from 'lru-cache';
import { CACHES, MADE_BY_CACHE, WALL_CLOCK } from '../../caches';
import type { AuthRepository } from './auth.repository';

export function createCustomerAccess(repository: Pick<AuthRepository, 'mayStaySignedIn'>) {
  const answers = new LRUCache<string, { open: boolean }>({
    ...CACHES.customerAccess,
    ...WALL_CLOCK,
    ...MADE_BY_CACHE,
    fetchMethod: async (userId) => ({ open: await repository.mayStaySignedIn(userId) }),
  });
  return {
    async isOpen(userId: string): Promise<boolean> {
      return (await answers.fetch(userId))?.open ?? false;
    },
    /** The account was closed or deactivated by this copy. */
    forget(userId: string): void {
      answers.delete(userId);
    },
  };
}

export type CustomerAccess = ReturnType<typeof createCustomerAccess>;
