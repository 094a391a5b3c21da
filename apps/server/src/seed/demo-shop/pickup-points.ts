/**
 * The demo shop's pickup points (points relais): invented shops at plausible addresses across
 * mainland France, a dozen in Paris and the inner suburbs, several in each big city. Three
 * networks: our own « Relais Sillon » (the default brand, spec §9), a carrier's shop network
 * « Réseau Colibri », and automatic lockers « Consignes Urbaines ».
 */

export type SeedOpeningHours = { day: string; hours: string }[];

export type SeedPickupPoint = {
  providerName: string;
  providerPointId: string;
  company: string;
  address1: string;
  zipcode: string;
  /** The commune's official name (checked against the official list by the data test). */
  city: string;
  latitude: number;
  longitude: number;
  openingHours: SeedOpeningHours;
};

/** Monday to Friday alike (Monday may differ), then Saturday and Sunday; "Fermé" when closed. */
function week(weekdays: string, saturday: string, sunday: string, monday = weekdays): SeedOpeningHours {
  return [
    { day: 'lundi', hours: monday },
    ...['mardi', 'mercredi', 'jeudi', 'vendredi'].map((day) => ({ day, hours: weekdays })),
    { day: 'samedi', hours: saturday },
    { day: 'dimanche', hours: sunday },
  ];
}

const SHOP = week('9h30–13h00, 14h30–19h30', '9h30–13h00, 14h30–19h30', 'Fermé');
const TOBACCONIST = week('7h00–20h00', '7h00–20h00', '8h00–13h00');
const DRY_CLEANER = week('8h30–13h00, 15h00–19h00', '9h00–13h00', 'Fermé');
const BOOKSHOP = week('10h00–19h30', '10h00–19h30', 'Fermé', 'Fermé');
const LOCKER = week('Ouvert 24 h/24', 'Ouvert 24 h/24', 'Ouvert 24 h/24');

const RELAIS_SILLON = 'Relais Sillon';
const COLIBRI = 'Réseau Colibri';
const CONSIGNES = 'Consignes Urbaines';

type Place = [
  company: string,
  address1: string,
  zipcode: string,
  city: string,
  latitude: number,
  longitude: number,
];

/** Each network's points: its own id scheme, the kind of shop and the hours that go with it. */
function network(
  providerName: string,
  idOf: (index: number) => string,
  places: readonly (readonly [...Place, SeedOpeningHours])[],
): SeedPickupPoint[] {
  return places.map(([company, address1, zipcode, city, latitude, longitude, openingHours], index) => ({
    providerName,
    providerPointId: idOf(index + 1),
    company,
    address1,
    zipcode,
    city,
    latitude,
    longitude,
    openingHours,
  }));
}

