/**
 * The renditions' caches: a master's version is asked of the database once a minute per key
 * (unknown keys included), a rendition asked for by many requests at once is rendered once, only
 * listed sizes are rendered, and the disk cache stays within its bound.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderIllustration } from './illustration';
import type { ImagesRepository, StoredImage } from './images.repository';
import { createImagesService } from './images.service';
import { openRenditionFiles } from './rendition-files';

describe('the images service', () => {
  let master: StoredImage;
  const cacheDirs: string[] = [];

  beforeAll(async () => {
    const content = await renderIllustration({ emoji: 'carrot', background: '#F3E9D2' });
    master = {
      key: 'products/carrot',
      content,
      contentType: 'image/webp',
      width: 800,
      height: 800,
      sha256: 'v1',
      updatedAt: new Date('2026-11-27T10:00:00Z'),
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const dir of cacheDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** The service over one stored master, counting what it asks of the database. */
  function serviceWithCounts(diskCacheBytes?: number) {
    const asked = { versions: 0, masters: 0 };
    const repository = {
      findVersion: async (key: string) => {
        asked.versions += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return key === master.key ? master.sha256 : undefined;
      },
      find: async (key: string) => {
        asked.masters += 1;
        return key === master.key ? master : undefined;
      },
    } as Partial<ImagesRepository> as ImagesRepository;
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'sillon-images-'));
    cacheDirs.push(cacheDir);
    const service = createImagesService({
      repository,
      cacheDir,
      ...(diskCacheBytes === undefined ? {} : { diskCacheBytes }),
    });
    return { asked, cacheDir, service };
  }

  it('renders a rendition once for twenty requests asking for it at the same time', async () => {
    const { asked, service } = serviceWithCounts();
    const request = { key: master.key, width: 64, format: 'webp' as const };
    const renditions = await Promise.all(Array.from({ length: 20 }, () => service.getRendition(request)));
    expect(new Set(renditions.map((rendition) => rendition.content)).size).toBe(1);
    expect(asked).toEqual({ versions: 1, masters: 1 });
    await service.getRendition(request);
    expect(asked).toEqual({ versions: 1, masters: 1 });
  });

  it('asks for a version again once a minute, and remembers a key with no master', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { asked, service } = serviceWithCounts();
    const unknown = { key: 'products/nothing', width: 64, format: 'webp' as const };
    for (let ask = 0; ask < 3; ask += 1) {
      await expect(service.getRendition(unknown)).rejects.toMatchObject({ code: 'image_not_found' });
    }
    expect(asked.versions).toBe(1);
    vi.setSystemTime(Date.now() + 60_001);
    await expect(service.getRendition(unknown)).rejects.toMatchObject({ code: 'image_not_found' });
    expect(asked.versions).toBe(2);
  });

  it('renders any asked width at a listed one, and never wider than the master', async () => {
    const { cacheDir, service } = serviceWithCounts();
    const widths = [101, 110, 127, 128];
    const renditions = await Promise.all(
      widths.map((width) => service.getRendition({ key: master.key, width, format: 'webp' })),
    );
    expect(new Set(renditions.map((rendition) => rendition.etag)).size).toBe(1);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const wide = await service.getRendition({ key: master.key, width: 1900, format: 'webp' });
    const { default: sharp } = await import('sharp');
    expect((await sharp(wide.content).metadata()).width).toBe(master.width);
  });

  it('keeps the disk cache within its bound, the least recently used file deleted first', async () => {
    const { cacheDir, service } = serviceWithCounts(6_000);
    const widths = [64, 128, 240, 340];
    for (const width of widths) await service.getRendition({ key: master.key, width, format: 'jpeg' });
    const held = readdirSync(cacheDir).map((name) => statSync(path.join(cacheDir, name)).size);
    expect(held.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(6_000);
    expect(held.length).toBeLessThan(widths.length);
  });
});

describe('the renditions disk cache', () => {
  it('counts the files it finds at start, oldest first, and deletes them first', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sillon-rendition-files-'));
    try {
      const old = path.join(folder, 'old.webp');
      const recent = path.join(folder, 'recent.webp');
      writeFileSync(old, Buffer.alloc(400));
      writeFileSync(recent, Buffer.alloc(400));
      const earlier = new Date(Date.now() - 60_000);
      utimesSync(old, earlier, earlier);
      const files = openRenditionFiles(folder, 1000);
      expect(files.bytes()).toBe(800);
      const fresh = path.join(folder, 'fresh.webp');
      writeFileSync(fresh, Buffer.alloc(400));
      files.used(fresh, 400);
      expect(readdirSync(folder).sort()).toEqual(['fresh.webp', 'recent.webp']);
      const huge = path.join(folder, 'huge.webp');
      writeFileSync(huge, Buffer.alloc(2000));
      files.used(huge, 2000);
      expect(readdirSync(folder).sort()).toEqual(['fresh.webp', 'recent.webp']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
