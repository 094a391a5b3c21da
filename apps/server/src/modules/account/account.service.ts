/**
 * Customer accounts (spec §3 "User", §4 sign-up then newsletter and notifications), push devices
 * (spec §3 "Push device registration") and the customer init tip (spec §4 "Customer init").
 * Every call acts on the asking user's own data only: no route takes another user's id.
 */
import type {
  AccountBanner,
  AccountResponse,
  AccountUpdateBody,
  CustomerInitResponse,
  PushDeviceBody,
  PushDeviceRemovalBody,
  SignUpBody,
} from '@sillon/contract';
import {
  DEFAULT_MINIMUM_ORDER_CENTS,
  isNewsletterOptedIn,
  isSameEmail,
  t,
  toDecimalString,
  validateEmail,
  validateFirstName,
  type Address,
  type AddressInput,
  type AddressViolation,
  type Cents,
  type DefaultSubstitutionKind,
  type Result,
} from '@sillon/domain';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AuthenticatedUser, Identity, MergeStep } from '../auth';
import {
  createAccountRepository,
  isUniqueViolation,
  type AccountRepository,
  type ProfileChanges,
  type ProfileRow,
} from './account.repository';
import type { BannerAudience } from './account.tables';

/** What became of the checkout's e-mail on the account (spec §5): saved, or why not. */
export type CheckoutEmailOutcome = {
  notSaved: 'invalid_email' | 'email_already_used' | null;
  /** The account's e-mail after the call (none for a guest or an account without one). */
  accountEmail: string | null;
};

/** The delivery module's check of an address, the checkout's own (spec §5, §8). */
export type CheckAddress = (
  input: AddressInput,
) => Promise<Result<Address, AddressViolation | 'address_not_found'>>;

/** Told inside the transaction that replaced an account's e-mail (an e-mail to the former one, queued). */
export type EmailChangedListener = (
  tx: Transaction,
  change: { changeId: string; userId: string },
) => Promise<void>;

/** Where the "finish your sign-up" tip leads (spec §2 `my-account/my-info`). */
const MY_INFO_PATH = '/my-account/my-info';

