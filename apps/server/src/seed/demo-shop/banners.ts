/**
 * The home page's banners for signed-in customers (spec §6), one per audience: the referral offer
 * for a lead, the invitation to refer for a customer who ordered recently, their orders for one
 * who has not for a while. The staff rewrite them with `PUT /api/admin/banners/{audience}`.
 */
export const accountBanners = [
  {
    audience: 'lead',
    title: '10\u00a0€ offerts sur votre première commande',
    subtitle: 'Un proche vous a parlé de Sillon ? Entrez son code de parrainage dans vos bons de réduction.',
    deeplink: '/my-account/vouchers',
  },
  {
    audience: 'recent',
    title: 'Parrainez vos proches',
    subtitle:
      '10\u00a0€ offerts sur leur première commande, et 10\u00a0€ pour vous une fois qu’elle est livrée.',
    deeplink: '/my-account/referral',
  },
  {
    audience: 'returning',
    title: 'Vos produits vous attendent',
    subtitle: 'Retrouvez vos commandes et commandez à nouveau en un geste.',
    deeplink: '/my-account/orders',
  },
] as const;
