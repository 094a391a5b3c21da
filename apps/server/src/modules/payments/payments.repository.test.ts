/**
 * A payment method's owner (`payments.repository.ts`): the first to use it keeps it, also when
 * two calls bind it at once and one waits for the other's binding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { afterWaitingFor } from '../../testing/held-transaction';
import { openTestDatabase } from '../../testing/test-database';
import { createPaymentsRepository } from './payments.repository';

describe("a payment method's owner", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const at = new Date('2026-11-27T10:00:00Z');

  it('is the first to bind it; a later binding answers the first owner', async () => {
    const payments = createPaymentsRepository(database.db);
    expect(await payments.bindPaymentMethod('pm_first', 'user:camille', at)).toBe('user:camille');
    expect(await payments.bindPaymentMethod('pm_first', 'guest:hugo', at)).toBe('user:camille');
    expect(await payments.bindPaymentMethod('pm_first', 'user:camille', at)).toBe('user:camille');
  });

  it('is the first also for a binding that waited for it, which its own read could not see', async () => {
    const owner = await afterWaitingFor(
      database.db,
      async (tx) => {
        expect(await createPaymentsRepository(tx).bindPaymentMethod('pm_raced', 'user:lea', at)).toBe(
          'user:lea',
        );
      },
      () => createPaymentsRepository(database.db).bindPaymentMethod('pm_raced', 'guest:ines', at),
    );
    expect(owner).toBe('user:lea');
  });
});