const relaisSillon = network(RELAIS_SILLON, (n) => `RS-${String(n).padStart(4, '0')}`, [
  ['Épicerie Oberkampf', '54 rue Oberkampf', '75011', 'Paris', 48.865, 2.3765, SHOP],
  ['Librairie du Panthéon', '12 rue Soufflot', '75005', 'Paris', 48.8465, 2.344, BOOKSHOP],
  ['Fleurs du Canal', '48 quai de Valmy', '75010', 'Paris', 48.8715, 2.364, SHOP],
  ['Supérette des Gobelins', '25 avenue des Gobelins', '75013', 'Paris', 48.835, 2.352, SHOP],
  ['Bazar de Belleville', '70 rue de Belleville', '75020', 'Paris', 48.8725, 2.3835, SHOP],
  ['Papeterie Jean-Jaurès', '80 boulevard Jean-Jaurès', '92100', 'Boulogne-Billancourt', 48.84, 2.24, SHOP],
  ['Épicerie de la Croix de Chavaux', '10 place Jacques-Duclos', '93100', 'Montreuil', 48.857, 2.435, SHOP],
  ['Quincaillerie Marat', '15 rue Marat', '94200', 'Ivry-sur-Seine', 48.813, 2.385, SHOP],
  ['Librairie des Pentes', '20 montée de la Grande-Côte', '69001', 'Lyon', 45.77, 4.831, BOOKSHOP],
  ['Épicerie de la Guillotière', '30 grande rue de la Guillotière', '69007', 'Lyon', 45.753, 4.843, SHOP],
  ['Droguerie Castellane', '12 place Castellane', '13006', 'Marseille', 43.286, 5.383, SHOP],
  ['Épicerie du Prado', '200 avenue du Prado', '13008', 'Marseille', 43.27, 5.39, SHOP],
  ['Librairie du Capitole', '8 rue du Taur', '31000', 'Toulouse', 43.606, 1.443, BOOKSHOP],
  ['Supérette Saint-Agne', "40 avenue de l'URSS", '31400', 'Toulouse', 43.582, 1.451, SHOP],
  ['Épicerie des Chartrons', '60 rue Notre-Dame', '33000', 'Bordeaux', 44.854, -0.571, SHOP],
  ['Librairie du Vieux-Lille', '20 rue de la Monnaie', '59000', 'Lille', 50.64, 3.063, BOOKSHOP],
  ['Épicerie Wazemmes', '25 place de la Nouvelle-Aventure', '59000', 'Lille', 50.627, 3.053, SHOP],
  ['Épicerie Bouffay', '10 place du Bouffay', '44000', 'Nantes', 47.215, -1.553, SHOP],
  [
    'Librairie de la Petite France',
    '15 rue du Bain-aux-Plantes',
    '67000',
    'Strasbourg',
    48.581,
    7.742,
    BOOKSHOP,
  ],
  ['Épicerie du Neudorf', '50 route du Polygone', '67100', 'Strasbourg', 48.568, 7.756, SHOP],
  ['Épicerie du Port', '20 rue Cassini', '06300', 'Nice', 43.699, 7.283, SHOP],
  ['Librairie de la Comédie', '5 place de la Comédie', '34000', 'Montpellier', 43.6085, 3.88, BOOKSHOP],
  ['Épicerie Notre-Dame', '4 place Notre-Dame', '38000', 'Grenoble', 45.1925, 5.731, SHOP],
  ['Épicerie des Halles', '10 rue Bannelier', '21000', 'Dijon', 47.324, 5.039, SHOP],
  ['Librairie de Jaude', '15 place de Jaude', '63000', 'Clermont-Ferrand', 45.777, 3.082, BOOKSHOP],
  ['Épicerie du Vieux-Marché', '8 place du Vieux-Marché', '76000', 'Rouen', 49.443, 1.088, SHOP],
  ['Librairie Stanislas', '3 rue Héré', '54000', 'Nancy', 48.694, 6.183, BOOKSHOP],
  ['Épicerie du Ralliement', '4 place du Ralliement', '49100', 'Angers', 47.471, -0.552, SHOP],
  ['Épicerie de la Motte', '5 place de la Motte', '87000', 'Limoges', 45.831, 1.259, SHOP],
  ['Librairie du Martroi', '6 place du Martroi', '45000', 'Orléans', 47.903, 1.905, BOOKSHOP],
  ['Épicerie Granvelle', '8 promenade Granvelle', '25000', 'Besançon', 47.237, 6.022, SHOP],
  ['Épicerie des Pyrénées', '12 boulevard des Pyrénées', '64000', 'Pau', 43.294, -0.37, SHOP],
  ['Épicerie du Pâquier', '4 rue Royale', '74000', 'Annecy', 45.9, 6.125, SHOP],
  ["Librairie de l'Horloge", "10 place de l'Horloge", '84000', 'Avignon', 43.9495, 4.806, BOOKSHOP],
  ['Épicerie Saint-Leu', '5 place du Don', '80000', 'Amiens', 49.896, 2.3, SHOP],
]);

