/**
 * The staff's customers (the back office, issue 18): found by name, e-mail or phone, shown with
 * their orders, their own minimum order set, deactivated (no sign-in) or reactivated; and the home
 * banners they see. Each fact comes from the module that keeps it: the profile (account), the
 * number and sign-in (auth), the orders (orders).
 */
import type {
  AccountBanner,
  StaffCustomer,
  StaffCustomerChangeBody,
  StaffCustomerRow,
  StaffPageQuery,
} from '@sillon/contract';
import type { Cents } from '@sillon/domain';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ChangeAudit } from '../../http/staff-routes';
import type { AccountService, BannerAudience, ProfileRow } from '../account';
import type { AuthService } from '../auth';
import type { OrdersService } from '../orders';

export type CustomerStaffDeps = {
  /** The staff's changes span modules (account, auth): one transaction holds them and their audit entry. */
  db: Database;
  auth: Pick<AuthService, 'customerIdsByPhone' | 'customerAccess' | 'setCustomerActive' | 'accessChanged'>;
  account: Pick<AccountService, 'searchProfiles' | 'profileOf' | 'setMinimumOrder' | 'banner' | 'saveBanner'>;
  orders: Pick<OrdersService, 'placedOrdersOf'>;
};

const BANNER_AUDIENCES: readonly BannerAudience[] = ['lead', 'recent', 'returning'];
/** Customers found by phone before the search by name and e-mail (a few digits match many). */
const PHONE_MATCHES = 500;
/** The latest orders shown on a customer's page. */
const CUSTOMER_ORDER_ROWS = 100;

export function createCustomerStaff(deps: CustomerStaffDeps) {
  async function rowsOf(profiles: ProfileRow[]): Promise<StaffCustomerRow[]> {
    const access = await deps.auth.customerAccess(profiles.map((profile) => profile.userId));
    return Promise.all(
      profiles.map(async (profile) => {
        const user = access.get(profile.userId);
        const { total } = await deps.orders.placedOrdersOf(profile.userId, 0);
        return {
          id: profile.userId,
          firstName: profile.firstName,
          fullName: profile.deliveryAddress?.fullname || null,
          email: profile.email,
          phone: user?.phone ?? null,
          createdAt: profile.createdAt.toISOString(),
          closedAt: user?.closedAt?.toISOString() ?? null,
          active: user !== undefined && !user.disabled,
          orders: total,
          minimumOrderCents: profile.minimumOrderCents,
        };
      }),
    );
  }

  async function staffCustomer(id: string): Promise<StaffCustomer> {
    const profile = await deps.account.profileOf(id);
    if (!profile) throw new AppError('not_found', 'account_not_found');
    const [[row], orders] = await Promise.all([
      rowsOf([profile]),
      deps.orders.placedOrdersOf(id, CUSTOMER_ORDER_ROWS),
    ]);
    return { ...row!, deliveryAddress: profile.deliveryAddress, orderRows: orders.rows };
  }

  return {
    /** What the staff may change of a customer, as the audit log keeps it; on `tx`, as it sees it. */
    async auditedCustomer(id: string, tx?: Transaction) {
      const profile = await deps.account.profileOf(id, tx);
      if (!profile) return null;
      const user = (await deps.auth.customerAccess([id], tx)).get(id);
      return {
        id,
        // Unchanged, they only name the customer in the journal.
        firstName: profile.firstName,
        fullName: profile.deliveryAddress?.fullname || null,
        email: profile.email,
        minimumOrderCents: profile.minimumOrderCents,
        active: user !== undefined && !user.disabled,
        closedAt: user?.closedAt?.toISOString() ?? null,
      };
    },

    async staffCustomers(
      query: StaffPageQuery & { q?: string | undefined },
    ): Promise<{ items: StaffCustomerRow[]; total: number }> {
      const text = query.q?.trim() || undefined;
      const userIds = text ? await deps.auth.customerIdsByPhone(text, PHONE_MATCHES) : [];
      const { rows, total } = await deps.account.searchProfiles(
        { text, userIds },
        { offset: (query.page - 1) * query.perPage, limit: query.perPage },
      );
      return { items: await rowsOf(rows), total };
    },

    staffCustomer,

    /** Their own minimum order (null: the shop's), and whether they may sign in. */
    async changeCustomer(
      id: string,
      body: StaffCustomerChangeBody,
      audit?: ChangeAudit,
    ): Promise<StaffCustomer> {
      await deps.db.transaction(async (tx) => {
        await audit?.hold(tx);
        if (!(await deps.account.profileOf(id, tx))) throw new AppError('not_found', 'account_not_found');
        if (body.minimumOrderCents !== undefined)
          await deps.account.setMinimumOrder(id, body.minimumOrderCents, tx);
        if (body.active !== undefined) await deps.auth.setCustomerActive(id, body.active, tx);
        await audit?.record(tx);
      });
      if (body.active !== undefined) deps.auth.accessChanged(id);
      return staffCustomer(id);
    },

    /** The home banner of each audience (spec §6), null where the staff wrote none. */
    async banners(): Promise<{ audience: BannerAudience; banner: AccountBanner | null }[]> {
      return Promise.all(
        BANNER_AUDIENCES.map(async (audience) => ({ audience, banner: await deps.account.banner(audience) })),
      );
    },

    /** An audience's banner; on `tx`, as a change's transaction sees it. */
    async bannerOf(audience: BannerAudience, tx?: Transaction) {
      return { audience, banner: await deps.account.banner(audience, tx) };
    },

    async saveBanner(audience: BannerAudience, banner: AccountBanner, audit?: ChangeAudit) {
      await deps.db.transaction(async (tx) => {
        await audit?.hold(tx);
        await deps.account.saveBanner(audience, banner, tx);
        await audit?.record(tx);
      });
      return { audience, banner: await deps.account.banner(audience) };
    },

    /** The scripts' minimum order of a customer (null: the shop's), with its audit entry. */
    async setMinimumOrder(id: string, cents: Cents | null, audit?: ChangeAudit): Promise<void> {
      await deps.db.transaction(async (tx) => {
        await audit?.hold(tx);
        await deps.account.setMinimumOrder(id, cents, tx);
        await audit?.record(tx);
      });
    },
  };
}

export type CustomerStaff = ReturnType<typeof createCustomerStaff>;
