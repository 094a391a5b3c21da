import type { ReactNode } from 'react';
import type { CreatePaymentMethod, WalletKind } from '../api/card-processor';
import type { PaymentConfig } from '../api/payment-config-api';

/** What the payment step gives Stripe's fields (the same on the web and on phones). */
export type StripeCardFieldsProps = {
  config: PaymentConfig;
  amountCents: number;
  /** The wallets the order may be paid with: Stripe shows those the device can pay with. */
  wallets: readonly WalletKind[];
  /** The card's section title, between the wallets and the card. */
  cardHeading: ReactNode;
  submitLabel: string;
  isBusy: boolean;
  /** What came of the last card payment, above the button; and of the last wallet payment. */
  cardNotice?: ReactNode;
  walletNotice?: ReactNode;
  /** Asked as a wallet's button is pressed: false keeps its sheet closed (the step says why). */
  mayOpenWallet(): boolean;
  /** « Payer » pressed for a card, before its fields are checked (the step checks its own). */
  onPayPressed(): void;
  onCard(create: CreatePaymentMethod, options: { holder: string; saveCard: boolean }): void;
  /** Answers whether the order is paid (the wallet's sheet says so). */
  onWallet(wallet: WalletKind, create: CreatePaymentMethod): Promise<boolean>;
};

/** A wallet's sheet the customer closed: nothing to pay, nothing to say. */
export const WALLET_CANCELED = 'wallet_canceled';
