/** The whole catalogue, rack by rack (each product's first shelf key is its main shelf). */
import { bebeProducts } from './products-bebe';
import { boissonsProducts } from './products-boissons';
import { boucherieCharcuterieProducts } from './products-boucherie-charcuterie';
import { boulangerieProducts } from './products-boulangerie';
import { cremerieProducts } from './products-cremerie';
import { epicerieSaleeProducts } from './products-epicerie-salee';
import { epicerieSucreeProducts } from './products-epicerie-sucree';
import { fruitsEtLegumesProducts } from './products-fruits-et-legumes';
import { maisonHygieneProducts } from './products-maison-hygiene';
import { vracFruitsSecsProducts } from './products-vrac-fruits-secs';
import type { SeedProduct } from './types';

export const products: SeedProduct[] = [
  ...fruitsEtLegumesProducts,
  ...cremerieProducts,
  ...boucherieCharcuterieProducts,
  ...boulangerieProducts,
  ...epicerieSaleeProducts,
  ...epicerieSucreeProducts,
  ...boissonsProducts,
  ...maisonHygieneProducts,
  ...bebeProducts,
  ...vracFruitsSecsProducts,
];
