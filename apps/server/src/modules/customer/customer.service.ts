/**
 * The customer's whole account (issue 15), over every module that keeps something of theirs: the
 * account document the app reads (spec §7), the data export (GDPR article 20) and the account's
 * deletion (spec §4, §9; GDPR article 17). Closing is immediate and in one transaction (no
 * sign-in any more, every session ended, the erasure queued); the erasure runs 30 days later as a
 * durable job, once whatever the number of server copies, in one transaction across the modules:
 * personal data erased, orders kept for the accounts without the person's identity.
 */
import type { AccountBanner, StorefrontAccountDocument, StorefrontAccountUpdateBody } from '@sillon/contract';
import { ACCOUNT_DELETION_DAYS, hasOrderedRecently, isLead } from '@sillon/domain';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AccountService, BannerAudience } from '../account';
import type { AuthenticatedUser, AuthService } from '../auth';
import type { JobQueue } from '../jobs';
import type { ListsService } from '../lists';
import type { MailService } from '../mail';
import type { OrdersService } from '../orders';
import type { PaymentsService } from '../payments';
import type { PromotionsService } from '../promotions';
import type { ReviewsService } from '../reviews';
import type { StaffService } from '../staff';

export type CustomerDeps = {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  auth: Pick<AuthService, 'identity' | 'closeAccount' | 'forgetCustomer' | 'accessChanged'>;
  account: Pick<
    AccountService,
    'account' | 'profileOf' | 'update' | 'banner' | 'pushDevicesOf' | 'formerEmailsOf' | 'forgetCustomer'
  >;
  promotions: Pick<
    PromotionsService,
    'accountPromotions' | 'referralStats' | 'exportedVouchers' | 'forgetCustomer'
  >;
  orders: Pick<OrdersService, 'latestOrderOf' | 'exportOrders' | 'forgetCustomer'>;
  lists: Pick<ListsService, 'itemsOf' | 'productIdsOf' | 'forgetCustomer'>;
  payments: Pick<
    PaymentsService,
    'savedCards' | 'forgetCustomer' | 'knownProcessorCustomer' | 'deleteProcessorCustomer'
  >;
  reviews: Pick<ReviewsService, 'reviewsBy' | 'forgetAuthor'>;
  mail: Pick<MailService, 'forgetRecipient'>;
  staff: Pick<StaffService, 'forgetAuditedCustomer'>;
  /** The catalogue's names of these products (the export names what it lists); unknown ones are left out. */
  productNames: (productIds: readonly string[]) => Promise<ReadonlyMap<string, string>>;
  now: () => Date;
};

/** Spec §4 "Account Deleted": told inside the closing transaction (an e-mail queued, say). */
export type AccountClosedListener = (
  tx: Transaction,
  event: { userId: string; closedAt: Date; eraseAfter: Date },
) => Promise<void>;

/** The durable job that erases a closed account once its 30 days are over. */
const ACCOUNT_ERASURE = 'account_erasure';
const DAY_MS = 24 * 60 * 60 * 1000;

