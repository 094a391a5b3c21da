/**
 * Paying with the device's own wallet sheet. Native apps have none wired yet (Apple Pay and
 * Google Pay need a processor's native SDK): the sandbox's wallet sheet stands in.
 */
import type { WalletKind } from './card-processor';

export type BrowserWalletPayment = { token: string; finish(success: boolean): Promise<void> };

export async function canPayWithBrowserWallet(_wallet: WalletKind): Promise<boolean> {
  return false;
}

export async function payWithBrowserWallet(
  _wallet: WalletKind,
  _amount: { cents: number; label: string },
): Promise<BrowserWalletPayment | null> {
  return null;
}
