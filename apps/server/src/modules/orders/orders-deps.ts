/** What the order needs of the other modules: exactly these, so they can change the rest freely. */
import type { AccountService } from '../account';
import type { CatalogService } from '../catalog';
import type { DeliveryService } from '../delivery';
import type { JobQueue } from '../jobs';
import type { PaymentsService } from '../payments';
import type { PromotionsService } from '../promotions';
import type { OrderStore } from './order-store';
import type { OrdersRepository } from './orders.repository';

export type OrdersDeps = {
  store: OrderStore;
  repository: OrdersRepository;
  catalog: Pick<
    CatalogService,
    'cartVariants' | 'currentCartVariants' | 'takeStock' | 'returnStock' | 'stockChanged' | 'substitutables'
  >;
  promotions: Pick<PromotionsService, 'cartOffers' | 'checkCoupon' | 'consumeForOrder' | 'releaseForOrder'>;
  delivery: Pick<
    DeliveryService,
    | 'isBikeDistrict'
    | 'checkedAddress'
    | 'offeredSlotsOf'
    | 'nextSlotsOpening'
    | 'ensureChoosable'
    | 'bookSlot'
    | 'rebookSlot'
    | 'staffSlot'
    | 'slotsStarting'
    | 'releaseSlot'
    | 'pickupPoint'
  >;
  payments: Pick<
    PaymentsService,
    | 'authorize'
    | 'retrieve'
    | 'capture'
    | 'cancel'
    | 'refund'
    | 'paymentMethod'
    | 'paymentMethods'
    | 'savedCardPaymentMethod'
    | 'saveCard'
    | 'claimPaymentMethod'
    | 'processorCustomer'
  >;
  account: Pick<
    AccountService,
    | 'minimumOrderCents'
    | 'saveCheckoutEmail'
    | 'rememberOrderAddress'
    | 'firstNameOf'
    | 'substitutionDefaultOf'
    | 'orderingTermsOf'
  >;
  /** Issue 38: the version of the CGV in force (its publication time), null with none published. */
  terms: { currentVersion(): Promise<string | null> };
  /** Work that must happen once the order changed, even if a call fails now (refunds). */
  jobs: Pick<JobQueue, 'enqueue' | 'register'>;
  now: () => Date;
  log: { error(details: object, message: string): void };
  /** Told each completion's outcome and each authorisation's (the shop's metrics); none by default. */
  outcomes?: OrderOutcomes | undefined;
};

/** What became of a completion or of a card authorisation, as it is decided. */
export type OrderOutcomes = {
  placed(): void;
  /** The code of the error the completion answered (`card_declined`, `unavailable_products`...). */
  failed(code: string): void;
  paymentAuthorization(outcome: 'authorized' | 'requires_action' | 'refused' | 'error'): void;
};
