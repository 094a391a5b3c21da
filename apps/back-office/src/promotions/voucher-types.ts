/** Vouchers as the staff API answers them (docs/staff-api.md « vouchers »). */
export type StaffVoucher = {
  id: string;
  code: string;
  name: string;
  description: string;
  kind: 'fixed_amount' | 'percentage' | 'free_delivery';
  amountCents: number;
  percentBp: number;
  startsAt: string | null;
  expiresAt: string | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  minimumSubtotalCents: number;
  firstOrderOnly: boolean;
  disabled: boolean;
  uses: number;
};

export const VOUCHER_KINDS = [
  { id: 'fixed_amount', name: 'Montant fixe' },
  { id: 'percentage', name: 'Pourcentage des produits' },
  { id: 'free_delivery', name: 'Livraison offerte' },
];
