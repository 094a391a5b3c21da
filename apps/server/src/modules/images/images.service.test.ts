/**
 * The renditions' caches: a master's version is asked of the database once a minute per key
 * (unknown keys included), and a rendition asked for by many requests at once is rendered once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderIllustration } from './illustration';
import type { ImagesRepository, StoredImage } from './images.repository';
import { createImagesService } from './images.service';

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
  function serviceWithCounts() {
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
    return { asked, service: createImagesService({ repository, cacheDir }) };
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
});
