/** Vouchers as the staff API answers them (docs/staff-api.md « vouchers »), and their kinds. */
export type { StaffVoucher } from '@sillon/contract';

export const VOUCHER_KINDS = [
  { id: 'fixed_amount', name: 'Montant fixe' },
  { id: 'percentage', name: 'Pourcentage des produits' },
  { id: 'free_delivery', name: 'Livraison offerte' },
];
