/**
 * Editorial pages, at least one under each root of spec §2: mission-regeneration, nos-articles,
 * magazine, bienvenue, trouver-{product}. The recettes root is served by the recipes.
 */
import type { SeedEditorialPage, SeedIndexPage, SeedSelection } from './types';

export const editorialPages: SeedEditorialPage[] = [
  {
    path: 'mission-regeneration',
    title: 'Notre mission : régénérer les sols en mangeant mieux',
    description:
      "Pourquoi Sillon ne vend que des produits issus de fermes en agriculture régénératrice, et ce que cela change pour les sols, l'eau, le climat et votre assiette.",
    emoji: 'seedling',
    body: [
      "Un sol vivant contient plus d'êtres vivants dans une cuillère qu'il n'y a d'humains sur Terre. Pendant des décennies, le labour profond, les sols laissés nus et les intrants de synthèse ont appauvri cette vie. Nos sols perdent leur matière organique, retiennent moins l'eau et stockent moins de carbone.",
      '## Ce que nous entendons par agriculture régénératrice',
      "L'agriculture régénératrice regroupe des pratiques simples et anciennes, remises au goût du jour par des paysans curieux : ne jamais laisser un sol nu grâce aux couverts végétaux, travailler le sol le moins possible, allonger les rotations, réintroduire l'arbre et la haie, faire pâturer les animaux de manière tournante pour que l'herbe repousse plus forte.",
      "Ces pratiques ne remplacent pas l'agriculture biologique : elles la complètent. La plupart de nos producteurs sont certifiés bio, et tous se sont engagés à mesurer l'évolution de leurs sols.",
      '## Nos engagements',
      {
        kind: 'picture',
        emoji: 'sheaf-of-rice',
        alt: 'Une gerbe de blé',
        caption: 'Les blés paysans de nos moulins sont semés sans labour, dans un couvert de trèfle.',
      },
      'Chaque produit affiche la part de son prix qui revient à la ferme : entre 25 et 70 %, bien au-delà de la moyenne de la grande distribution. Nous achetons en direct, sans intermédiaire, et nous nous engageons sur les volumes avant les semis.',
      'Nous visitons chaque ferme avant de référencer ses produits, et nous racontons ici leurs histoires, leurs réussites et leurs doutes.',
      '## Les légumineuses, engrais naturel des champs',
      "Lentilles, pois chiches, pois, soja, luzerne : les légumineuses captent l'azote de l'air grâce à des bactéries logées dans leurs racines, et le laissent au sol pour la culture suivante. Manger plus de légumineuses, c'est aider nos producteurs à se passer d'engrais de synthèse.",
    ],
  },
  {
    path: 'nos-articles/merci-et-au-revoir',
    title: 'Merci, et au revoir',
    description:
      "Sillon arrête la vente directe et l'application va fermer. Ce que cela change pour vos commandes, vos données et nos producteurs.",
    emoji: 'folded-hands',
    body: [
      "Après plusieurs années à relier des fermes régénératrices et des familles partout en France, nous avons pris la décision difficile d'arrêter la vente directe. L'application et le site vont fermer prochainement.",
      '## Vos commandes en cours',
      "Toutes les commandes déjà passées seront livrées normalement, aux créneaux choisis. Le service client reste joignable jusqu'à la dernière livraison pour toute question ou réclamation.",
      '## Vos données',
      'Vos données personnelles seront supprimées après la fermeture, dans le respect de nos engagements. Vous pouvez dès maintenant demander la suppression de votre compte depuis la page « Mes données et confidentialité » de votre compte : il est désactivé immédiatement et effacé sous trente jours.',
      '## Nos producteurs',
      'Les fermes avec lesquelles nous avons travaillé continuent leur chemin. Beaucoup vendent en direct, sur les marchés ou dans des magasins de producteurs. Nous avons rassemblé leurs coordonnées sur la page « Où trouver nos producteurs » pour que vous puissiez continuer à les soutenir.',
      "Merci pour votre confiance, pour vos messages, pour vos recettes partagées. Vous avez prouvé qu'on pouvait bien manger en prenant soin des sols. Continuons.",
    ],
  },
  {
    path: 'nos-articles/le-calibre-ne-fait-pas-le-gout',
    title: 'Le calibre ne fait pas le goût',
    description:
      "Pourquoi nos fruits et légumes n'ont pas tous la même taille, et pourquoi c'est une bonne nouvelle pour vos papilles comme pour les fermes.",
    emoji: 'peach',
    body: [
      "Dans la grande distribution, une pomme trop petite ou une carotte fourchue finit souvent en aliment pour animaux, voire à la poubelle. Les cahiers des charges imposent des calibres, des couleurs et des formes qui n'ont rien à voir avec le goût.",
      '## Des fruits cueillis mûrs',
      "Nos arboriculteurs cueillent leurs fruits à maturité, quand ils ont développé tous leurs sucres et leurs arômes. Un fruit mûr voyage moins bien : c'est pourquoi nous livrons vite, en circuit court.",
      '## Tout valoriser',
      'Les fruits trop petits partent en jus, en compote ou en chips séchées. Les légumes biscornus sont cuisinés en bocaux par des artisans comme Les Bocaux de Marthe. Rien ne se perd, et la ferme est payée pour toute sa récolte.',
    ],
  },
  {
    path: 'nos-articles/le-comte-et-les-prairies-fleuries',
    title: 'Le comté, une affaire de prairies fleuries',
    description:
      "Visite à la Fruitière du Haut-Doubs, où dix-neuf fermes font du comté avec le lait de vaches nourries à l'herbe des prés naturels.",
    emoji: 'cheese-wedge',
    body: [
      'Il faut quatre cent cinquante litres de lait pour faire une meule de comté de quarante kilos. Ce lait, à la Fruitière du Haut-Doubs, vient de montbéliardes qui pâturent des prairies naturelles jamais labourées.',
      '## Cinquante fleurs dans un fromage',
      "Les agronomes ont compté plus de cinquante espèces de plantes dans les prés des adhérents : trèfles, pissenlits, gentianes, alchémilles. Chacune laisse sa trace aromatique dans le lait cru, et donc dans le fromage. C'est pour cela qu'aucun comté ne ressemble à un autre.",
      '## Le temps, ingrédient principal',
      "Les meules s'affinent lentement sur des planches d'épicéa. À douze mois, le comté est fruité et fondant ; à dix-huit mois, il développe des notes de noisette grillée et de petits cristaux croquants.",
      {
        kind: 'products',
        title: 'Goûter la différence',
        productReferences: ['comte-aop-12-mois', 'comte-aop-18-mois', 'morbier-aop'],
      },
    ],
  },
  {
    path: 'nos-articles/le-levain-et-le-temps',
    title: 'Levain, temps et blés paysans',
    description:
      'Comment le Fournil de Belleville et le Moulin de Bertignolles font un pain plus digeste et plus savoureux avec des blés cultivés sans labour.',
    emoji: 'bread',
    body: [
      'Un bon pain commence dans le champ. Les blés de nos boulangers sont semés directement dans un couvert de trèfle, sans labour, et moulus sur meule de pierre pour garder le germe et ses vitamines.',
      '## Le levain, une culture vivante',
      "Le levain est un mélange de farine et d'eau où vivent levures sauvages et bactéries lactiques. Il fait lever la pâte plus lentement que la levure industrielle, mais il prédigère une partie du gluten et développe des arômes complexes.",
      '## Dix-huit heures de patience',
      "Au fournil, la pâte fermente au moins dix-huit heures avant d'être façonnée. Le résultat : une croûte épaisse, une mie alvéolée et un pain qui se garde une semaine.",
      { kind: 'shelf', title: 'Nos pains au levain', shelfKey: 'pains' },
    ],
  },
  {
    path: 'magazine/les-sols-vivants',
    title: 'Les sols vivants, notre premier patrimoine',
    description:
      'Vers de terre, champignons, bactéries : plongée dans la vie invisible des sols et dans les pratiques qui la font renaître, des sables de la Manche aux plaines de Picardie.',
    emoji: 'worm',
    body: [
      "Sous un hectare de prairie vivent jusqu'à deux tonnes de vers de terre. Ils creusent des galeries qui laissent entrer l'eau et l'air, et mélangent la matière organique au sol minéral.",
      '## Couvrir, toujours couvrir',
      "À la Ferme des Mielles, Hélène et Yann sèment du seigle et de la phacélie dès que les carottes sont récoltées. Les racines tiennent le sable en place pendant les tempêtes d'hiver et nourrissent la vie du sol. Au printemps, le couvert est couché au rouleau et les planches sont prêtes, sans labour.",
      '## Moins travailler le sol',
      "À la Ferme de la Grande Plaine, Vincent ne travaille plus que la ligne de semis. Les champignons du sol, dont les filaments relient les racines entre elles, ne sont plus détruits chaque année. En dix ans, la matière organique de ses parcelles a augmenté d'un tiers.",
      "## Le goût d'un sol vivant",
      "Des légumes nourris par un sol riche poussent plus lentement et concentrent davantage de minéraux et d'arômes. C'est ce que vous goûtez dans une carotte des sables croquante et sucrée.",
      {
        kind: 'products',
        title: 'Les légumes de ces fermes',
        productReferences: [
          'carottes-des-sables',
          'carottes-de-couleur',
          'poireaux',
          'pommes-de-terre-charlotte',
        ],
      },
      { kind: 'shelf', title: 'Tous les légumes racines', shelfKey: 'legumes-racines' },
    ],
  },
  {
    path: 'magazine/porc-noir-gascon',
    title: 'Le porc noir gascon, un cochon qui vit sous les chênes',
    description:
      "À la Ferme d'Arrast, dans le Gers, les porcs noirs vivent en liberté sous les chênes et participent à l'entretien des sous-bois.",
    emoji: 'pig',
    body: [
      "Le porc noir gascon est l'une des plus anciennes races de France. Rustique, il a failli disparaître dans les années 1980, remplacé par des races à croissance rapide élevées en bâtiment.",
      '## Des parcs qui se reposent',
      "Chez Arnaud Lacoste, les cochons vivent en plein air dans des parcs boisés. Chaque parc est occupé un an, puis laissé au repos l'année suivante pour que l'herbe et les jeunes arbres repoussent.",
      '## Une charcuterie patiente',
      "Nourris de céréales et de pois de la ferme, puis de glands à l'automne, les porcs grandissent deux fois plus lentement qu'en élevage intensif. Leurs jambons sèchent ensuite vingt-quatre mois au séchoir familial.",
      {
        kind: 'products',
        title: 'La charcuterie de la Ferme d’Arrast',
        productReferences: [
          'jambon-sec-de-porc-noir-24-mois',
          'saucisson-sec-de-porc-noir',
          'cotes-de-porc-noir-gascon',
        ],
      },
    ],
  },
  {
    path: 'magazine/lavoine-du-bocage',
    title: "Notre lait d'avoine pousse dans le bocage",
    description:
      "Dans l'Avesnois, Marie et Hugo Delattre cultivent l'avoine de notre lait d'avoine en semis direct, associée au pois, au milieu des haies.",
    emoji: 'sheaf-of-rice',
    body: [
      "La plupart des boissons à l'avoine vendues en France sont faites avec de l'avoine venue de Scandinavie ou du Canada. La nôtre pousse dans le bocage de l'Avesnois, à la frontière belge.",
      '## Une avoine qui ne pousse jamais seule',
      "Les Delattre sèment leur avoine en mélange avec du pois fourrager. Le pois fixe l'azote de l'air, l'avoine lui sert de tuteur, et les deux cultures se protègent mutuellement des maladies. Aucun engrais azoté n'est nécessaire.",
      '## Du champ à la brique',
      "L'avoine est floconnée à la ferme, puis transformée par une petite laiterie végétale à vingt kilomètres. Résultat : un lait d'avoine doux, sans sucre ajouté, qui n'a pas traversé l'Europe.",
    ],
  },
  {
    path: 'magazine/des-vignes-vivantes',
    title: 'Des vignes qui redeviennent des écosystèmes',
    description:
      'En Anjou, au pic Saint-Loup et en Alsace, nos vignerons plantent des arbres, sèment des fleurs et font pâturer des brebis entre les rangs.',
    emoji: 'grapes',
    body: [
      "La vigne a longtemps été cultivée en monoculture stricte, sur des sols désherbés. Nos vignerons font l'inverse : ils laissent pousser l'herbe, sèment des couverts fleuris et replantent des arbres au milieu des rangs.",
      '## Des brebis dans les vignes',
      "Au Mas des Cigales, un berger voisin fait pâturer ses brebis dans les vignes pendant l'hiver. Elles broutent les couverts, fertilisent le sol et évitent des passages de tracteur.",
      '## Des vins qui parlent de leur terroir',
      'Vinifiés avec leurs seules levures indigènes, ces vins expriment leur sol et leur année. Ils sont frais, digestes, et souvent moins alcoolisés que la moyenne de leur région.',
    ],
  },
  {
    path: 'bienvenue',
    title: 'Bienvenue chez Sillon',
    description:
      "Découvrez Sillon, l'épicerie en ligne des fermes régénératrices françaises : plus de 250 produits, la part payée à la ferme affichée sur chaque produit, la livraison partout en France.",
    emoji: 'waving-hand',
    body: [
      'Sillon réunit plus de 250 produits régénératifs de fermes, moulins, fromageries et artisans de toute la France : fruits et légumes, crèmerie, boucherie, pain au levain, épicerie, boissons et produits pour la maison.',
      '## Comment ça marche',
      'Choisissez vos produits, puis la livraison à domicile sur rendez-vous, la livraison à vélo en 24 à 48 heures dans certaines villes, ou le retrait en point relais. Nous livrons partout en France métropolitaine, hors Corse.',
      '## Des cadeaux pour commencer',
      "Pour vos premières commandes, des cadeaux vous attendent dans votre panier dès 40 € puis dès 70 € d'achats. La livraison de votre première commande est offerte.",
      '## Parrainez vos proches',
      "Partagez votre code de parrainage : vos proches profitent d'une réduction sur leur première commande, et vous aussi.",
    ],
  },
  {
    path: 'trouver-sillon',
    title: 'Où trouver nos producteurs',
    description:
      'Sillon ferme, mais nos fermes partenaires continuent. Voici comment continuer à acheter leurs produits : vente à la ferme, marchés, magasins de producteurs.',
    emoji: 'round-pushpin',
    body: [
      "Nos producteurs n'ont pas attendu Sillon pour exister, et ils continueront après nous. Voici quelques pistes pour les retrouver près de chez vous.",
      '## En Île-de-France',
      'Les Maraîchers de Montesson ouvrent leur cueillette les mercredis et samedis matin. Le Fournil de Belleville vend son pain et ses viennoiseries tous les jours sauf le lundi.',
      '## Dans les régions',
      "La Fruitière du Haut-Doubs, la Ferme du Bois Joli, la Bergerie du Causse Noir et la Cidrerie de la Butte aux Pommes ont chacune une boutique à la ferme. Beaucoup d'autres vendent sur les marchés de leur région ou dans des magasins de producteurs.",
      "## Chercher d'autres fermes régénératrices",
      'Demandez à votre marché ou à votre épicerie comment les produits sont cultivés : couverts végétaux, semis direct, haies, pâturage tournant. Ces questions encouragent les paysans qui changent leurs pratiques.',
    ],
  },
  {
    path: 'trouver-miel',
    title: 'Bien choisir son miel',
    description:
      'Lavande, acacia, châtaignier, tilleul : comment reconnaître un bon miel français, et pourquoi nos abeilles butinent chez des paysans régénérateurs.',
    emoji: 'honeybee',
    body: [
      'Une grande partie du miel vendu en France est importée, parfois coupée de sirops de sucre. Un miel de qualité indique clairement son origine et, idéalement, la fleur ou la région butinée.',
      '## Les miels monofloraux',
      "Le miel d'acacia reste liquide et doux, celui de lavande cristallise en une crème blanche et parfumée, celui de châtaignier est ambré, puissant et légèrement amer. Le miel de tilleul a des notes mentholées.",
      '## Des abeilles chez les paysans',
      "Nathalie Berthet, du Rucher de la Combe aux Fées, installe ses ruches chez des agriculteurs qui sèment des couverts fleuris et plantent des haies. Les abeilles y trouvent à butiner du printemps à l'automne, et les cultures profitent de la pollinisation.",
      '## Cristallisé ne veut pas dire abîmé',
      "Presque tous les miels cristallisent avec le temps. C'est un signe de naturalité : pour le rendre liquide, placez le pot au bain-marie sans dépasser 40 °C.",
      { kind: 'shelf', title: 'Nos miels', shelfKey: 'miels' },
    ],
  },
  // A story deeper than its root (spec §2: editorial paths at any depth reach their document).
  {
    path: 'nos-articles/saisons/hiver/legumes-racines',
    title: 'L’hiver au potager : les légumes racines',
    description:
      'Carottes des sables, poireaux, chou kale : ce que nos maraîchers récoltent quand le froid arrive, et comment en profiter.',
    emoji: 'carrot',
    body: [
      'Quand les jours raccourcissent, le potager ne dort pas. Les légumes racines et les choux supportent le froid, et les premières gelées rendent même les carottes plus sucrées : la plante transforme son amidon en sucres pour se protéger.',
      '## Laisser les légumes en terre',
      'Nos maraîchers récoltent au fil des commandes plutôt que de tout stocker : les carottes restent dans un sol couvert de paille, les poireaux en rang serré. Le légume arrive chez vous quelques jours après avoir quitté la terre.',
      {
        kind: 'products',
        title: 'Au potager cet hiver',
        productReferences: ['carottes-des-sables', 'poireaux', 'chou-kale'],
      },
    ],
  },
];

