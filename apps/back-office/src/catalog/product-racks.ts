import type { StaffProduct } from './catalog-types';

/** The racks a product's shelves are in, as the shop names them, or `none` on no shelf. */
export function racksOf(product: StaffProduct, none: string): string {
  return product.racks.length === 0 ? none : product.racks.map((rack) => rack.label).join(', ');
}