export function createCustomerService(deps: CustomerDeps) {
  const { now } = deps;
  const closedListeners: AccountClosedListener[] = [];

  /**
   * Spec §6: the referral offer for a lead, else what fits how recently the customer ordered. A
   * lead who already entered a referrer's code has taken the offer: no banner asks for it again.
   */
  async function bannerFor(
    lastOrderDate: string | null,
    hasReferrer: boolean,
  ): Promise<AccountBanner | null> {
    if (isLead({ lastOrderDate })) return hasReferrer ? null : deps.account.banner('lead');
    const audience: BannerAudience = hasOrderedRecently(lastOrderDate, now()) ? 'recent' : 'returning';
    return deps.account.banner(audience);
  }

  async function accountDocument(user: AuthenticatedUser): Promise<StorefrontAccountDocument> {
    const profile = await deps.account.account(user);
    const [promotions, stats, latest] = await Promise.all([
      deps.promotions.accountPromotions(user),
      deps.promotions.referralStats(user.id),
      deps.orders.latestOrderOf(user.id),
    ]);
    const { attributes } = promotions.data;
    const lastOrderDate = latest?.completedAt.toISOString() ?? null;
    return {
      data: {
        id: user.id,
        type: 'user',
        attributes: {
          firstname: profile.firstName,
          email: profile.email,
          phone_number: profile.phoneNumber,
          minimum_order_value: profile.minimumOrderValue,
          newsletter: profile.newsletter,
          notifications: profile.notificationsOptIn,
          delivery_address: profile.deliveryAddress,
          promotions: attributes.promotions,
          referrer: attributes.referrer,
          referral: { ...attributes.referral, referees_count: stats.referees, rewards_count: stats.rewards },
          completed_orders: attributes.completed_orders,
          order_information: latest && {
            number: latest.number,
            completed_at: latest.completedAt.toISOString(),
            status: latest.status,
          },
          order_products: latest?.productIds ?? [],
          last_order_date: lastOrderDate,
          banner: await bannerFor(lastOrderDate, attributes.referrer !== null),
        },
      },
    };
  }

  /** Erases what the shop keeps of a closed account, in one transaction across the modules. */
  async function erase(userId: string): Promise<void> {
    const profile = await deps.account.profileOf(userId);
    // The processor forgets the customer's cards first: should that fail, the job tries again.
    const processorCustomer = await deps.payments.knownProcessorCustomer(userId);
    if (processorCustomer) await deps.payments.deleteProcessorCustomer(processorCustomer);
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Transaction;
      await deps.orders.forgetCustomer(tx, userId);
      await deps.lists.forgetCustomer(tx, userId);
      await deps.promotions.forgetCustomer(tx, userId);
      await deps.payments.forgetCustomer(tx, userId);
      await deps.reviews.forgetAuthor(tx, userId);
      // The e-mails kept for every address the account had go with it (an e-mail change is told to the former one).
      const formerEmails = await deps.account.formerEmailsOf(userId, tx);
      for (const address of [profile?.email, ...formerEmails.map((former) => former.email)])
        if (address) await deps.mail.forgetRecipient(tx, address);
      await deps.staff.forgetAuditedCustomer(tx, userId);
      await deps.account.forgetCustomer(tx, userId);
      await deps.auth.forgetCustomer(tx, userId);
    });
  }

  deps.jobs.register(ACCOUNT_ERASURE, {
    payload: z.object({ userId: z.uuid() }),
    run: ({ userId }) => erase(userId),
  });

  return {
    onAccountClosed(listener: AccountClosedListener): void {
      closedListeners.push(listener);
    },

    /** Spec §7 `GET /api/v2/storefront/account`. */
    accountDocument,

    /** Spec §7 account update: `user.firstname` or `user.email` (§8 e-mail errors). */
    async updateAccount(user: AuthenticatedUser, body: StorefrontAccountUpdateBody) {
      const { firstname, email } = body.user;
      await deps.account.update(user, {
        ...(firstname !== undefined ? { firstName: firstname } : {}),
        ...(email !== undefined ? { email } : {}),
      });
      return accountDocument(user);
    },

    /**
     * Spec §4, §9: the account is closed now (no sign-in, every session ended) and erased after
     * `ACCOUNT_DELETION_DAYS` by its durable job. Asked twice, it is closed once.
     */
    async closeAccount(user: AuthenticatedUser): Promise<{ eraseAfter: Date }> {
      if (user.kind !== 'customer') throw new AppError('forbidden', 'account_not_found');
      const closedAt = now();
      const eraseAfter = new Date(closedAt.getTime() + ACCOUNT_DELETION_DAYS * DAY_MS);
      await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Transaction;
        await deps.auth.closeAccount(tx, user.id);
        await deps.jobs.enqueue(tx, {
          kind: ACCOUNT_ERASURE,
          payload: { userId: user.id },
          dedupeKey: `${ACCOUNT_ERASURE}:${user.id}`,
          runAt: eraseAfter,
        });
        for (const listener of closedListeners) await listener(tx, { userId: user.id, closedAt, eraseAfter });
      });
      deps.auth.accessChanged(user.id);
      return { eraseAfter };
    },

    /** GDPR article 20: everything the shop keeps on the customer, as one JSON document. */
    async exportData(user: AuthenticatedUser) {
      const profile = await deps.account.profileOf(user.id);
      if (!profile) throw new AppError('not_found', 'account_not_found');
      const [
        identity,
        promotions,
        heldVouchers,
        orders,
        cards,
        reviews,
        devices,
        shoppingList,
        formerEmails,
      ] = await Promise.all([
        deps.auth.identity(user.id),
        deps.promotions.accountPromotions(user),
        deps.promotions.exportedVouchers(user.id),
        deps.orders.exportOrders(user.id),
        deps.payments.savedCards(user.id),
        deps.reviews.reviewsBy(user.id),
        deps.account.pushDevicesOf(user.id),
        deps.lists.itemsOf(user.id),
        deps.account.formerEmailsOf(user.id),
      ]);
      const names = await deps.productNames([
        ...new Set([
          ...shoppingList.map((item) => item.productId),
          ...reviews.map((review) => review.productId),
        ]),
      ]);
      return {
        exported_at: now().toISOString(),
        profile: {
          id: user.id,
          phone_number: identity?.phone ?? null,
          firstname: profile.firstName,
          email: profile.email,
          delivery_address: profile.deliveryAddress,
          created_at: profile.createdAt.toISOString(),
          minimum_order_value_cents: profile.minimumOrderCents,
          former_emails: formerEmails.map((former) => ({
            email: former.email,
            replaced_at: former.changedAt.toISOString(),
          })),
        },
        consents: {
          newsletter: {
            value: profile.newsletter,
            changed_at: profile.newsletterChangedAt?.toISOString() ?? null,
          },
          push_notifications: {
            value: profile.notificationsOptIn,
            changed_at: profile.notificationsChangedAt?.toISOString() ?? null,
          },
        },
        vouchers: heldVouchers,
        referral: {
          own_code: promotions.data.attributes.referral.referral_code,
          referrer: promotions.data.attributes.referrer,
        },
        orders,
        shopping_list: shoppingList.map((item) => ({
          product_id: item.productId,
          product_name: names.get(item.productId) ?? null,
          quantity: item.quantity,
          added_at: item.addedAt.toISOString(),
        })),
        saved_cards: cards.map((card) => ({
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          created_at: card.createdAt,
        })),
        reviews: reviews.map((review) => ({
          product_id: review.productId,
          product_name: names.get(review.productId) ?? null,
          title: review.title,
          comment: review.comment,
          rating: review.rating,
          display_name: review.displayName,
          created_at: review.createdAt.toISOString(),
        })),
        devices: devices.map((device) => ({
          platform: device.platform,
          app: device.app,
          updated_at: device.updatedAt.toISOString(),
        })),
      };
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
