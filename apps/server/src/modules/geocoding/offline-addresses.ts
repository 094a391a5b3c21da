/**
 * The offline geocoder's data (issue 40): streets of the communes the demo shop serves by bike
 * (Paris and the inner suburbs), the demo addresses' streets (Lyon's too), and those communes'
 * centres. The postal data the shop has (`@etalab/decoupage-administratif`) carries no
 * coordinates, so these are shipped here: a street's point is near its middle (a few hundred
 * metres at worst on a long one), enough to order a round, not to find a door. A deployment
 * that needs every address of France sets `GEOCODER=geoplateforme`.
 */

/** Name, postal code, commune, latitude, longitude. */
export type StreetRecord = readonly [string, string, string, number, number];

export const OFFLINE_STREETS: readonly StreetRecord[] = [
  // Paris 11e, where the demo addresses lie.
  ['Rue Oberkampf', '75011', 'Paris', 48.8655, 2.377],
  ['Boulevard Voltaire', '75011', 'Paris', 48.859, 2.3805],
  ['Rue de la Roquette', '75011', 'Paris', 48.8565, 2.3765],
  ['Rue du Faubourg Saint-Antoine', '75011', 'Paris', 48.8518, 2.3785],
  ['Avenue de la République', '75011', 'Paris', 48.8652, 2.3745],
  ['Rue Saint-Maur', '75011', 'Paris', 48.8645, 2.3795],
  ['Rue Jean-Pierre Timbaud', '75011', 'Paris', 48.8672, 2.3745],
  ['Rue de Charonne', '75011', 'Paris', 48.8548, 2.3845],
  ['Boulevard Richard-Lenoir', '75011', 'Paris', 48.8605, 2.3712],
  ['Avenue Parmentier', '75011', 'Paris', 48.8625, 2.3768],
  ['Rue Paul Bert', '75011', 'Paris', 48.8523, 2.3838],
  ['Rue Amelot', '75011', 'Paris', 48.8605, 2.3683],
  ['Rue de la Folie-Méricourt', '75011', 'Paris', 48.8652, 2.3705],
  ['Rue Keller', '75011', 'Paris', 48.855, 2.3772],
  ['Rue de Montreuil', '75011', 'Paris', 48.8512, 2.3895],
  // Paris 10e, 3e, 4e, 12e, 19e, 20e.
  ['Rue du Faubourg Saint-Denis', '75010', 'Paris', 48.8735, 2.3555],
  ['Quai de Valmy', '75010', 'Paris', 48.8728, 2.3635],
  ['Rue de Lancry', '75010', 'Paris', 48.8702, 2.3605],
  ['Rue du Château-d’Eau', '75010', 'Paris', 48.8705, 2.3572],
  ['Rue de Bretagne', '75003', 'Paris', 48.8632, 2.3612],
  ['Rue de Turenne', '75003', 'Paris', 48.8602, 2.3642],
  ['Rue de Rivoli', '75004', 'Paris', 48.8562, 2.3555],
  ['Avenue Daumesnil', '75012', 'Paris', 48.8422, 2.3905],
  ['Rue de Charenton', '75012', 'Paris', 48.8452, 2.3852],
  ['Rue des Lilas', '75019', 'Paris', 48.8772, 2.3962],
  ['Avenue Secrétan', '75019', 'Paris', 48.8802, 2.3752],
  ['Rue de Ménilmontant', '75020', 'Paris', 48.8682, 2.3902],
  ['Rue des Pyrénées', '75020', 'Paris', 48.8602, 2.4005],
  ['Rue de Bagnolet', '75020', 'Paris', 48.8592, 2.3985],
  ['Avenue Gambetta', '75020', 'Paris', 48.8662, 2.4002],
  // The inner suburbs.
  ['Rue de Paris', '93100', 'Montreuil', 48.8572, 2.4332],
  ['Boulevard Rouget de Lisle', '93100', 'Montreuil', 48.8612, 2.4402],
  ['Rue de Fontenay', '94300', 'Vincennes', 48.8482, 2.4372],
  ['Avenue de Paris', '94300', 'Vincennes', 48.8462, 2.4332],
  ['Route de la Reine', '92100', 'Boulogne-Billancourt', 48.8392, 2.2432],
  ['Boulevard Jean Jaurès', '92100', 'Boulogne-Billancourt', 48.8402, 2.2402],
  // Lyon 3e, a demo address delivered by parcel.
  ['Rue Paul Bert', '69003', 'Lyon', 45.7565, 4.852],
  ['Cours Lafayette', '69003', 'Lyon', 45.7632, 4.8552],
  ['Avenue Félix Faure', '69003', 'Lyon', 45.7552, 4.8602],
];

/** Postal code, commune, latitude, longitude of its centre (an address whose street is not above). */
export type CommuneRecord = readonly [string, string, number, number];

export const OFFLINE_COMMUNES: readonly CommuneRecord[] = [
  ['75003', 'Paris', 48.8628, 2.3592],
  ['75004', 'Paris', 48.8543, 2.3576],
  ['75010', 'Paris', 48.8762, 2.3607],
  ['75011', 'Paris', 48.8591, 2.3799],
  ['75012', 'Paris', 48.835, 2.4213],
  ['75019', 'Paris', 48.8871, 2.3848],
  ['75020', 'Paris', 48.8634, 2.4011],
  ['93100', 'Montreuil', 48.8638, 2.4485],
  ['94300', 'Vincennes', 48.8474, 2.4392],
  ['92100', 'Boulogne-Billancourt', 48.8352, 2.241],
  ['69003', 'Lyon', 45.7597, 4.8679],
];
