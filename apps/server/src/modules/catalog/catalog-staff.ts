/**
 * The staff's side of the catalogue (the back office, issue 18): products, racks and shelves read
 * from the database as they are now, and changed; every change reaches the shop's snapshot and
 * clears its cached answers at once, so the shop shows it on its next request.
 */
import type {
  StaffProduct,
  StaffProductChangeBody,
  StaffProductsQuery,
  StaffRack,
  StaffRackChangeBody,
  StaffShelf,
  StaffShelfChangeBody,
} from '@sillon/contract';
import { isUnusualPriceChange, productPath, shelfUrlSlug } from '@sillon/domain';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import { refuseChangedMeanwhile } from '../../http/changed-meanwhile';
import type { ChangeAudit } from '../../http/staff-routes';
import {
  createCatalogRepository,
  type CatalogRepository,
  type ProductChanges,
  type ProductRecord,
  type ShelfRow,
} from './catalog.repository';

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
  /** The queries on a change's transaction (a read inside it sees the change), or outside any. */
  const on = (tx: Transaction | undefined) => (tx ? createCatalogRepository(tx) : repository);

  /** Each rack's name as the shop shows it (its title), which the staff's « Nom » sets. */
  async function rackNames(queries: CatalogRepository): Promise<Map<number, string>> {
    return new Map((await queries.listRacks()).map((rack) => [rack.id, rack.title]));
  }

  function toStaffProduct(
    row: ProductRecord & { rackIds: number[] },
    labels: Map<number, string>,
  ): StaffProduct {
    return {
      id: row.id,
      reference: row.reference,
      name: row.displayName,
      description: row.description,
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
      racks: row.rackIds.map((rackId) => ({ id: rackId, label: labels.get(rackId) ?? '' })),
      foodInformation: row.foodInformation,
      produce: row.produce,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function toStaffShelf(shelf: ShelfRow): StaffShelf {
    return { id: shelf.id, label: shelf.label, position: shelf.position, seasonal: shelf.seasonal };
  }

  async function staffProduct(id: string, tx?: Transaction): Promise<StaffProduct> {
    const queries = on(tx);
    const row = await queries.staffProduct(id);
    if (!row) throw new AppError('not_found', 'product_not_found');
    return toStaffProduct(row, await rackNames(queries));
  }

  /** A price three times the current one, or a third of it, is kept until the member confirms it. */
  function ensureUsualPrice(current: StaffProduct, priceCents: number): void {
    if (isUnusualPriceChange(current.priceCents, priceCents)) {
      throw new AppError('unprocessable', 'price_change_unconfirmed', {
        fields: { priceCents: 'price_change_unconfirmed' },
      });
    }
  }

  async function staffRack(id: number, tx?: Transaction): Promise<StaffRack> {
    const rack = (await staffRacks(tx)).find((candidate) => candidate.id === id);
    if (!rack) throw new AppError('not_found', 'rack_not_found');
    return rack;
  }

  async function staffRacks(tx?: Transaction): Promise<StaffRack[]> {
    const queries = on(tx);
    const racks = await queries.listRacks();
    const shelves = await queries.listShelves();
    return racks.map((rack) => ({
      id: rack.id,
      label: rack.label,
      title: rack.title,
      position: rack.position,
      shelves: shelves.filter((shelf) => shelf.rackId === rack.id).map(toStaffShelf),
    }));
  }

  return {
    async staffProducts(query: StaffProductsQuery): Promise<{ items: StaffProduct[]; total: number }> {
      const { page, perPage, ...filter } = query;
      const [{ rows, total }, labels] = await Promise.all([
        repository.staffProducts(filter, { offset: (page - 1) * perPage, limit: perPage }),
        rackNames(repository),
      ]);
      return { items: rows.map((row) => toStaffProduct(row, labels)), total };
    },
    staffProduct,
    /**
     * Changes a product; the shop's answers (availability, cards, BFF) show it at once. Its row is
     * held first: what the form showed (two members editing one product, `refuseChangedMeanwhile`)
     * and the price's jump are checked against the product as the change finds it, and the
     * journal's « before » is that product, done or refused: the one this change replaced, not the
     * one read before another change it waited for.
     */
    async changeProduct(
      id: string,
      { previous, confirmedPriceCents, ...changes }: StaffProductChangeBody,
      audit?: ChangeAudit,
    ): Promise<StaffProduct> {
      await repository.transaction(async (tx) => {
        const queries = createCatalogRepository(tx);
        await queries.lockProduct(id);
        const current = await staffProduct(id, tx);
        audit?.replacing(current);
        if (previous) {
          const found = current as Record<string, unknown>;
          refuseChangedMeanwhile(Object.keys(changes), previous, found, 'product_changed_meanwhile');
        }
        if (changes.priceCents !== undefined && changes.priceCents !== confirmedPriceCents) {
          ensureUsualPrice(current, changes.priceCents);
        }
        if (!(await queries.updateProduct(id, productChangesOf(changes))))
          throw new AppError('not_found', 'product_not_found');
        await audit?.record(tx);
      });
      await deps.productChanged(id);
      return staffProduct(id);
    },
    /**
     * A new picture gets a new image key (its content's hash), so no cache, browser or CDN keeps
     * showing the old one under the product's new address.
     */
    async replacePicture(id: string, content: Buffer, audit?: ChangeAudit): Promise<StaffProduct> {
      if (!deps.pictures) throw new Error('the catalogue was built without a picture store');
      const product = await repository.staffProduct(id);
      if (!product) throw new AppError('not_found', 'product_not_found');
      // Stored before the transaction: a picture no product names is harmless, the reverse is not.
      const key = await deps.pictures({ keyPrefix: `products/${product.reference}`, content });
      await repository.transaction(async (tx) => {
        await audit?.hold(tx);
        await createCatalogRepository(tx).setPhotoKey(id, key);
        await audit?.record(tx);
      });
      await deps.productChanged(id);
      return staffProduct(id);
    },
    staffRacks,
    staffRack,
    async changeRack(id: number, changes: StaffRackChangeBody, audit?: ChangeAudit): Promise<StaffRack> {
      await repository.transaction(async (tx) => {
        await audit?.hold(tx);
        if (!(await createCatalogRepository(tx).updateRack(id, changes)))
          throw new AppError('not_found', 'rack_not_found');
        await audit?.record(tx);
      });
      deps.structureChanged();
      return staffRack(id);
    },
    async staffShelf(id: number, tx?: Transaction): Promise<StaffShelf & { rackId: number }> {
      const shelf = await on(tx).shelf(id);
      if (!shelf) throw new AppError('not_found', 'shelf_not_found');
      return { ...toStaffShelf(shelf), rackId: shelf.rackId };
    },
    /**
     * A shelf's new label keeps the shelf's address: a slug derived from the old label is kept
     * as the shelf's own, so links and search engines still find it.
     */
    async changeShelf(id: number, changes: StaffShelfChangeBody, audit?: ChangeAudit): Promise<StaffRack> {
      const shelf = await repository.transaction(async (tx) => {
        await audit?.hold(tx);
        const queries = createCatalogRepository(tx);
        const found = await queries.shelf(id);
        if (!found) throw new AppError('not_found', 'shelf_not_found');
        const keepAddress =
          changes.label !== undefined && !found.urlSlug?.trim() ? { urlSlug: shelfUrlSlug(found) } : {};
        await queries.updateShelf(id, { ...changes, ...keepAddress });
        await audit?.record(tx);
        return found;
      });
      deps.structureChanged();
      return staffRack(shelf.rackId);
    },
  };
}

/** The staff's change in the product's columns: the name they see is the one the shop displays. */
function productChangesOf({
  name,
  ...changes
}: Omit<StaffProductChangeBody, 'previous' | 'confirmedPriceCents'>): ProductChanges {
  return name === undefined ? changes : { ...changes, displayName: name };
}
