/** Ids derived from stable keys, so seeding twice gives the same ids (and the same URLs). */
import { createHash } from 'node:crypto';

/** A name-based UUID (version 5 layout) for a key within a namespace. */
export function stableUuid(namespace: string, key: string): string {
  const hex = createHash('sha1').update(`sillon:${namespace}:${key}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** A short document id without dashes (it ends the product's path: `/pp/{slug}-{documentId}`). */
export function stableDocumentId(key: string): string {
  return createHash('sha1').update(`sillon:document:${key}`).digest('hex').slice(0, 12);
}

/** A deterministic number in [0, 1) for a key: variety in the demo data without randomness. */
export function stableFraction(key: string): number {
  return (
    parseInt(createHash('sha1').update(`sillon:fraction:${key}`).digest('hex').slice(0, 8), 16) /
    0x1_0000_0000
  );
}
