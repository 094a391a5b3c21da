/**
 * The back office speaks French: react-admin's own texts from ra-language-french, the shop's
 * names for each resource and field below, and what a saved record is called (« Produit enregistré »,
 * not react-admin's « Élément mis à jour »).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'react-admin';

/**
 * react-admin's French texts with the apostrophe the back office writes everywhere else
 * (« Vous n’avez pas les droits », not « n'avez »).
 */
export function withTypographicApostrophes<T>(messages: T): T {
  if (typeof messages === 'string') return messages.replace(/(\p{L})'(\p{L})/gu, '$1’$2') as T;
  if (messages === null || typeof messages !== 'object') return messages;
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, withTypographicApostrophes(value)]),
  ) as T;
}

const shopMessages = {
  ra: {
    auth: { username: 'E-mail', sign_in: 'Se connecter', user_menu: 'Mon compte' },
    page: { empty: 'Rien pour le moment.', invite: '' },
    // react-admin's page « introuvable » puts its own full stop after this sentence.
    message: { not_found: 'L’adresse saisie est incorrecte, ou vous avez suivi un mauvais lien' },
  },
  resources: {
    orders: {
      name: 'Commande |||| Commandes',
      fields: {
        number: 'N°',
        status: 'Statut',
        'customer.name': 'Client',
        'customer.email': 'E-mail',
        'customer.phone': 'Téléphone',
        totalCents: 'Total',
        itemCount: 'Articles',
        shippingMode: 'Mode',
        deliveryDay: 'Jour de livraison',
        slot: 'Créneau',
        pickupPoint: 'Point relais',
        completedAt: 'Passée le',
        preparedAt: 'Préparée',
        q: 'Numéro, téléphone ou e-mail',
        day: 'Jour de livraison',
        slotId: 'Créneau',
        pickupPointId: 'Point relais',
        prepared: 'Préparation',
        attention: 'À suivre',
      },
    },
    products: {
      name: 'Produit |||| Produits',
      notifications: { updated: 'Produit enregistré' },
      fields: {
        reference: 'Référence',
        name: 'Nom',
        unitLabel: 'Unité',
        priceCents: 'Prix',
        priceEuros: 'Prix (€)',
        vatRateBp: 'TVA',
        stock: 'Stock',
        available: 'Disponible',
        maxOrderable: 'Maximum par commande',
        labels: 'Labels',
        regionalPostalPrefixes: 'Codes postaux (produit régional)',
        description: 'Description',
        racks: 'Rayons',
        rackId: 'Rayon',
        q: 'Rechercher',
      },
    },
    racks: { name: 'Rayon |||| Rayons', fields: { label: 'Nom', position: 'Ordre', shelves: 'Étagères' } },
    documents: {
      name: 'Document |||| Documents',
      fields: {
        type: 'Type',
        title: 'Titre',
        path: 'Adresse',
        updatedAt: 'Modifié le',
        hasDraft: 'Brouillon',
        published: 'Publié',
      },
    },
    vouchers: {
      name: 'Bon de réduction |||| Bons de réduction',
      notifications: { created: 'Bon de réduction créé', updated: 'Bon de réduction enregistré' },
      fields: {
        code: 'Code',
        name: 'Nom',
        description: 'Description',
        kind: 'Type',
        amountCents: 'Montant',
        percentBp: 'Pourcentage',
        startsAt: 'Début',
        expiresAt: 'Fin',
        usageLimit: 'Utilisations (en tout)',
        usageLimitPerCustomer: 'Utilisations par client',
        minimumSubtotalCents: 'Minimum de produits',
        firstOrderOnly: 'Première commande seulement',
        disabled: 'Désactivé',
        uses: 'Utilisations',
        q: 'Rechercher un code',
      },
    },
    banners: {
      name: 'Bannière d’accueil |||| Bannières d’accueil',
      notifications: { updated: 'Bannière enregistrée' },
      fields: { audience: 'Public', title: 'Titre', subtitle: 'Sous-titre', deeplink: 'Lien' },
    },
    customers: {
      name: 'Client |||| Clients',
      fields: {
        firstName: 'Prénom',
        lastName: 'Nom',
        email: 'E-mail',
        phone: 'Téléphone',
        createdAt: 'Inscrit le',
        closedAt: 'Fermé le',
        orders: 'Commandes',
        minimumOrderCents: 'Minimum de commande',
        active: 'Actif',
        q: 'Nom, téléphone ou e-mail',
      },
    },
    reviews: {
      name: 'Avis |||| Avis',
      fields: {
        productName: 'Produit',
        rating: 'Note',
        title: 'Titre',
        body: 'Commentaire',
        authorName: 'Auteur',
        createdAt: 'Publié le',
        hidden: 'Masqué',
      },
    },
    members: {
      name: 'Membre de l’équipe |||| Équipe',
      notifications: { created: 'Membre ajouté à l’équipe', updated: 'Membre enregistré' },
      fields: {
        email: 'E-mail',
        name: 'Nom',
        role: 'Rôle',
        active: 'Actif',
        lockedUntil: 'Bloqué jusqu’à',
        lastSignInAt: 'Dernière connexion',
        createdAt: 'Créé le',
        password: 'Mot de passe',
      },
    },
    audit: {
      name: 'Journal |||| Journal',
      fields: {
        at: 'Quand',
        staff: 'Qui',
        action: 'Action',
        subjectType: 'Sujet',
        subjectId: 'Identifiant',
        before: 'Avant',
        after: 'Après',
      },
    },
  },
};

export const i18nProvider = polyglotI18nProvider(
  () => mergeTranslations(withTypographicApostrophes(frenchMessages), shopMessages),
  'fr',
  [{ locale: 'fr', name: 'Français' }],
  { allowMissing: true },
);