export function createAccountService(deps: {
  db: Database;
  repository: AccountRepository;
  /** The auth module's view of a user (phone, creation time). */
  identity: (userId: string) => Promise<Identity | undefined>;
  checkAddress: CheckAddress;
  now: () => Date;
}) {
  /**
   * The checkout's rules for an address (`checkedAddress` of the delivery module): an account
   * that saved « 13001 Paris » would have it refused at its next checkout.
   */
  async function checkedAddress(input: SignUpBody['deliveryAddress']): Promise<Address> {
    const checked = await deps.checkAddress(input);
    if (checked.ok) return checked.value;
    const kind = checked.code === 'address_invalid' ? 'invalid_input' : 'unprocessable';
    throw new AppError(kind, checked.code, { fields: checked.fields });
  }

  async function answer(profile: ProfileRow): Promise<AccountResponse> {
    const identity = await deps.identity(profile.userId);
    return {
      id: profile.userId,
      phoneNumber: identity?.phone ?? '',
      firstName: profile.firstName,
      email: profile.email,
      deliveryAddress: profile.deliveryAddress,
      newsletter: profile.newsletter,
      newsletterOptedIn: isNewsletterOptedIn(profile.newsletter),
      notificationsOptIn: profile.notificationsOptIn,
      minimumOrderValue: toDecimalString(minimumOf(profile)),
      substitutionDefault: profile.substitutionDefault ?? 'similar',
      createdAt: profile.createdAt.toISOString(),
    };
  }

  /** Email and address through the domain's rules (spec §5), with their own codes. */
  async function checkedChanges(user: AuthenticatedUser, body: AccountUpdateBody): Promise<ProfileChanges> {
    const changes: ProfileChanges = {};
    const now = deps.now();
    if (body.firstName !== undefined) changes.firstName = requiredFirstName(body.firstName);
    if (body.email !== undefined) changes.email = await availableEmail(user, body.email);
    if (body.deliveryAddress !== undefined)
      changes.deliveryAddress = await checkedAddress(body.deliveryAddress);
    // A consent's date is kept with it (GDPR: the data export shows when it was given or withdrawn).
    if (body.newsletter !== undefined) {
      changes.newsletter = body.newsletter;
      changes.newsletterChangedAt = now;
    }
    if (body.notificationsOptIn !== undefined) {
      changes.notificationsOptIn = body.notificationsOptIn;
      changes.notificationsChangedAt = now;
    }
    if (body.substitutionDefault !== undefined) changes.substitutionDefault = body.substitutionDefault;
    return changes;
  }

  async function availableEmail(user: AuthenticatedUser, email: string): Promise<string> {
    const checked = validateEmail(email);
    if (!checked.ok) throw new AppError('invalid_input', 'invalid_email');
    if (await deps.repository.isEmailTaken(checked.value, user.id))
      throw new AppError('conflict', 'email_already_used');
    return checked.value;
  }

  const emailChangedListeners: EmailChangedListener[] = [];

  /**
   * Saves the profile's changes. An e-mail replaced keeps the former address beside the account
   * and tells the listeners in the same transaction: the former address hears of a change that was
   * saved, and only of one (a case changed is no change).
   */
  async function saveProfile(userId: string, changes: ProfileChanges): Promise<ProfileRow | undefined> {
    const now = deps.now();
    if (changes.email === undefined) return deps.repository.updateProfile(userId, changes, now);
    return deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Transaction;
      const repository = createAccountRepository(tx);
      const before = await repository.profileForUpdate(userId);
      const updated = await repository.updateProfile(userId, changes, now);
      if (before?.email && updated && !isSameEmail(before.email, updated.email)) {
        const changeId = await repository.keepFormerEmail({
          userId,
          formerEmail: before.email,
          changedAt: now,
        });
        for (const listener of emailChangedListeners) await listener(tx, { changeId, userId });
      }
      return updated;
    });
  }

  /** The unique index has the last word when two sign-ups race for one email. */
  async function withEmailGuard<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (failure) {
      if (isUniqueViolation(failure)) throw new AppError('conflict', 'email_already_used');
      throw failure;
    }
  }

  return {
    exists: async (userId: string) => (await deps.repository.profile(userId)) !== undefined,

    /** The first name other modules show (a referrer's name, a referral code); '' without an account. */
    firstNameOf: async (userId: string) => (await deps.repository.profile(userId))?.firstName ?? '',

    /** Spec §4: after the code, a number without an account gives name, email and address. */
    async signUp(user: AuthenticatedUser, body: SignUpBody): Promise<AccountResponse> {
      const changes = await checkedChanges(user, body);
      const now = deps.now();
      const created = await withEmailGuard(() =>
        deps.repository.createProfile({
          userId: user.id,
          firstName: changes.firstName!,
          email: changes.email!,
          deliveryAddress: changes.deliveryAddress ?? null,
          createdAt: now,
          updatedAt: now,
        }),
      );
      if (!created) throw new AppError('conflict', 'account_already_exists');
      return answer(created);
    },

    /** Spec §3, §9: the customer's minimum order, the shop's (15 €) unless the staff set one. */
    async minimumOrderCents(userId: string | null): Promise<Cents> {
      const profile = userId ? await deps.repository.profile(userId) : undefined;
      return profile ? minimumOf(profile) : DEFAULT_MINIMUM_ORDER_CENTS;
    },

    /**
     * What placing an order needs of the account, read at once: its minimum (spec §3, §9) and, for
     * lines that say nothing, what to do with a short product (issue 41).
     */
    async orderingTermsOf(
      userId: string | null,
    ): Promise<{ minimumOrderCents: Cents; substitutionDefault: DefaultSubstitutionKind }> {
      const profile = userId ? await deps.repository.profile(userId) : undefined;
      return {
        minimumOrderCents: profile ? minimumOf(profile) : DEFAULT_MINIMUM_ORDER_CENTS,
        substitutionDefault: profile?.substitutionDefault ?? 'similar',
      };
    },

    /** Issue 41: « Si un produit manque » for the lines of a cart that say nothing. */
    async substitutionDefaultOf(userId: string): Promise<DefaultSubstitutionKind> {
      return (await deps.repository.profile(userId))?.substitutionDefault ?? 'similar';
    },

    /** The staff set a customer's own minimum order; null gives them the shop's again. */
    async setMinimumOrder(userId: string, cents: Cents | null, tx?: Transaction): Promise<void> {
      const queries = tx ? createAccountRepository(tx) : deps.repository;
      const updated = await queries.updateProfile(userId, { minimumOrderCents: cents }, deps.now());
      if (!updated) throw new AppError('not_found', 'account_not_found');
    },

    /** The home banner of an audience (spec §6), as the staff wrote it; none when they wrote none. */
    async banner(audience: BannerAudience, tx?: Transaction): Promise<AccountBanner | null> {
      const row = await (tx ? createAccountRepository(tx) : deps.repository).banner(audience);
      return row ? { title: row.title, subtitle: row.subtitle, deeplink: row.deeplink } : null;
    },

    async saveBanner(audience: BannerAudience, banner: AccountBanner, tx?: Transaction): Promise<void> {
      const queries = tx ? createAccountRepository(tx) : deps.repository;
      await queries.saveBanner({ audience, ...banner, updatedAt: deps.now() });
    },

    /** The staff's search of customers (the back office); see the repository's `searchProfiles`. */
    searchProfiles: (
      search: { text?: string | undefined; userIds: readonly string[] },
      page: { offset: number; limit: number },
    ) => deps.repository.searchProfiles(search, page),

    /** The raw profile, for the customer's data export and the account document. */
    profileOf: (userId: string, tx?: Transaction) =>
      (tx ? createAccountRepository(tx) : deps.repository).profile(userId),

    /** Register with the notifications module: the former address is told of the change. */
    onEmailChanged(listener: EmailChangedListener): void {
      emailChangedListeners.push(listener);
    },

    /**
     * An e-mail change as its e-mail tells it: the former address, when, and the account's name
     * and address now; undefined once the account is erased.
     */
    async emailChange(changeId: string) {
      const change = await deps.repository.emailChange(changeId);
      const profile = change && (await deps.repository.profile(change.userId));
      if (!change || !profile) return undefined;
      return {
        formerEmail: change.formerEmail,
        changedAt: change.changedAt,
        firstName: profile.firstName,
        email: profile.email,
      };
    },

    /** The addresses the account had before (the data export; the erasure forgets their e-mails). */
    formerEmailsOf: (userId: string, tx?: Transaction) =>
      (tx ? createAccountRepository(tx) : deps.repository).formerEmailsOf(userId),

    /** The account's erasure (issue 15), inside the erasing transaction. */
    forgetCustomer: (tx: Transaction, userId: string) => createAccountRepository(tx).forgetCustomer(userId),

    /**
     * The address an order was placed with becomes the account's (as Spree keeps a customer's last
     * one): the next checkout starts from it, with its delivery instructions. Checked already (the
     * checkout's rules are the account's).
     */
    async rememberOrderAddress(userId: string, address: Address): Promise<void> {
      await deps.repository.updateProfile(userId, { deliveryAddress: address }, deps.now());
    },

    /**
     * Spec §5: "on saving order information the email is sent to the account only if valid": a
     * customer's account takes the checkout's email when it is valid and no other account has
     * it. Either way the order goes on (a household shares an address, and often an e-mail):
     * the answer says why the account kept its own, and which one that is.
     */
    async saveCheckoutEmail(user: AuthenticatedUser, email: string): Promise<CheckoutEmailOutcome> {
      const profile = user.kind === 'customer' ? await deps.repository.profile(user.id) : undefined;
      const accountEmail = profile?.email || null;
      const checked = validateEmail(email);
      if (!checked.ok) return { notSaved: 'invalid_email', accountEmail };
      if (!profile || isSameEmail(profile.email, checked.value)) return { notSaved: null, accountEmail };
      if (await deps.repository.isEmailTaken(checked.value, user.id))
        return { notSaved: 'email_already_used', accountEmail };
      try {
        await saveProfile(user.id, { email: checked.value });
      } catch (failure) {
        // Another account took it meanwhile: the unique index has the last word.
        if (isUniqueViolation(failure)) return { notSaved: 'email_already_used', accountEmail };
        throw failure;
      }
      return { notSaved: null, accountEmail: checked.value };
    },

    /** Spec §4 "account search": no profile yet means the app offers sign-up. */
    async account(user: AuthenticatedUser): Promise<AccountResponse> {
      const profile = await deps.repository.profile(user.id);
      if (!profile) throw new AppError('not_found', 'account_not_found');
      return answer(profile);
    },

    async update(user: AuthenticatedUser, body: AccountUpdateBody): Promise<AccountResponse> {
      const changes = await checkedChanges(user, body);
      const updated = await withEmailGuard(() => saveProfile(user.id, changes));
      if (!updated) throw new AppError('not_found', 'account_not_found');
      return answer(updated);
    },

    async registerPushDevice(user: AuthenticatedUser, body: PushDeviceBody): Promise<void> {
      await deps.repository.savePushDevice({
        pushTokenId: body.pushTokenID,
        userId: user.id,
        platform: body.platform,
        app: body.app,
        updatedAt: deps.now(),
      });
    },

    pushDevicesOf: (userId: string) => deps.repository.pushDevicesOf(userId),

    /** Logout (issue 19): this device stops receiving the user's pushes; another user's device is left alone. */
    async forgetPushDevice(user: AuthenticatedUser, body: PushDeviceRemovalBody): Promise<void> {
      await deps.repository.deletePushDevice(body.pushTokenID, user.id);
    },

    /** A device the push service no longer knows (the app was removed, its token replaced). */
    removePushDevice: (pushTokenId: string) => deps.repository.deletePushDevice(pushTokenId),

    /** Whether the customer accepted notifications (spec §4); false without an account. */
    acceptsNotifications: async (userId: string) =>
      (await deps.repository.profile(userId))?.notificationsOptIn === true,

    /** Spec §4 "Customer init": a customer who has not finished signing up is invited to. */
    async customerInit(user: AuthenticatedUser | null): Promise<CustomerInitResponse> {
      if (user?.kind !== 'customer') return {};
      const profile = await deps.repository.profile(user.id);
      if (profile && profile.email !== '' && profile.deliveryAddress !== null) return {};
      return {
        tip: {
          title: t('tips.finish_sign_up.title'),
          subtitle: t('tips.finish_sign_up.subtitle'),
          linkTo: MY_INFO_PATH,
        },
      };
    },

    /** Merge step: the anonymous user's devices now notify the customer. */
    takeOverAnonymousData: (async ({ fromUserId, toUserId }) => {
      await deps.repository.movePushDevices(fromUserId, toUserId);
    }) satisfies MergeStep,
  };
}

function minimumOf(profile: ProfileRow): Cents {
  return profile.minimumOrderCents ?? DEFAULT_MINIMUM_ORDER_CENTS;
}

function requiredFirstName(firstName: string): string {
  const checked = validateFirstName(firstName);
  if (!checked.ok) throw new AppError('invalid_input', checked.code, { fields: { firstName: checked.code } });
  return checked.value;
}

export type AccountService = ReturnType<typeof createAccountService>;
