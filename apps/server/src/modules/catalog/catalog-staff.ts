/**
 * The staff's side of the catalogue (the back office, issue 18): products, racks and shelves read
 * from the database as they are now, and changed; every change reaches the shop's snapshot and
 * clears its cached answers at once, so the shop shows it on its next request.
 */
import type {
  StaffProduct,
  StaffProductsQuery,
  StaffRack,
  StaffRackChangeBody,
  StaffShelf,
} from '@sillon/contract';
import { productPath, shelfUrlSlug } from '@sillon/domain';
import { AppError } from '../../http/app-error';
import type { CatalogRepository, ProductChanges, ProductRecord } from './catalog.repository';

/** Stores an uploaded picture as a new master image and answers its key (the images module). */
export type PictureStore = (upload: { keyPrefix: string; content: Buffer }) => Promise<string>;

export function createCatalogStaff(deps: {
  repository: CatalogRepository;
  /** A product changed: the snapshot reads it again now. */
  productChanged: (id: string) => Promise<void>;
  /** A rack or a shelf changed: the snapshot reads the structure again. */
  structureChanged: () => void;
  pictures: PictureStore | undefined;
}) {
  const { repository } = deps;

  async function rackLabels(): Promise<Map<number, string>> {
    return new Map((await repository.listRacks()).map((rack) => [rack.id, rack.label]));
  }

  function toStaffProduct(
    row: ProductRecord & { rackId: number | null },
    labels: Map<number, string>,
  ): StaffProduct {
    return {
      id: row.id,
      reference: row.reference,
      name: row.displayName,
      unitLabel: row.unitLabel,
      priceCents: row.priceCents,
      vatRateBp: row.vatRateBp,
      stock: row.stock,
      available: row.available,
      maxOrderable: row.maxOrderable,
      labels: row.labels,
      regionalPostalPrefixes: row.regionalPostalPrefixes,
      pictureUrl: `/images/${row.photoKey}`,
      path: productPath(row),
      rack: row.rackId === null ? null : { id: row.rackId, label: labels.get(row.rackId) ?? '' },
      foodInformation: row.foodInformation,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function staffProduct(id: string): Promise<StaffProduct> {
    const [row, labels] = await Promise.all([repository.staffProduct(id), rackLabels()]);
    if (!row) throw new AppError('not_found', 'product_not_found');
    return toStaffProduct(row, labels);
  }

  async function staffRack(id: number): Promise<StaffRack> {
    const rack = (await staffRacks()).find((candidate) => candidate.id === id);
    if (!rack) throw new AppError('not_found', 'rack_not_found');
    return rack;
  }

  async function staffRacks(): Promise<StaffRack[]> {
    const [racks, shelves] = await Promise.all([repository.listRacks(), repository.listShelves()]);
    return racks.map((rack) => ({
      id: rack.id,
      label: rack.label,
      title: rack.title,
      position: rack.position,
      shelves: shelves
        .filter((shelf) => shelf.rackId === rack.id)
        .map((shelf) => ({ id: shelf.id, label: shelf.label, position: shelf.position })),
    }));
  }

  return {
    async staffProducts(query: StaffProductsQuery): Promise<{ items: StaffProduct[]; total: number }> {
      const { page, perPage, ...filter } = query;
      const [{ rows, total }, labels] = await Promise.all([
        repository.staffProducts(filter, { offset: (page - 1) * perPage, limit: perPage }),
        rackLabels(),
      ]);
      return { items: rows.map((row) => toStaffProduct(row, labels)), total };
    },
    staffProduct,
    /** Changes a product; the shop's answers (availability, cards, BFF) show it at once. */
    async changeProduct(id: string, changes: ProductChanges): Promise<StaffProduct> {
      if (!(await repository.updateProduct(id, changes)))
        throw new AppError('not_found', 'product_not_found');
      await deps.productChanged(id);
      return staffProduct(id);
    },
    /**
     * A new picture gets a new image key (its content's hash), so no cache, browser or CDN keeps
     * showing the old one under the product's new address.
     */
    async replacePicture(id: string, content: Buffer): Promise<StaffProduct> {
      if (!deps.pictures) throw new Error('the catalogue was built without a picture store');
      const product = await repository.staffProduct(id);
      if (!product) throw new AppError('not_found', 'product_not_found');
      const key = await deps.pictures({ keyPrefix: `products/${product.reference}`, content });
      await repository.setPhotoKey(id, key);
      await deps.productChanged(id);
      return staffProduct(id);
    },
    staffRacks,
    staffRack,
    async changeRack(id: number, changes: StaffRackChangeBody): Promise<StaffRack> {
      if (!(await repository.updateRack(id, changes))) throw new AppError('not_found', 'rack_not_found');
      deps.structureChanged();
      return staffRack(id);
    },
    async staffShelf(id: number): Promise<StaffShelf & { rackId: number }> {
      const shelf = await repository.shelf(id);
      if (!shelf) throw new AppError('not_found', 'shelf_not_found');
      return { id: shelf.id, rackId: shelf.rackId, label: shelf.label, position: shelf.position };
    },
    /**
     * A shelf's new label keeps the shelf's address: a slug derived from the old label is kept
     * as the shelf's own, so links and search engines still find it.
     */
    async changeShelf(id: number, changes: StaffRackChangeBody): Promise<StaffRack> {
      const shelf = await repository.shelf(id);
      if (!shelf) throw new AppError('not_found', 'shelf_not_found');
      const keepAddress =
        changes.label !== undefined && !shelf.urlSlug?.trim() ? { urlSlug: shelfUrlSlug(shelf) } : {};
      await repository.updateShelf(id, { ...changes, ...keepAddress });
      deps.structureChanged();
      return staffRack(shelf.rackId);
    },
  };
}
