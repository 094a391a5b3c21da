/**
 * The stock of the substitutes the preparers put in the bags (issue 41): taken when a substitute
 * goes in, given back when the customer refuses it, the preparation is undone or the order
 * cancelled (the domain's `substituteStockMoves` says which), in the transaction that changes the
 * order's proposals. The caller tells the catalogue the new levels once it committed.
 */
import { substituteStockMoves, type SubstitutionProposal } from '@sillon/domain';
import type { Transaction } from '../../db/client';
import type { StockLevels } from '../catalog';
import type { OrdersDeps } from './orders-deps';

type Proposals = Readonly<Record<string, SubstitutionProposal>> | null | undefined;

export async function moveSubstituteStock(
  catalog: Pick<OrdersDeps['catalog'], 'takeStock' | 'returnStock'>,
  tx: Transaction,
  before: Proposals,
  after: Proposals,
): Promise<StockLevels> {
  const { taken, returned } = substituteStockMoves(before, after);
  const levels: StockLevels = new Map();
  if (returned.length > 0)
    for (const [id, level] of await catalog.returnStock(tx, returned)) levels.set(id, level);
  if (taken.length > 0) {
    const items = taken.map((item) => ({ ...item, variantId: item.productId }));
    for (const [id, level] of await catalog.takeStock(tx, items)) levels.set(id, level);
  }
  return levels;
}
