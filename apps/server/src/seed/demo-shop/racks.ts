/**
 * The shop's racks (rayons) and their shelves (étagères). Shelf keys are unique across the shop; a
 * product's first shelf key is its main shelf. Some shelves have no `urlSlug` on purpose (derived
 * from the label), some keep the `legacyKey` of the previous shop.
 */
import type { SeedRack } from './types';

export const racks: SeedRack[] = [
  {
    key: 'fruits-et-legumes',
    label: 'Fruits et légumes',
    title: 'Fruits & légumes',
    urlSlug: 'fruits-et-legumes',
    canonical: true,
    legacyKey: 'fl',
    seo: {
      title: 'Fruits et légumes bio et régénératifs livrés chez vous | Sillon',
      description:
        'Fruits et légumes de saison cultivés en sol vivant par des fermes françaises en agriculture régénératrice : carottes des sables, pommes anciennes, salades du jour. Livraison partout en France.',
    },
    marketing: {
      title: 'Le meilleur de la saison, cueilli pour vous',
      description:
        "Nos maraîchers et arboriculteurs couvrent leurs sols toute l'année, plantent des haies et laissent la vie revenir dans leurs champs. Le goût suit.",
    },
    photoBackground: '#EAF4D3',
    emoji: 'carrot',
    shelves: [
      {
        key: 'fruits-de-saison',
        legacyKey: 'fruits',
        label: 'Fruits de saison',
        urlSlug: 'fruits-de-saison',
        seasonal: true,
        relatedShelfKeys: ['pommes-poires', 'agrumes', 'fruits-secs'],
        article: {
          title: "Pourquoi nos fruits n'ont pas tous la même taille",
          backgroundColor: '#F9D9C4',
          url: '/nos-articles/le-calibre-ne-fait-pas-le-gout',
          emoji: 'peach',
        },
      },
      {
        key: 'pommes-poires',
        label: 'Pommes et poires',
        relatedShelfKeys: ['fruits-de-saison', 'jus', 'confitures'],
      },
      {
        key: 'agrumes',
        label: 'Agrumes',
        urlSlug: 'agrumes',
        relatedShelfKeys: ['fruits-de-saison', 'jus'],
      },
      {
        key: 'legumes-racines',
        legacyKey: 'racines',
        label: 'Légumes racines',
        urlSlug: 'legumes-racines',
        relatedShelfKeys: ['pommes-de-terre-oignons-ail', 'legumes-feuilles'],
        article: {
          title: 'Carottes des sables : le goût du littoral',
          backgroundColor: '#FFE0B8',
          url: '/magazine/les-sols-vivants',
          emoji: 'carrot',
        },
      },
      {
        key: 'legumes-feuilles',
        label: 'Salades et légumes feuilles',
        urlSlug: 'salades-et-legumes-feuilles',
        relatedShelfKeys: ['legumes-racines', 'huiles-vinaigres'],
      },
      {
        key: 'legumes-du-soleil',
        label: 'Légumes du soleil',
        urlSlug: 'legumes-du-soleil',
        relatedShelfKeys: ['legumes-feuilles', 'huiles-vinaigres', 'conserves'],
      },
      {
        key: 'pommes-de-terre-oignons-ail',
        label: 'Pommes de terre, oignons et ail',
        relatedShelfKeys: ['legumes-racines', 'condiments-epices'],
      },
      {
        key: 'champignons-aromates',
        label: 'Champignons et herbes aromatiques',
        urlSlug: 'champignons-et-aromates',
        relatedShelfKeys: ['legumes-feuilles', 'condiments-epices'],
      },
    ],
  },
  {
    key: 'cremerie',
    label: 'Crèmerie',
    title: 'Crèmerie',
    urlSlug: 'cremerie',
    canonical: true,
    legacyKey: 'crem',
    seo: {
      title: 'Crèmerie bio : lait cru, yaourts, beurre, fromages et œufs | Sillon',
      description:
        "Lait de vaches nourries à l'herbe, yaourts fermiers, beurre de baratte, fromages AOP affinés et œufs de poules en poulaillers mobiles. Une crèmerie régénératrice livrée chez vous.",
    },
    marketing: {
      title: 'Des vaches au pré, ça se goûte',
      description:
        "Nos éleveurs pratiquent le pâturage tournant : leurs bêtes mangent de l'herbe fraîche chaque jour et leurs prairies stockent du carbone. Du lait plus riche en oméga-3, et des fromages de caractère.",
    },
    photoBackground: '#FFF6DC',
    emoji: 'cheese-wedge',
    shelves: [
      {
        key: 'laits',
        legacyKey: 'lait',
        label: 'Laits',
        urlSlug: 'laits',
        relatedShelfKeys: ['laits-vegetaux', 'cereales-petit-dejeuner'],
      },
      {
        key: 'yaourts-desserts',
        label: 'Yaourts et desserts lactés',
        urlSlug: 'yaourts-et-desserts',
        relatedShelfKeys: ['confitures', 'miels'],
      },
      {
        key: 'beurre-creme',
        label: 'Beurre et crème',
        urlSlug: 'beurre-et-creme',
        relatedShelfKeys: ['pains', 'fromages'],
      },
      {
        key: 'fromages',
        legacyKey: 'fromage',
        label: 'Fromages',
        urlSlug: 'fromages',
        relatedShelfKeys: ['vins', 'pains', 'charcuterie'],
        article: {
          title: 'Le comté, une affaire de prairies fleuries',
          backgroundColor: '#FFF0B3',
          url: '/nos-articles/le-comte-et-les-prairies-fleuries',
          emoji: 'cheese-wedge',
        },
      },
      {
        key: 'oeufs',
        label: 'Œufs',
        relatedShelfKeys: ['farines', 'beurre-creme'],
      },
    ],
  },
  {
    key: 'boucherie-charcuterie',
    label: 'Boucherie et charcuterie',
    title: 'Boucherie',
    urlSlug: 'boucherie-charcuterie',
    canonical: true,
    seo: {
      title: "Viande et charcuterie d'élevages à l'herbe et en plein air | Sillon",
      description:
        'Bœuf limousin, agneau des causses, poulets fermiers et porc noir gascon élevés en plein air par des éleveurs en pâturage tournant. Viande française, traçable et livrée fraîche.',
    },
    marketing: {
      title: 'Moins de viande, mais de la bonne',
      description:
        "Des animaux qui vivent dehors, mangent de l'herbe et entretiennent les prairies, les haies et les sous-bois. Une viande savoureuse, payée au juste prix à l'éleveur.",
    },
    photoBackground: '#FBE3DF',
    emoji: 'cut-of-meat',
    shelves: [
      {
        key: 'boeuf-veau',
        legacyKey: 'boeuf',
        label: 'Bœuf et veau',
        urlSlug: 'boeuf-et-veau',
        relatedShelfKeys: ['pommes-de-terre-oignons-ail', 'vins'],
      },
      {
        key: 'porc',
        label: 'Porc',
        urlSlug: 'porc',
        relatedShelfKeys: ['charcuterie', 'legumes-racines'],
      },
      {
        key: 'volailles',
        label: 'Volailles',
        urlSlug: 'volailles',
        relatedShelfKeys: ['oeufs', 'champignons-aromates'],
      },
      {
        key: 'agneau',
        label: 'Agneau',
        relatedShelfKeys: ['boeuf-veau', 'legumineuses'],
      },
      {
        key: 'charcuterie',
        label: 'Charcuterie',
        urlSlug: 'charcuterie',
        relatedShelfKeys: ['aperitif', 'pains', 'fromages'],
        article: {
          title: 'Le porc noir gascon, un cochon qui vit sous les chênes',
          backgroundColor: '#F4C7C3',
          url: '/magazine/porc-noir-gascon',
          emoji: 'pig',
        },
      },
    ],
  },
  {
    key: 'boulangerie',
    label: 'Boulangerie',
    title: 'Boulangerie',
    urlSlug: 'boulangerie',
    canonical: true,
    legacyKey: 'boul',
    seo: {
      title: 'Pains au levain, viennoiseries et farines paysannes | Sillon',
      description:
        'Pains au levain naturel, baguettes et croissants au beurre de baratte, farines de blés paysans moulues sur meule de pierre. Des céréales cultivées en semis direct sous couvert.',
    },
    marketing: {
      title: 'Du champ au fournil, sans détour',
      description:
        'Nos boulangers travaillent des farines de blés cultivés sans labour, au levain et en longue fermentation. Un pain plus digeste, qui se garde, et qui raconte sa terre.',
    },
    photoBackground: '#F6E7CF',
    emoji: 'baguette-bread',
    shelves: [
      {
        key: 'pains',
        legacyKey: 'pain',
        label: 'Pains au levain',
        urlSlug: 'pains-au-levain',
        relatedShelfKeys: ['beurre-creme', 'fromages', 'confitures'],
        article: {
          title: 'Levain, temps et blés paysans',
          backgroundColor: '#EED9B7',
          url: '/nos-articles/le-levain-et-le-temps',
          emoji: 'bread',
        },
      },
      {
        key: 'viennoiseries',
        label: 'Viennoiseries',
        urlSlug: 'viennoiseries',
        relatedShelfKeys: ['confitures', 'cafes'],
      },
      {
        key: 'brioches-gateaux',
        label: 'Brioches et gâteaux',
        relatedShelfKeys: ['viennoiseries', 'biscuits'],
      },
      {
        key: 'farines',
        legacyKey: 'farine',
        label: 'Farines',
        urlSlug: 'farines',
        relatedShelfKeys: ['sucres-patisserie', 'oeufs'],
      },
    ],
  },
  {
    key: 'epicerie-salee',
    label: 'Épicerie salée',
    title: 'Épicerie salée',
    urlSlug: 'epicerie-salee',
    canonical: true,
    legacyKey: 'eps',
    seo: {
      title: 'Épicerie salée bio : pâtes, riz, légumineuses, huiles et conserves | Sillon',
      description:
        "Pâtes de blé dur du Lauragais, riz de Camargue, lentilles vertes du Puy, huile d'olive de la vallée des Baux, conserves de légumes en bocaux. Une épicerie issue de fermes régénératrices.",
    },
    marketing: {
      title: 'Le placard des bons repas',
      description:
        'Des céréales et des légumineuses cultivées en rotation longue, transformées par des artisans à deux pas des champs. De quoi cuisiner simple et bon toute la semaine.',
    },
    photoBackground: '#EFE9DD',
    emoji: 'canned-food',
    shelves: [
      {
        key: 'pates',
        legacyKey: 'pasta',
        label: 'Pâtes',
        urlSlug: 'pates',
        relatedShelfKeys: ['conserves', 'fromages', 'huiles-vinaigres'],
      },
      {
        key: 'riz-cereales',
        label: 'Riz et céréales',
        urlSlug: 'riz-et-cereales',
        relatedShelfKeys: ['legumineuses', 'vrac-cereales'],
      },
      {
        key: 'legumineuses',
        label: 'Légumineuses',
        urlSlug: 'legumineuses',
        relatedShelfKeys: ['riz-cereales', 'conserves'],
        article: {
          title: 'Les légumineuses, engrais naturel des champs',
          backgroundColor: '#DDE8C4',
          url: '/mission-regeneration',
          emoji: 'beans',
        },
      },
      {
        key: 'conserves',
        label: 'Conserves et bocaux',
        urlSlug: 'conserves-et-bocaux',
        relatedShelfKeys: ['pates', 'legumineuses'],
      },
      {
        key: 'huiles-vinaigres',
        label: 'Huiles et vinaigres',
        urlSlug: 'huiles-et-vinaigres',
        relatedShelfKeys: ['condiments-epices', 'legumes-feuilles'],
      },
      {
        key: 'condiments-epices',
        label: 'Condiments, sel et épices',
        relatedShelfKeys: ['huiles-vinaigres', 'conserves'],
      },
      {
        key: 'aperitif',
        label: 'Apéritif',
        urlSlug: 'aperitif',
        relatedShelfKeys: ['charcuterie', 'vins', 'bieres-cidres'],
      },
    ],
  },
  {
    key: 'epicerie-sucree',
    label: 'Épicerie sucrée',
    title: 'Épicerie sucrée',
    urlSlug: 'epicerie-sucree',
    canonical: true,
    seo: {
      title: 'Épicerie sucrée bio : miels, confitures, biscuits et chocolats | Sillon',
      description:
        "Miels de lavande et de châtaignier extraits à froid, confitures cuites au chaudron, palets bretons, chocolats de cacao agroforestier et mueslis d'avoine. Les douceurs de fermes régénératrices.",
    },
    marketing: {
      title: 'Les douceurs qui font du bien aux champs',
      description:
        "Des abeilles chez des paysans qui sèment des fleurs, du cacao cultivé à l'ombre des arbres, des fruits de vergers haute tige. Se faire plaisir peut aussi réparer.",
    },
    photoBackground: '#FDEBD3',
    emoji: 'honey-pot',
    shelves: [
      {
        key: 'confitures',
        label: 'Confitures et pâtes à tartiner',
        urlSlug: 'confitures-et-pates-a-tartiner',
        relatedShelfKeys: ['pains', 'viennoiseries', 'miels'],
      },
      {
        key: 'miels',
        legacyKey: 'miel',
        label: 'Miels',
        urlSlug: 'miels',
        relatedShelfKeys: ['thes-infusions', 'yaourts-desserts'],
        article: {
          title: 'Bien choisir son miel',
          backgroundColor: '#FFE08A',
          url: '/trouver-miel',
          emoji: 'honeybee',
        },
      },
      {
        key: 'biscuits',
        label: 'Biscuits et gâteaux secs',
        urlSlug: 'biscuits',
        relatedShelfKeys: ['chocolats', 'thes-infusions'],
      },
      {
        key: 'chocolats',
        legacyKey: 'choco',
        label: 'Chocolats',
        urlSlug: 'chocolats',
        relatedShelfKeys: ['biscuits', 'cafes'],
      },
      {
        key: 'cereales-petit-dejeuner',
        label: 'Céréales du petit-déjeuner',
        relatedShelfKeys: ['laits', 'laits-vegetaux', 'fruits-secs'],
      },
      {
        key: 'sucres-patisserie',
        label: 'Sucres et pâtisserie',
        urlSlug: 'sucres-et-patisserie',
        relatedShelfKeys: ['farines', 'chocolats'],
      },
    ],
  },
  {
    key: 'boissons',
    label: 'Boissons',
    title: 'Boissons',
    urlSlug: 'boissons',
    canonical: true,
    legacyKey: 'bois',
    seo: {
      title: "Boissons bio : jus, lait d'avoine, cafés, thés, vins et bières | Sillon",
      description:
        "Jus de pommes de vergers pâturés, lait d'avoine de l'Avesnois, cafés d'agroforesterie, vins en biodynamie, bières paysannes et eaux de source en verre consigné.",
    },
    marketing: {
      title: 'À votre santé, et à celle des sols',
      description:
        "Du verger au verre, nos boissons viennent de cultures qui protègent l'eau, les haies et la vie du sol. Des vins vivants, des jus purs et un lait d'avoine qui n'a pas traversé l'Europe.",
    },
    photoBackground: '#E3F0F7',
    emoji: 'cup-with-straw',
    shelves: [
      {
        key: 'jus',
        legacyKey: 'jus',
        label: 'Jus et nectars',
        urlSlug: 'jus-et-nectars',
        relatedShelfKeys: ['pommes-poires', 'eaux-limonades'],
      },
      {
        key: 'laits-vegetaux',
        label: 'Laits végétaux',
        urlSlug: 'laits-vegetaux',
        relatedShelfKeys: ['laits', 'cereales-petit-dejeuner', 'cafes'],
        article: {
          title: "Notre lait d'avoine pousse dans le bocage",
          backgroundColor: '#E9E4C9',
          url: '/magazine/lavoine-du-bocage',
          emoji: 'sheaf-of-rice',
        },
      },
      {
        key: 'cafes',
        label: 'Cafés',
        urlSlug: 'cafes',
        relatedShelfKeys: ['thes-infusions', 'laits-vegetaux', 'chocolats'],
      },
      {
        key: 'thes-infusions',
        label: 'Thés et infusions',
        urlSlug: 'thes-et-infusions',
        relatedShelfKeys: ['cafes', 'miels'],
      },
      {
        key: 'vins',
        legacyKey: 'vin',
        label: 'Vins et crémants',
        urlSlug: 'vins',
        relatedShelfKeys: ['fromages', 'aperitif', 'bieres-cidres'],
        article: {
          title: 'Des vignes qui redeviennent des écosystèmes',
          backgroundColor: '#E8C9D6',
          url: '/magazine/des-vignes-vivantes',
          emoji: 'grapes',
        },
      },
      {
        key: 'bieres-cidres',
        label: 'Bières et cidres',
        urlSlug: 'bieres-et-cidres',
        relatedShelfKeys: ['aperitif', 'vins'],
      },
      {
        key: 'eaux-limonades',
        label: 'Eaux et limonades',
        relatedShelfKeys: ['jus', 'thes-infusions'],
      },
    ],
  },
  {
    key: 'maison-hygiene',
    label: 'Maison et hygiène',
    title: 'Maison & hygiène',
    urlSlug: 'maison-et-hygiene',
    canonical: true,
    seo: {
      title: "Produits d'entretien et d'hygiène naturels et durables | Sillon",
      description:
        'Savons saponifiés à froid, lessive et liquide vaisselle biodégradables, éponges et torchons en lin normand, papier toilette au chanvre. Une maison propre sans abîmer les rivières.',
    },
    marketing: {
      title: 'Une maison propre, des rivières propres',
      description:
        "Des savons faits d'huiles de fermes en semis direct, du lin et du chanvre cultivés sans pesticides : ce qui part dans l'évier ne pollue pas les champs.",
    },
    photoBackground: '#E8ECF5',
    emoji: 'soap',
    shelves: [
      {
        key: 'entretien',
        legacyKey: 'menage',
        label: 'Entretien de la maison',
        urlSlug: 'entretien',
        relatedShelfKeys: ['papier-accessoires', 'hygiene-soins'],
      },
      {
        key: 'hygiene-soins',
        label: 'Hygiène et soins',
        urlSlug: 'hygiene-et-soins',
        relatedShelfKeys: ['soins-bebe', 'entretien'],
      },
      {
        key: 'papier-accessoires',
        label: 'Papier et accessoires',
        relatedShelfKeys: ['entretien', 'vrac-cereales'],
      },
    ],
  },
  {
    key: 'bebe',
    label: 'Bébé',
    title: 'Bébé',
    urlSlug: 'bebe',
    canonical: true,
    seo: {
      title: 'Repas et soins bio pour bébé, de fermes régénératrices | Sillon',
      description:
        'Petits pots de légumes, compotes sans sucres ajoutés, céréales infantiles et soins doux pour bébé, préparés avec les fruits et légumes de nos fermes partenaires.',
    },
    marketing: {
      title: 'Les premiers goûts, les meilleurs sols',
      description:
        'Des recettes simples, avec des légumes de maraîchers en sol vivant et des fruits de vergers enherbés, pour faire découvrir le vrai goût des choses.',
    },
    photoBackground: '#F3E6F7',
    emoji: 'baby-bottle',
    shelves: [
      {
        key: 'repas-bebe',
        label: 'Repas de bébé',
        urlSlug: 'repas-de-bebe',
        relatedShelfKeys: ['fruits-de-saison', 'cereales-petit-dejeuner'],
      },
      {
        key: 'soins-bebe',
        label: 'Soins de bébé',
        relatedShelfKeys: ['hygiene-soins'],
      },
    ],
  },
  {
    key: 'vrac-fruits-secs',
    label: 'Vrac et fruits secs',
    title: 'Vrac & fruits secs',
    urlSlug: 'vrac-et-fruits-secs',
    canonical: true,
    legacyKey: 'vrac',
    seo: {
      title: 'Fruits secs, graines et céréales en vrac, bio et français | Sillon',
      description:
        "Pruneaux d'Agen, cerneaux de noix du Périgord, noisettes, amandes de Provence, graines et flocons en grand format. Des fruits secs de vergers enherbés, sans emballage superflu.",
    },
    marketing: {
      title: 'Le vrac, en grand et sans gâchis',
      description:
        "Des grands formats en sachets papier recyclables et des fruits secs de vergers français où poules, moutons et haies travaillent avec l'arboriculteur.",
    },
    photoBackground: '#F1E8D8',
    emoji: 'peanuts',
    shelves: [
      {
        key: 'fruits-secs',
        legacyKey: 'fruitssecs',
        label: 'Fruits secs et séchés',
        urlSlug: 'fruits-secs',
        relatedShelfKeys: ['graines-oleagineux', 'cereales-petit-dejeuner'],
      },
      {
        key: 'graines-oleagineux',
        label: 'Graines et oléagineux',
        urlSlug: 'graines-et-oleagineux',
        relatedShelfKeys: ['fruits-secs', 'huiles-vinaigres'],
      },
      {
        key: 'vrac-cereales',
        label: 'Céréales et légumineuses en vrac',
        urlSlug: 'cereales-en-vrac',
        relatedShelfKeys: ['riz-cereales', 'legumineuses'],
      },
    ],
  },
  {
    key: 'nos-selections',
    label: 'Nos sélections',
    title: 'Sélections',
    urlSlug: 'nos-selections',
    canonical: false,
    seo: {
      title: 'Nos sélections : panier de saison, petits prix et coups de cœur | Sillon',
      description:
        'Le panier de saison composé par nos équipes, les petits prix de la semaine et nos coups de cœur : une sélection de produits régénératifs pour découvrir Sillon.',
    },
    marketing: {
      title: 'Nos coups de cœur du moment',
      description:
        "Chaque semaine, l'équipe goûte, compare et choisit. Voici les produits dont nous sommes les plus fiers, et ceux qui font du bien au budget.",
    },
    photoBackground: '#FCEFD9',
    emoji: 'sparkles',
    shelves: [
      {
        key: 'panier-de-saison',
        label: 'Le panier de saison',
        urlSlug: 'panier-de-saison',
        seasonal: true,
        relatedShelfKeys: ['fruits-de-saison', 'legumes-racines'],
      },
      {
        key: 'petits-prix',
        label: 'Petits prix',
        urlSlug: 'petits-prix',
        relatedShelfKeys: ['pates', 'legumineuses'],
      },
      {
        key: 'coups-de-coeur',
        label: "Coups de cœur de l'équipe",
        relatedShelfKeys: ['fromages', 'vins', 'chocolats'],
        article: {
          title: 'Bienvenue chez Sillon',
          backgroundColor: '#DBEA8D',
          url: '/bienvenue',
          emoji: 'seedling',
        },
      },
    ],
  },
];