const colibri = network(COLIBRI, (n) => `COL-${String(100_000 + n * 37)}`, [
  ['Tabac de la Roquette', '87 rue de la Roquette', '75011', 'Paris', 48.858, 2.38, TOBACCONIST],
  ['Pressing des Archives', '35 rue des Archives', '75003', 'Paris', 48.8625, 2.3575, DRY_CLEANER],
  ['Quincaillerie Convention', '140 rue de la Convention', '75015', 'Paris', 48.84, 2.295, SHOP],
  ['Cordonnerie des Abbesses', '30 rue des Abbesses', '75018', 'Paris', 48.8845, 2.338, DRY_CLEANER],
  ['Tabac du Château', '5 avenue de Paris', '94300', 'Vincennes', 48.847, 2.438, TOBACCONIST],
  ['Pressing Anatole', '45 rue Anatole-France', '92300', 'Levallois-Perret', 48.895, 2.287, DRY_CLEANER],
  ['Tabac de la Part-Dieu', '90 rue de Bonnel', '69003', 'Lyon', 45.7615, 4.852, TOBACCONIST],
  ['Tabac de la Canebière', '45 La Canebière', '13001', 'Marseille', 43.2975, 5.38, TOBACCONIST],
  ['Tabac des Carmes', '3 place des Carmes', '31000', 'Toulouse', 43.5975, 1.445, TOBACCONIST],
  ['Tabac de la Victoire', '2 place de la Victoire', '33000', 'Bordeaux', 44.831, -0.572, TOBACCONIST],
  ['Tabac des Buisses', '8 place des Buisses', '59800', 'Lille', 50.638, 3.072, TOBACCONIST],
  ['Pressing Graslin', '4 rue Crébillon', '44000', 'Nantes', 47.213, -1.56, DRY_CLEANER],
  ['Tabac Kléber', '1 place Kléber', '67000', 'Strasbourg', 48.5835, 7.746, TOBACCONIST],
  ['Tabac Masséna', '10 place Masséna', '06000', 'Nice', 43.6975, 7.27, TOBACCONIST],
  ['Épicerie des Beaux-Arts', '12 rue Proudhon', '34000', 'Montpellier', 43.616, 3.879, SHOP],
  ['Pressing des Lices', '20 place des Lices', '35000', 'Rennes', 48.113, -1.683, DRY_CLEANER],
  ['Tabac de la Gare', '2 place de la Gare', '35000', 'Rennes', 48.1035, -1.672, TOBACCONIST],
  ['Tabac Plumereau', '3 place Plumereau', '37000', 'Tours', 47.3955, 0.682, TOBACCONIST],
  ['Tabac de la Cathédrale', '5 place du Cardinal-Luçon', '51100', 'Reims', 49.2535, 4.033, TOBACCONIST],
  ['Pressing Saint-Louis', '12 place Saint-Louis', '57000', 'Metz', 49.117, 6.179, DRY_CLEANER],
  ['Tabac de Siam', '40 rue de Siam', '29200', 'Brest', 48.388, -4.49, TOBACCONIST],
  ['Papeterie du Château', '10 rue Saint-Pierre', '14000', 'Caen', 49.184, -0.362, SHOP],
  ['Tabac Notre-Dame', '2 place Charles-de-Gaulle', '86000', 'Poitiers', 46.584, 0.345, TOBACCONIST],
  ['Tabac du Castillet', '1 place de Verdun', '66000', 'Perpignan', 42.701, 2.894, TOBACCONIST],
  ['Pressing du Vieux-Port', '15 quai Duperré', '17000', 'La Rochelle', 46.159, -1.152, DRY_CLEANER],
  ['Tabac Jean-Jaurès', '20 place Jean-Jaurès', '42000', 'Saint-Étienne', 45.44, 4.387, TOBACCONIST],
  ['Tabac de la République', '2 place de la République', '72000', 'Le Mans', 48.006, 0.197, TOBACCONIST],
]);

const consignes = network(CONSIGNES, (n) => `CU${String(n).padStart(5, '0')}`, [
  ['Consigne Batignolles', '20 rue des Batignolles', '75017', 'Paris', 48.884, 2.32, LOCKER],
  ['Consigne Gare de Saint-Denis', '2 rue Jean-Jaurès', '93200', 'Saint-Denis', 48.9355, 2.357, LOCKER],
  ['Consigne Croix-Rousse', '5 place de la Croix-Rousse', '69004', 'Lyon', 45.7745, 4.8315, LOCKER],
  ['Consigne La Plaine', '2 place Jean-Jaurès', '13005', 'Marseille', 43.2945, 5.3865, LOCKER],
  ['Consigne Saint-Jean', '15 rue Charles-Domercq', '33800', 'Bordeaux', 44.826, -0.556, LOCKER],
  ['Consigne Île de Nantes', '30 boulevard de la Prairie-au-Duc', '44200', 'Nantes', 47.206, -1.565, LOCKER],
  ['Consigne Gare de Grenoble', '1 place de la Gare', '38000', 'Grenoble', 45.191, 5.714, LOCKER],
]);

export const pickupPoints: readonly SeedPickupPoint[] = [...relaisSillon, ...colibri, ...consignes];
