/** The farms, mills, dairies, bakeries and cooperatives behind the demo shop (invented, not real businesses). */
import type { SeedProducer } from './types';

export const producers: SeedProducer[] = [
  {
    key: 'ferme-des-mielles',
    farmName: 'Ferme des Mielles',
    region: 'Normandie',
    town: 'Créances',
    practices: [
      "Couverts végétaux d'hiver",
      'Rotation longue sur sept ans',
      'Amendement au goémon',
      'Haies brise-vent',
    ],
    story:
      'Sur les sables du littoral de la Manche, Hélène et Yann Le Goff cultivent carottes, poireaux et navets entre deux marées. Ils ramassent le goémon échoué pour nourrir leurs sols légers et sèment seigle et phacélie dès la récolte faite. Leurs haies de tamaris protègent les planches du vent du large.',
  },
  {
    key: 'vergers-de-la-vanne',
    farmName: 'Vergers de la Vanne',
    region: 'Grand Est',
    town: 'Villemaur-sur-Vanne',
    practices: [
      'Agroforesterie fruitière',
      'Enherbement permanent',
      'Moutons pâturant sous les arbres',
      'Haies mellifères',
    ],
    story:
      "Dans le pays d'Othe, la famille Roussel entretient quarante variétés anciennes de pommes et de poires. Un troupeau de moutons d'Ouessant tond l'herbe entre les rangs et fertilise le verger. Les fruits tombés deviennent jus, compotes et cidre au pressoir de la ferme.",
  },
  {
    key: 'jardins-de-la-durance',
    farmName: 'Les Jardins de la Durance',
    region: "Provence-Alpes-Côte d'Azur",
    town: 'Cavaillon',
    practices: [
      'Paillage permanent',
      'Couverts végétaux',
      'Irrigation au goutte-à-goutte',
      'Haies de cyprès et de micocouliers',
    ],
    story:
      "Installés au pied du Luberon, Sofia et Mathieu Aubert ont repris les anciens jardins maraîchers de la famille en 2014. Leurs tomates, melons et courgettes poussent sous un paillis de foin qui garde l'humidité tout l'été. Ils ont replanté deux kilomètres de haies pour abriter auxiliaires et oiseaux.",
  },
  {
    key: 'agrumes-de-la-plaine-orientale',
    farmName: 'Agrumes de la Plaine orientale',
    region: 'Corse',
    town: 'Linguizzetta',
    practices: [
      'Enherbement des vergers',
      'Compost de broyat de taille',
      'Lutte biologique par auxiliaires',
      'Zéro désherbant',
    ],
    story:
      "Entre mer et montagne, Paul-Antoine Santoni cultive clémentines, citrons et pomelos sur les terres de son grand-père. Les rangs restent enherbés toute l'année et les bois de taille, broyés, retournent au pied des arbres. Les fruits sont cueillis à la main, avec leurs feuilles, la veille de l'expédition.",
  },
  {
    key: 'ferme-de-kervalan',
    farmName: 'Ferme de Kervalan',
    region: 'Bretagne',
    town: 'Saint-Pol-de-Léon',
    practices: [
      'Couverts végétaux multiespèces',
      'Algues et compost marin',
      'Rotation longue',
      'Travail du sol superficiel',
    ],
    story:
      "Sur la Ceinture dorée du Léon, la famille Quéméner cultive artichauts, choux-fleurs, fraises et oignons rosés. Depuis dix ans, plus aucune parcelle ne reste nue l'hiver : un mélange de féverole, d'avoine et de vesce protège les sols. Le climat doux de la baie de Morlaix fait le reste.",
  },
  {
    key: 'champignonniere-des-perrieres',
    farmName: 'Champignonnière des Perrières',
    region: 'Pays de la Loire',
    town: 'Saumur',
    practices: [
      'Substrat de paille et de fumier locaux',
      'Substrat usé rendu aux champs en amendement',
      'Culture en caves de tuffeau',
      'Zéro intrant de synthèse',
    ],
    story:
      "Dans les galeries de tuffeau creusées au Moyen Âge, Clément Baudry fait pousser champignons de Paris, pleurotes et shiitakés. Il achète paille et fumier aux éleveurs voisins et leur rend le substrat usé, devenu un excellent amendement. Une économie circulaire à treize degrés, toute l'année.",
  },
  {
    key: 'ferme-du-bois-joli',
    farmName: 'Ferme du Bois Joli',
    region: 'Normandie',
    town: 'Forges-les-Eaux',
    practices: [
      'Pâturage tournant dynamique',
      'Prairies permanentes multiespèces',
      'Haies bocagères replantées',
      "Vaches normandes nourries à l'herbe",
    ],
    story:
      "Au cœur du pays de Bray, Anne et Thibault Lemercier élèvent soixante vaches normandes qui changent de paddock chaque jour. Cette conduite de l'herbe a doublé la matière organique de leurs prairies en quinze ans. Le lait est transformé sur place en yaourts, crème et beurre de baratte.",
  },
  {
    key: 'chevrerie-des-garrigues',
    farmName: 'Chèvrerie des Garrigues',
    region: 'Occitanie',
    town: 'Anduze',
    practices: [
      'Pâturage en garrigue et sous-bois',
      'Débroussaillage par le troupeau',
      'Foin produit sur la ferme',
      'Petit troupeau de chèvres rustiques',
    ],
    story:
      "Au pied des Cévennes, Marion Castanet conduit chaque jour ses quatre-vingts chèvres dans la garrigue et les châtaigneraies. Le troupeau entretient les sous-bois et limite le risque d'incendie. Leur lait parfumé devient pélardons et fromages frais moulés à la louche.",
  },
  {
    key: 'fruitiere-du-haut-doubs',
    farmName: 'Fruitière du Haut-Doubs',
    region: 'Bourgogne-Franche-Comté',
    town: 'Mouthe',
    practices: [
      'Prairies naturelles fleuries',
      'Pâturage tournant',
      'Zéro ensilage',
      'Fumure organique des prés',
    ],
    story:
      "Cette coopérative réunit dix-neuf fermes du Haut-Doubs qui apportent leur lait deux fois par jour à la fruitière. Les montbéliardes pâturent des prés naturels riches de plus de cinquante espèces de fleurs. Les meules de comté s'affinent ensuite lentement en cave d'épicéa.",
  },
  {
    key: 'cooperative-des-monts-du-cantal',
    farmName: 'Coopérative des Monts du Cantal',
    region: 'Auvergne-Rhône-Alpes',
    town: 'Riom-ès-Montagnes',
    practices: [
      "Estives d'altitude",
      'Pâturage tournant',
      'Prairies permanentes',
      'Haies et murets entretenus',
    ],
    story:
      'Douze éleveurs de salers et de montbéliardes ont uni leurs laits pour fabriquer cantal, salers et bleu au pied du puy Mary. De mai à octobre, les troupeaux montent en estive sur des prairies jamais labourées. La coopérative finance chaque année la replantation de haies chez ses adhérents.',
  },
  {
    key: 'bergerie-du-causse-noir',
    farmName: 'Bergerie du Causse Noir',
    region: 'Occitanie',
    town: 'Nant',
    practices: [
      'Pastoralisme sur parcours',
      'Pâturage tournant',
      'Agneaux élevés sous la mère',
      'Restauration des pelouses sèches',
    ],
    story:
      'Sur le causse aveyronnais, Lucie et Benoît Fabre élèvent trois cents brebis lacaune qui pâturent les parcours de buis et de thym. Leur pastoralisme entretient des pelouses sèches remarquables pour les orchidées et les papillons. Le lait devient yaourts, tomme et, pour une partie, roquefort.',
  },
  {
    key: 'ferme-des-aulnes',
    farmName: 'Ferme des Aulnes',
    region: 'Centre-Val de Loire',
    town: 'Nogent-le-Rotrou',
    practices: [
      'Poulaillers mobiles',
      'Agroforesterie avicole',
      'Pâturage après les bovins',
      'Céréales de la ferme',
    ],
    story:
      'Dans le Perche, Camille et Julien Drouet déplacent leurs poulaillers mobiles chaque semaine derrière leurs vaches. Les poules grattent les bouses, dispersent la matière organique et mangent les larves : la prairie repart plus vite. Les volailles grandissent sous des noyers et des pommiers plantés en 2016.',
  },
  {
    key: 'ferme-des-monedieres',
    farmName: 'Ferme des Monédières',
    region: 'Nouvelle-Aquitaine',
    town: 'Chaumeil',
    practices: [
      'Pâturage tournant dynamique',
      'Veaux élevés sous la mère',
      'Prairies naturelles',
      'Haies bocagères',
    ],
    story:
      "En Corrèze, Pierre Vialle élève des limousines comme son père et son grand-père, mais il a tout changé dans la conduite de l'herbe. Ses bêtes tournent sur quarante paddocks, et les prairies, mieux enracinées, supportent désormais les étés secs. Les veaux restent sous la mère jusqu'au sevrage.",
  },
  {
    key: 'ferme-d-arrast',
    farmName: "Ferme d'Arrast",
    region: 'Occitanie',
    town: 'Mirande',
    practices: [
      'Porcs en plein air sous chênaie',
      'Rotation des parcs',
      'Céréales et pois produits sur la ferme',
      'Canards élevés en parcours herbeux',
    ],
    story:
      'Dans le Gers, Arnaud Lacoste élève des porcs noirs gascons en liberté sous les chênes, sur des parcs qui se reposent un an sur deux. Les céréales et le pois qui nourrissent ses bêtes poussent sur la ferme, en semis direct. Jambons et saucissons sèchent ensuite lentement au séchoir familial.',
  },
  {
    key: 'fournil-de-belleville',
    farmName: 'Fournil de Belleville',
    region: 'Île-de-France',
    town: 'Paris',
    practices: [
      'Farines de blés paysans en semis direct',
      'Levain naturel',
      'Longue fermentation',
      "Filière d'achat direct aux céréaliers",
    ],
    story:
      'Au bas de la rue de Belleville, Inès Haddad et son équipe pétrissent chaque nuit des farines achetées directement à trois fermes céréalières en semis direct. Leur levain a douze ans et leurs pâtes fermentent au moins dix-huit heures. Le pain part le matin même, à vélo, dans tout Paris et la petite couronne.',
  },
  {
    key: 'moulin-de-bertignolles',
    farmName: 'Moulin de Bertignolles',
    region: 'Centre-Val de Loire',
    town: 'Voves',
    practices: [
      'Semis direct sous couvert',
      'Blés population',
      'Mouture sur meule de pierre',
      'Bandes fleuries et haies',
    ],
    story:
      "En pleine Beauce, Régis Chevallier a arrêté de labourer en 2009 et sème ses blés directement dans un couvert de trèfle. Il moud ses grains sur une meule de pierre installée dans l'ancienne grange. Ses farines, riches en germe, nourrissent aussi un petit fournil paysan ouvert deux jours par semaine.",
  },
  {
    key: 'patiere-du-lauragais',
    farmName: 'La Pâtière du Lauragais',
    region: 'Occitanie',
    town: 'Castelnaudary',
    practices: [
      'Blé dur en rotation avec des légumineuses',
      'Semis direct',
      "Couverts végétaux d'été",
      'Séchage lent à basse température',
    ],
    story:
      "Cinq céréaliers du Lauragais ont monté leur propre atelier de pâtes pour valoriser un blé dur cultivé sans labour, en alternance avec pois chiches et lentilles. Les pâtes sont tréfilées au bronze et séchées lentement, pendant plus de vingt heures. Rien ne part plus loin que la coopérative avant d'arriver chez vous.",
  },
  {
    key: 'mas-de-la-sansouire',
    farmName: 'Mas de la Sansouire',
    region: "Provence-Alpes-Côte d'Azur",
    town: 'Arles',
    practices: [
      'Rotation riz, blé dur et luzerne',
      'Canards désherbeurs dans les rizières',
      'Préservation des zones humides',
      "Couverts végétaux d'hiver",
    ],
    story:
      'En Camargue, Estelle Guibert cultive le riz en alternance avec le blé dur et la luzerne, qui enrichit naturellement le sol en azote. Au printemps, des canards circulent dans les rizières et mangent les herbes indésirables. Le mas protège aussi une roselière où nichent hérons et flamants.',
  },
  {
    key: 'gaec-du-mont-mezenc',
    farmName: 'GAEC du Mont Mézenc',
    region: 'Auvergne-Rhône-Alpes',
    town: 'Le Monastier-sur-Gazeille',
    practices: [
      'Légumineuses en tête de rotation',
      'Cultures associées lentille-cameline',
      'Zéro labour',
      'Murets et haies préservés',
    ],
    story:
      "Sur les plateaux volcaniques de Haute-Loire, trois associés cultivent la lentille verte associée à la cameline, qui lui sert de tuteur et éloigne les ravageurs. Les légumineuses fixent l'azote de l'air et nourrissent les céréales qui suivent. Pois chiches et haricots complètent une rotation de six ans.",
  },
  {
    key: 'moulin-du-vallon-des-baux',
    farmName: 'Moulin du Vallon des Baux',
    region: "Provence-Alpes-Côte d'Azur",
    town: 'Maussane-les-Alpilles',
    practices: [
      'Oliveraies enherbées',
      "Moutons pâturant l'hiver",
      'Taille douce et broyat au sol',
      'Amandiers en agroforesterie',
    ],
    story:
      "Au pied des Alpilles, le moulin de la famille Reynaud presse les olives de ses vergers et de huit oléiculteurs voisins. L'hiver, un berger transhumant fait pâturer ses brebis sous les oliviers. Entre les rangs, de jeunes amandiers redonnent vie à une culture presque disparue de Provence.",
  },
  {
    key: 'huilerie-de-la-noue',
    farmName: 'Huilerie de la Noue',
    region: 'Nouvelle-Aquitaine',
    town: 'Sarlat-la-Canéda',
    practices: [
      'Noyeraies enherbées',
      'Pressage à froid',
      'Tourteaux rendus aux éleveurs',
      'Colza et tournesol en semis direct',
    ],
    story:
      "En Périgord noir, l'huilerie de la Noue presse à froid les noix de ses vergers et le colza de céréaliers en semis direct. Les tourteaux, riches en protéines, repartent nourrir les vaches des fermes voisines. La meule de pierre du moulin tourne depuis 1878.",
  },
  {
    key: 'bocaux-de-marthe',
    farmName: 'Les Bocaux de Marthe',
    region: 'Nouvelle-Aquitaine',
    town: 'Marmande',
    practices: [
      'Légumes de maraîchers en sol vivant',
      'Cuisson douce en bocaux de verre consignés',
      'Valorisation des légumes déclassés',
      'Approvisionnement à moins de 60 km',
    ],
    story:
      'Marthe Delpech cuisine dans son atelier les tomates, aubergines et poivrons de six maraîchers du Lot-et-Garonne qui travaillent en sol vivant. Elle sauve aussi les légumes trop gros ou tordus pour les étals. Ses sauces et ratatouilles sont mises en bocaux de verre repris et lavés.',
  },
  {
    key: 'rucher-de-la-combe-aux-fees',
    farmName: 'Rucher de la Combe aux Fées',
    region: 'Auvergne-Rhône-Alpes',
    town: 'Dieulefit',
    practices: [
      'Ruches chez des agriculteurs en couverts fleuris',
      'Semis de jachères mellifères',
      'Transhumance douce',
      'Reines élevées sur place',
    ],
    story:
      'Dans la Drôme provençale, Nathalie Berthet installe ses quatre cents ruches chez des paysans qui sèment des couverts fleuris et des haies. Les abeilles butinent lavande, tilleul et acacia au fil des saisons. Le miel est extrait à froid et jamais chauffé.',
  },
  {
    key: 'confiturerie-des-monts-d-ardeche',
    farmName: "Confiturerie des Monts d'Ardèche",
    region: 'Auvergne-Rhône-Alpes',
    town: 'Privas',
    practices: [
      'Châtaigneraies restaurées',
      'Pâturage des sous-bois par des ânes',
      'Fruits de vergers haute tige',
      'Cuisson au chaudron de cuivre',
    ],
    story:
      "Cette petite confiturerie achète les châtaignes et les fruits d'une trentaine de familles ardéchoises qui restaurent des vergers abandonnés. Des ânes entretiennent les sous-bois des châtaigneraies. Les confitures cuisent au chaudron de cuivre avec peu de sucre.",
  },
  {
    key: 'biscuiterie-de-l-aber',
    farmName: "Biscuiterie de l'Aber",
    region: 'Bretagne',
    town: 'Lannilis',
    practices: [
      'Blé noir de fermes en rotation longue',
      "Beurre de vaches à l'herbe",
      'Farines moulues sur meule',
      'Cuisson au four à sole',
    ],
    story:
      "Au bord de l'aber Wrac'h, la biscuiterie de Gaëlle Kerhervé façonne palets, galettes et sablés au blé noir. Le sarrasin vient de fermes du Léon qui l'utilisent pour casser les cycles des maladies dans leurs rotations. Le beurre provient de vaches nourries à l'herbe à moins de trente kilomètres.",
  },
  {
    key: 'chocolaterie-cacao-libre',
    farmName: 'Chocolaterie Cacao Libre',
    region: 'Pays de la Loire',
    town: 'Nantes',
    practices: [
      'Fèves de systèmes agroforestiers',
      'Achat direct aux coopératives',
      'Torréfaction lente',
      'Sucre de betterave bio français',
    ],
    story:
      "Dans un ancien atelier de l'île de Nantes, Karim Benali transforme des fèves achetées directement à des coopératives du Pérou et de Madagascar. Le cacao y pousse à l'ombre d'arbres fruitiers et forestiers, sans déforestation. Chaque tablette indique le prix payé au producteur.",
  },
  {
    key: 'champs-de-l-avesnois',
    farmName: "Les Champs de l'Avesnois",
    region: 'Hauts-de-France',
    town: 'Avesnes-sur-Helpe',
    practices: [
      'Semis direct sous couvert',
      'Avoine associée au pois',
      'Haies bocagères',
      'Couverts végétaux permanents',
    ],
    story:
      "Dans le bocage de l'Avesnois, Marie et Hugo Delattre cultivent une avoine associée au pois fourrager, sans labour depuis 2012. Ils la floconnent dans leur propre atelier et la transforment en boisson d'avoine avec une petite laiterie végétale voisine. Leurs haies abritent plus de soixante espèces d'oiseaux.",
  },
  {
    key: 'domaine-des-terres-vivantes',
    farmName: 'Domaine des Terres Vivantes',
    region: 'Pays de la Loire',
    town: 'Brissac-Loire-Aubance',
    practices: [
      'Viticulture biodynamique',
      'Enherbement et couverts entre les rangs',
      'Arbres plantés dans les vignes',
      'Traction animale',
    ],
    story:
      'En Anjou, Claire et Étienne Moreau cultivent douze hectares de chenin et de cabernet franc en biodynamie. Une jument laboure légèrement sous le rang, et des fruitiers ont été plantés tous les trente mètres dans les vignes. Les vins sont vinifiés avec leurs seules levures indigènes.',
  },
  {
    key: 'mas-des-cigales',
    farmName: 'Mas des Cigales',
    region: 'Occitanie',
    town: 'Valflaunès',
    practices: [
      'Couverts végétaux semés',
      "Brebis pâturant l'hiver dans les vignes",
      'Haies et mares restaurées',
      'Zéro désherbant',
    ],
    story:
      "Au pied du pic Saint-Loup, Julie Cabanel a repris le mas familial en 2011 et l'a converti à l'agriculture biologique puis régénératrice. L'hiver, les brebis d'un berger voisin pâturent les couverts entre les rangs. Ses syrahs et grenaches donnent des vins frais malgré la chaleur.",
  },
  {
    key: 'domaine-hertz-muller',
    farmName: 'Domaine Hertz-Muller',
    region: 'Grand Est',
    town: 'Ribeauvillé',
    practices: [
      'Biodynamie',
      'Couverts fleuris un rang sur deux',
      'Compost de marc et de fumier',
      'Vendanges manuelles',
    ],
    story:
      "Sur les coteaux granitiques de Ribeauvillé, la famille Hertz cultive riesling, pinot gris et pinot noir depuis sept générations. Un rang sur deux reste fleuri pour nourrir les insectes utiles. Le marc de raisin, composté avec le fumier d'un éleveur voisin, retourne aux vignes.",
  },
  {
    key: 'brasserie-des-champs-libres',
    farmName: 'Brasserie des Champs Libres',
    region: 'Hauts-de-France',
    town: 'Bailleul',
    practices: [
      'Orge de brasserie en semis direct',
      'Houblon local sans pesticides',
      'Drêches données aux éleveurs',
      'Malterie paysanne',
    ],
    story:
      "Au pied du mont Noir, trois amis brassent avec l'orge de céréaliers en semis direct, maltée dans une petite malterie paysanne de Flandre. Le houblon pousse à dix kilomètres de la brasserie. Les drêches encore chaudes partent chaque semaine nourrir les vaches d'un éleveur voisin.",
  },
  {
    key: 'cidrerie-de-la-butte-aux-pommes',
    farmName: 'Cidrerie de la Butte aux Pommes',
    region: 'Normandie',
    town: 'Cambremer',
    practices: [
      'Vergers haute tige pâturés',
      'Agroforesterie',
      'Variétés locales anciennes',
      'Fermentation naturelle',
    ],
    story:
      "Au cœur du pays d'Auge, les vergers haute tige de la famille Duval accueillent des vaches normandes sous les pommiers. L'herbe nourrit les bêtes, les bêtes nourrissent les arbres. Cidre, pommeau et jus sont élaborés à la ferme avec une vingtaine de variétés de pommes à cidre.",
  },
  {
    key: 'brulerie-du-canal',
    farmName: 'Brûlerie du Canal',
    region: 'Île-de-France',
    town: 'Montreuil',
    practices: [
      'Cafés de systèmes agroforestiers',
      'Achat direct aux coopératives',
      'Torréfaction artisanale au tambour',
      'Commerce équitable',
    ],
    story:
      'À Montreuil, Lina et Samuel torréfient chaque semaine des cafés et choisissent des thés achetés à des coopératives qui cultivent sous couvert forestier. Ils connaissent chaque producteur et paient un prix bien supérieur aux cours mondiaux. Le café part moins de sept jours après sa torréfaction.',
  },
  {
    key: 'herboristerie-du-pilat',
    farmName: 'Herboristerie du Pilat',
    region: 'Auvergne-Rhône-Alpes',
    town: 'Pélussin',
    practices: [
      'Plantes cultivées sous couvert de haies',
      'Cueillette sauvage raisonnée',
      'Séchage solaire à basse température',
      'Paillage de bois raméal fragmenté',
    ],
    story:
      "Dans le parc naturel du Pilat, Agnès Mounier cultive verveine, mélisse et menthe en terrasses paillées de bois raméal fragmenté. Elle cueille aussi tilleul et reine-des-prés dans les haies alentour. Les plantes sèchent doucement dans un séchoir solaire qu'elle a construit elle-même.",
  },
  {
    key: 'source-font-vive',
    farmName: 'Source Font-Vive',
    region: 'Auvergne-Rhône-Alpes',
    town: 'Besse-et-Saint-Anastaise',
    practices: [
      'Bassin versant en prairies permanentes',
      'Accompagnement des éleveurs du captage en bio',
      "Zéro intrant sur l'impluvium",
      'Bouteilles en verre consignées',
    ],
    story:
      "Cette source du massif du Sancy jaillit après cinquante ans de filtration dans les roches volcaniques. Pour la protéger, la société de la source accompagne les douze éleveurs de son impluvium vers l'agriculture biologique et le pâturage tournant. Les bouteilles en verre sont consignées et relavées.",
  },
  {
    key: 'graines-de-garonne',
    farmName: 'Coopérative Graines de Garonne',
    region: 'Occitanie',
    town: 'Montauban',
    practices: [
      'Soja en rotation longue',
      'Semis direct sous couvert',
      'Aucune irrigation sur le soja',
      'Transformation en circuit court',
    ],
    story:
      "Une quarantaine de fermes du Tarn-et-Garonne cultivent le soja dans des rotations de cinq ans, en semis direct, pour le transformer en tofu et en boisson végétale à Montauban. Le soja, légumineuse, fixe l'azote et réduit les besoins en engrais des cultures suivantes. Ici, il ne voyage pas plus de cinquante kilomètres.",
  },
  {
    key: 'savonnerie-de-la-brenne',
    farmName: 'Savonnerie de la Brenne',
    region: 'Centre-Val de Loire',
    town: 'Mézières-en-Brenne',
    practices: [
      'Huiles de tournesol et de colza de fermes en semis direct',
      'Saponification à froid',
      'Lait de chèvre de la ferme voisine',
      'Emballages compostables',
    ],
    story:
      "Au pays des mille étangs, Véronique Dumas fabrique savons, lessives et produits d'entretien à partir d'huiles pressées par des fermes en semis direct. Ses savons sèchent six semaines avant de partir. Tout ce qui sort de l'atelier est biodégradable, jusqu'à l'étiquette.",
  },
  {
    key: 'liniere-du-pays-de-caux',
    farmName: 'Linière du Pays de Caux',
    region: 'Normandie',
    town: 'Doudeville',
    practices: [
      'Lin en rotation longue',
      'Rouissage naturel au champ',
      'Aucune irrigation',
      'Tissage en France',
    ],
    story:
      'Le pays de Caux produit le meilleur lin du monde, mais il partait presque entièrement en Asie pour être filé. Cette coopérative de liniculteurs fait tisser en Normandie torchons, éponges et sacs à vrac. Le lin, peu gourmand, rompt les cycles de maladies des céréales.',
  },
  {
    key: 'chanvriere-de-champagne',
    farmName: 'Chanvrière de Champagne',
    region: 'Grand Est',
    town: 'Bar-sur-Aube',
    practices: [
      'Chanvre en tête de rotation',
      'Zéro pesticide',
      'Racines profondes qui décompactent les sols',
      'Valorisation de toute la plante',
    ],
    story:
      "Les chanvriers de l'Aube cultivent une plante qui n'a besoin ni de pesticides ni d'irrigation et qui étouffe les mauvaises herbes. Ses racines profondes ameublissent le sol pour le blé suivant. La graine donne huile et graines décortiquées, la fibre un papier robuste mêlé de fibres recyclées.",
  },
  {
    key: 'vergers-de-pujols',
    farmName: 'Vergers de Pujols',
    region: 'Nouvelle-Aquitaine',
    town: 'Pujols',
    practices: [
      "Pruniers d'ente enherbés",
      'Poules dans les vergers',
      "Séchage à l'énergie solaire",
      'Haies champêtres',
    ],
    story:
      "Sur les coteaux du Lot-et-Garonne, Bernard et Sylvie Couderc cultivent la prune d'ente et la noisette. Des poules circulent sous les arbres et régulent les insectes. Les prunes sèchent dans un tunnel chauffé en partie par des panneaux solaires thermiques.",
  },
  {
    key: 'paludiers-de-kervalet',
    farmName: 'Paludiers de Kervalet',
    region: 'Pays de la Loire',
    town: 'Guérande',
    practices: [
      'Récolte manuelle au las',
      'Entretien traditionnel des œillets',
      'Préservation des zones humides',
      'Aucun additif ni lavage',
    ],
    story:
      "Sept paludiers récoltent à la main sel gris et fleur de sel dans les marais de Guérande, comme il y a mille ans. L'entretien des œillets et des talus préserve une zone humide où nichent avocettes et échasses. Le sel est simplement séché au soleil et au vent.",
  },
  {
    key: 'moutarderie-de-la-cote',
    farmName: 'Moutarderie de la Côte',
    region: 'Bourgogne-Franche-Comté',
    town: 'Beaune',
    practices: [
      'Graines de moutarde de Bourgogne',
      'Moutarde en couvert et en rotation',
      'Meule de pierre',
      'Vinaigre de vin de la Côte',
    ],
    story:
      'La famille Ravier broie à la meule des graines de moutarde cultivées sur les plateaux bourguignons, là où la moutarde avait presque disparu. Dans les rotations, elle casse le cycle des maladies du blé. Verjus et vinaigre viennent des vignerons voisins.',
  },
  {
    key: 'maraichers-de-montesson',
    farmName: 'Les Maraîchers de Montesson',
    region: 'Île-de-France',
    town: 'Montesson',
    practices: ['Maraîchage sur sol vivant', 'Compost urbain', 'Planches permanentes', 'Engrais verts'],
    story:
      'Dans la dernière grande plaine maraîchère aux portes de Paris, quatre jeunes maraîchers cultivent salades, radis et herbes sur planches permanentes. Ils compostent les déchets verts de la commune et ne travaillent jamais le sol en profondeur. Récoltés le matin, leurs légumes sont livrés le jour même à Paris et en petite couronne.',
  },
  {
    key: 'ferme-de-la-grande-plaine',
    farmName: 'Ferme de la Grande Plaine',
    region: 'Hauts-de-France',
    town: 'Péronne',
    practices: [
      'Couverts végétaux multiespèces',
      'Strip-till',
      'Rotation longue de huit cultures',
      'Bandes enherbées et haies',
    ],
    story:
      'En Picardie, Vincent Delcourt cultive pommes de terre, oignons, betteraves et endives sur deux cents hectares sans jamais laisser un sol nu. Il ne travaille plus que la ligne de semis et a planté cinq kilomètres de haies. Ses endives sont forcées en cave, en pleine terre, comme autrefois.',
  },
  {
    key: 'vergers-de-l-adour',
    farmName: "Vergers de l'Adour",
    region: 'Nouvelle-Aquitaine',
    town: 'Peyrehorade',
    practices: [
      'Kiwis enherbés',
      "Haies brise-vent d'essences locales",
      'Compost de fumier',
      'Piments en rotation avec des engrais verts',
    ],
    story:
      "Dans les Landes, au bord de l'Adour, la famille Lartigue cultive kiwis et piments doux sur des sols alluviaux. Les rangs de kiwis restent enherbés et protégés par des haies d'aulnes et de frênes. Les kiwis sont cueillis en novembre et mûrissent lentement en chambre froide naturelle.",
  },
];
