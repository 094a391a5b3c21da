/** The home page (spec §2 "Home: banner, header slider, blocks"). */
import { productHref } from './seed-links';
import type { SeedHomePage } from './types';

export const homePage: SeedHomePage = {
  banner: {
    title: 'Sillon tire sa révérence',
    message:
      "Nous arrêtons la vente directe et l'application va bientôt fermer. Vos commandes en cours seront livrées comme prévu. Merci du fond du cœur d'avoir soutenu nos fermes : découvrez où continuer à les retrouver.",
    href: '/nos-articles/merci-et-au-revoir',
  },
  headerSlider: [
    {
      title: 'Plus de 250 produits régénératifs',
      subtitle: 'Des fermes françaises qui font revivre leurs sols, livrées chez vous.',
      href: '/mission-regeneration',
      emoji: 'seedling',
      backgroundColor: '#DBEA8D',
    },
    {
      title: 'Le comté 18 mois est de retour',
      subtitle: "Affiné en cave d'épicéa, au lait de vaches qui pâturent des prés fleuris.",
      href: productHref('comte-aop-18-mois'),
      emoji: 'cheese-wedge',
      backgroundColor: '#FFF0B3',
    },
    {
      title: 'Où retrouver nos producteurs',
      subtitle: 'Sillon ferme, nos fermes continuent : voici comment les soutenir.',
      href: '/trouver-sillon',
      emoji: 'woman-farmer',
      backgroundColor: '#E3F0F7',
    },
  ],
  blocks: [
    {
      kind: 'reassurance',
      items: [
        {
          title: 'Plus de 250 produits régénératifs',
          text: 'De fermes françaises qui couvrent leurs sols, plantent des haies et font pâturer leurs bêtes.',
          emoji: 'seedling',
        },
        {
          title: 'Le juste prix pour la ferme',
          text: 'Chaque fiche produit affiche la part du prix qui revient au producteur : de 25 à 70 %.',
          emoji: 'handshake',
        },
        {
          title: 'Livré partout en France',
          text: 'À domicile sur rendez-vous, à vélo dans certaines villes, ou en point relais. Hors Corse et outre-mer.',
          emoji: 'delivery-truck',
        },
        {
          title: 'Paiement sécurisé',
          text: 'Carte bancaire, Apple Pay ou Google Pay. Première livraison offerte.',
          emoji: 'credit-card',
        },
      ],
    },
    {
      kind: 'products',
      title: 'De saison en ce moment',
      // Filtered by the shop's clock: a product leaves the block when its season ends.
      seasonal: true,
      productReferences: [
        'carottes-des-sables',
        'clementines-de-corse',
        'pommes-reine-des-reinettes',
        'kiwis-de-l-adour',
        'chou-fleur-de-bretagne',
        'endives-de-pleine-terre',
        'poireaux',
        'fraises-gariguette',
        'peches-de-vigne',
        'tomates-anciennes',
        'courgettes',
        'oeufs-poulailler-mobile-x6',
      ],
    },
    {
      kind: 'racks',
      title: 'Nos rayons',
      rackKeys: [
        'fruits-et-legumes',
        'cremerie',
        'boucherie-charcuterie',
        'boulangerie',
        'epicerie-salee',
        'epicerie-sucree',
        'boissons',
        'maison-hygiene',
        'bebe',
        'vrac-fruits-secs',
      ],
    },
    {
      kind: 'editorial',
      title: 'Notre mission : régénérer les sols',
      text: 'Couverts végétaux, semis direct, haies et pâturage tournant : découvrez les pratiques de nos producteurs et pourquoi elles changent le goût de ce que vous mangez.',
      href: '/mission-regeneration',
      emoji: 'seedling',
      backgroundColor: '#DBEA8D',
    },
    {
      kind: 'products',
      title: "Les coups de cœur de l'équipe",
      productReferences: [
        'comte-aop-18-mois',
        'beurre-de-baratte-doux',
        'pain-de-campagne-au-levain',
        'huile-d-olive-vierge-extra-aop',
        'miel-de-lavande',
        'chocolat-noir-70-perou',
        'lentilles-vertes-du-puy-aop',
        'anjou-blanc-chenin',
      ],
    },
    {
      kind: 'recipes',
      title: 'En cuisine cette semaine',
      recipeSlugs: [
        'salade-de-lentilles-du-puy-carottes-et-chevre',
        'fusilli-complets-aux-legumes-du-soleil',
        'porridge-d-avoine-aux-pommes-et-au-miel',
        'poulet-roti-carottes-et-pommes-de-terre',
        'tarte-tatin-aux-reinettes',
      ],
    },
    {
      kind: 'products',
      title: 'Le petit-déjeuner régénératif',
      productReferences: [
        'lait-d-avoine-nature',
        'flocons-d-avoine',
        'granola-miel-et-noisettes',
        'yaourts-nature-au-lait-entier',
        'confiture-d-abricots',
        'cafe-en-grains-perou',
        'jus-de-pomme-trouble',
      ],
    },
    {
      kind: 'editorial',
      title: 'Nouveau chez Sillon ?',
      text: "Des cadeaux vous attendent dans votre panier dès 40 € puis dès 70 € d'achats, et la livraison de votre première commande est offerte.",
      href: '/bienvenue',
      emoji: 'wrapped-gift',
      backgroundColor: '#F3E6F7',
    },
    {
      kind: 'products',
      title: 'Petits prix',
      productReferences: [
        'pates-de-ble-dur-spaghetti',
        'pois-chiches-du-lauragais',
        'oignons-jaunes',
        'lait-demi-ecreme-microfiltre',
        'pommes-de-terre-charlotte',
        'semoule-de-ble-dur-moyenne',
      ],
    },
    {
      kind: 'editorial',
      title: 'Le magazine',
      text: 'Vers de terre, champignons et bactéries : plongée dans la vie invisible des sols avec nos maraîchers et nos céréaliers.',
      href: '/magazine/les-sols-vivants',
      emoji: 'worm',
      backgroundColor: '#EAF4D3',
    },
    {
      kind: 'racks',
      title: 'Nos sélections',
      rackKeys: ['nos-selections'],
    },
  ],
};
