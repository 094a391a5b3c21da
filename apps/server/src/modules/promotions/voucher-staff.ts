/**
 * The staff's vouchers (the back office, issue 18): listed with their uses, created, changed or
 * disabled. A disabled voucher stays for the orders that used it; the domain's voucher rule refuses
 * it in carts and at completion (`voucher_disabled`).
 */
import { randomUUID } from 'node:crypto';
import type {
  StaffVoucher,
  StaffVoucherChangeBody,
  StaffVoucherCreateBody,
  StaffPageQuery,
} from '@sillon/contract';
import { checkVoucherExpiry, normalizeVoucherCode } from '@sillon/domain';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import { refuseChangedMeanwhile } from '../../http/changed-meanwhile';
import type { ChangeAudit } from '../../http/staff-routes';
import {
  promotionsQueriesIn,
  type PromotionsRepository,
  type VoucherChanges,
  type VoucherRow,
} from './promotions.repository';

/** A code another voucher or a customer's referral already has: refused, naming the form's field. */
const codeTaken = () =>
  new AppError('conflict', 'voucher_code_taken', { fields: { code: 'voucher_code_taken' } });

export function createVoucherStaff(deps: { repository: PromotionsRepository; now: () => Date }) {
  const { repository, now } = deps;

  /** A voucher; on `tx`, as a change's transaction sees it. */
  async function staffVoucher(id: string, tx?: Transaction): Promise<StaffVoucher> {
    const row = await (tx ? promotionsQueriesIn(tx) : repository).voucherWithUses(id);
    if (!row) throw new AppError('not_found', 'voucher_not_found');
    return staffVoucherView(row.voucher, row.uses);
  }

  return {
    /** A voucher as the journal keeps it (its changes' « before » and « after »); on `tx`, as a change sees it. */
    auditedVoucher: async (id: string, tx?: Transaction) => auditedVoucher(await staffVoucher(id, tx)),

    async staffVouchers(query: StaffPageQuery & { q?: string | undefined }) {
      const { rows, total } = await repository.staffVouchers(query.q, {
        offset: (query.page - 1) * query.perPage,
        limit: query.perPage,
      });
      return { items: rows.map((row) => staffVoucherView(row.voucher, row.uses)), total };
    },
    staffVoucher,

    /** A new voucher; its code is stored uppercase (spec §9) and names no other voucher nor referral code. */
    async createVoucher(body: StaffVoucherCreateBody, audit?: ChangeAudit): Promise<StaffVoucher> {
      const code = normalizeVoucherCode(body.code);
      refusePastExpiry(body.expiresAt === null ? null : new Date(body.expiresAt), now());
      if (await repository.referralCodeOwner(code)) throw codeTaken();
      const id = randomUUID();
      const row = {
        id,
        code,
        name: body.name,
        description: body.description,
        kind: body.kind,
        amountCents: body.kind === 'fixed_amount' ? (body.amountCents ?? 0) : 0,
        percentBp: body.kind === 'percentage' ? (body.percentBp ?? 0) : 0,
        startsAt: body.startsAt === null ? null : new Date(body.startsAt),
        expiresAt: body.expiresAt === null ? null : new Date(body.expiresAt),
        usageLimit: body.usageLimit,
        usageLimitPerCustomer: body.usageLimitPerCustomer,
        minimumSubtotalCents: body.minimumSubtotalCents,
        firstOrderOnly: body.firstOrderOnly,
        ownerUserId: null,
        disabledAt: null,
        withdrawnAt: null,
        createdAt: now(),
      };
      await repository.transactionHandle(async (tx) => {
        if (!(await promotionsQueriesIn(tx).insertVoucherIfNew(row))) throw codeTaken();
        await audit?.record(tx, { subjectId: id });
      });
      return staffVoucher(id);
    },

    /**
     * Changes a voucher's terms, or disables it (and enables it again). Its row is held first: the
     * window and what the form showed are checked against the voucher as the change finds it, not
     * as read before another change committed, and the journal's « before » is that voucher, done
     * or refused: the one this change replaced.
     */
    async changeVoucher(
      id: string,
      body: StaffVoucherChangeBody,
      audit?: ChangeAudit,
    ): Promise<StaffVoucher> {
      const { previous, ...fields } = body;
      await repository.transactionHandle(async (tx) => {
        const queries = promotionsQueriesIn(tx);
        const current = await queries.lockVoucher(id);
        if (!current) throw new AppError('not_found', 'voucher_not_found');
        const before = await staffVoucher(id, tx);
        audit?.replacing(auditedVoucher(before));
        if (previous) {
          refuseChangedMeanwhile(
            Object.keys(fields),
            previous,
            before as Record<string, unknown>,
            'voucher_changed_meanwhile',
          );
        }
        await queries.updateVoucher(id, voucherChanges(current, fields, now()));
        await audit?.record(tx);
      });
      return staffVoucher(id);
    },
  };
}