/** The index pages of the roots that have several stories, and the recipes' list. */
export const indexPages: SeedIndexPage[] = [
  {
    path: 'magazine',
    type: 'editorialIndex',
    title: 'Le magazine',
    description:
      'Reportages dans les fermes régénératrices qui font Sillon : sols vivants, élevages en plein air, vignes et bocages.',
  },
  {
    path: 'nos-articles',
    type: 'editorialIndex',
    title: 'Nos articles',
    description: 'Les nouvelles de Sillon et de nos producteurs : le goût, les saisons, les savoir-faire.',
  },
  {
    path: 'recettes',
    type: 'recipeIndex',
    title: 'Nos recettes',
    description:
      'Des recettes de saison avec les produits de nos fermes : choisissez le nombre de personnes et ajoutez les ingrédients au panier en une fois.',
  },
];

/** The editors' selection (`/selection`). */
export const selection: SeedSelection = {
  title: 'Les favoris de la saison',
  description:
    'Les produits que notre équipe achète en ce moment : légumes d’automne, fromages affinés, miels et pains au levain.',
  emoji: 'star-struck',
  productReferences: [
    'carottes-des-sables',
    'poireaux',
    'chou-kale',
    'pommes-reinette-grise',
    'comte-aop-18-mois',
    'miel-de-chataignier',
    'pain-de-campagne-au-levain',
    'creme-de-marrons-d-ardeche',
  ],
};
