/**
 * The disk cache of renditions, bounded in bytes: each file is counted when written or read, and
 * the least recently used is deleted once the files together pass the bound. The files a copy
 * finds at start are counted, oldest first, so a restart does not forget what the disk holds.
 * Copies sharing the folder each count what they use; a file another copy deleted is rendered
 * again.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

export type RenditionFiles = {
  /** `file` was written or read now, `bytes` long. */
  used(file: string, bytes: number): void;
  /** The bytes the counted files hold. */
  bytes(): number;
};

export function openRenditionFiles(folder: string, maxBytes: number): RenditionFiles {
  const files = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(bytes, 1),
    dispose: (_bytes, file, reason) => {
      if (reason === 'evict' || reason === 'delete') rmSync(file, { force: true });
    },
  });
  for (const found of filesOldestFirst(folder)) files.set(found.file, found.bytes);
  return {
    used(file, bytes) {
      // A file too large for the bound alone is deleted at once rather than kept uncounted.
      if (bytes > maxBytes) {
        rmSync(file, { force: true });
        return;
      }
      files.set(file, bytes);
    },
    bytes: () => files.calculatedSize,
  };
}

function filesOldestFirst(folder: string): { file: string; bytes: number }[] {
  return readdirSync(folder)
    .filter((name) => !name.endsWith('.tmp'))
    .map((name) => {
      const file = path.join(folder, name);
      const stats = statSync(file);
      return { file, bytes: stats.size, at: stats.mtimeMs };
    })
    .sort((a, b) => a.at - b.at);
}