/** An end of validity given now is still to come (`checkVoucherExpiry`). */
function refusePastExpiry(expiresAt: Date | null, now: Date): void {
  const checked = checkVoucherExpiry(expiresAt, now);
  if (!checked.ok) throw new AppError('invalid_input', checked.code, { fields: { expiresAt: checked.code } });
}

/**
 * The row's changes a body asks for; a window whose start is not before its end is refused, and
 * so is an end of validity changed to one already passed.
 */
function voucherChanges(
  current: VoucherRow,
  body: Omit<StaffVoucherChangeBody, 'previous'>,
  at: Date,
): VoucherChanges {
  const { disabled, startsAt, expiresAt, ...terms } = body;
  const changes: VoucherChanges = {
    ...terms,
    ...(startsAt !== undefined ? { startsAt: startsAt === null ? null : new Date(startsAt) } : {}),
    ...(expiresAt !== undefined ? { expiresAt: expiresAt === null ? null : new Date(expiresAt) } : {}),
    ...(disabled !== undefined ? { disabledAt: disabled ? (current.disabledAt ?? at) : null } : {}),
  };
  if (changes.expiresAt !== undefined && changes.expiresAt?.getTime() !== current.expiresAt?.getTime()) {
    refusePastExpiry(changes.expiresAt, at);
  }
  const start = changes.startsAt !== undefined ? changes.startsAt : current.startsAt;
  const end = changes.expiresAt !== undefined ? changes.expiresAt : current.expiresAt;
  if (start && end && start.getTime() >= end.getTime()) {
    throw new AppError('invalid_input', 'voucher_window_invalid');
  }
  return changes;
}

/**
 * A voucher as the journal keeps it: the terms of its kind only, so its creation lists its amount
 * or its rate, never « Pourcentage : 0 % » on a fixed amount (the row keeps 0 for the other).
 */
function auditedVoucher(voucher: StaffVoucher) {
  const { amountCents, percentBp, ...rest } = voucher;
  return {
    ...rest,
    ...(voucher.kind === 'fixed_amount' ? { amountCents } : {}),
    ...(voucher.kind === 'percentage' ? { percentBp } : {}),
  };
}

function staffVoucherView(voucher: VoucherRow, uses: number): StaffVoucher {
  return {
    id: voucher.id,
    code: voucher.code,
    name: voucher.name,
    description: voucher.description,
    kind: voucher.kind,
    amountCents: voucher.amountCents,
    percentBp: voucher.percentBp,
    startsAt: voucher.startsAt?.toISOString() ?? null,
    expiresAt: voucher.expiresAt?.toISOString() ?? null,
    usageLimit: voucher.usageLimit,
    usageLimitPerCustomer: voucher.usageLimitPerCustomer,
    minimumSubtotalCents: voucher.minimumSubtotalCents,
    firstOrderOnly: voucher.firstOrderOnly,
    ownerUserId: voucher.ownerUserId,
    disabled: voucher.disabledAt !== null,
    uses: Number(uses),
    createdAt: voucher.createdAt.toISOString(),
  };
}
