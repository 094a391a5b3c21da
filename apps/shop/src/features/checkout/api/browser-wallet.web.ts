/**
 * Paying with the browser's wallet (Payment Request API) when the browser has it and says it can
 * pay with Apple Pay or Google Pay (`canMakePayment()`); otherwise the sandbox's wallet sheet
 * stands in (headless browsers, most desktops). The wallet's answer becomes the processor's
 * wallet token.
 */
import { CURRENCY, toDecimalString } from '@sillon/domain';
import type { WalletKind } from './card-processor';

export type BrowserWalletPayment = { token: string; finish(success: boolean): Promise<void> };

const METHODS: Record<WalletKind, PaymentMethodData> = {
  apple_pay: {
    supportedMethods: 'https://apple.com/apple-pay',
    data: {
      version: 3,
      merchantIdentifier: 'merchant.fr.sillon.shop',
      merchantCapabilities: ['supports3DS'],
      supportedNetworks: ['visa', 'masterCard', 'amex', 'cartesBancaires'],
      countryCode: 'FR',
    },
  },
  google_pay: {
    supportedMethods: 'https://google.com/pay',
    data: {
      environment: 'TEST',
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: ['VISA', 'MASTERCARD'],
          },
          tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'sillon-sandbox' } },
        },
      ],
    },
  },
};

function request(wallet: WalletKind, amount: { cents: number; label: string }): PaymentRequest | null {
  if (typeof PaymentRequest === 'undefined') return null;
  try {
    return new PaymentRequest([METHODS[wallet]], {
      total: { label: amount.label, amount: { currency: CURRENCY, value: toDecimalString(amount.cents) } },
    });
  } catch {
    return null;
  }
}

export async function canPayWithBrowserWallet(wallet: WalletKind): Promise<boolean> {
  const probe = request(wallet, { cents: 100, label: 'Sillon' });
  if (!probe) return false;
  try {
    return await probe.canMakePayment();
  } catch {
    return false;
  }
}

/** The browser's sheet; `null` when the customer closed it. */
export async function payWithBrowserWallet(
  wallet: WalletKind,
  amount: { cents: number; label: string },
): Promise<BrowserWalletPayment | null> {
  const sheet = request(wallet, amount);
  if (!sheet) return null;
  try {
    const response = await sheet.show();
    return {
      token: JSON.stringify(response.details),
      finish: (success) => response.complete(success ? 'success' : 'fail'),
    };
  } catch {
    return null;
  }
}
