/**
 * Renditions of the master images: resized and re-encoded on demand with sharp (spec §9: width
 * capped at 1920), in the format the browser prefers, only at the sizes the shop lists and never
 * larger than the master. Each rendition is made once: kept in memory and on disk (both bounded,
 * the least recently used going first), and identified by an ETag derived from the master's version.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renditionSize } from '@sillon/domain';
import { LRUCache } from 'lru-cache';
import sharp, { type Sharp } from 'sharp';
import { CACHES, MADE_BY_CACHE, WALL_CLOCK } from '../../caches';
import { AppError } from '../../http/app-error';
import { openRenditionFiles } from './rendition-files';
import type { ImagesRepository } from './images.repository';

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export type RenditionRequest = { key: string; width?: number; height?: number; format: ImageFormat };
export type Rendition = { content: Buffer; contentType: string; etag: string };
/** A rendition to make: the request, its capped sizes, and its file in the disk cache. */
type RenditionJob = {
  request: RenditionRequest;
  width: number | undefined;
  height: number | undefined;
  cacheFile: string;
};

const contentTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Uploaded masters are kept at most this wide and high: renditions never ask for more. */
const UPLOAD_MASTER_MAX_SIZE = 2400;

/** `fm=auto`: the best format the browser says it accepts (AVIF, then WebP, else JPEG). */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const header = accept ?? '';
  if (header.includes('image/avif')) return 'avif';
  if (header.includes('image/webp')) return 'webp';
  return 'jpeg';
}

export function createImagesService(deps: {
  repository: ImagesRepository;
  cacheDir: string;
  /** The disk cache's bound in bytes (`CACHES.imageFiles` by default). */
  diskCacheBytes?: number;
}) {
  mkdirSync(deps.cacheDir, { recursive: true });
  const files = openRenditionFiles(deps.cacheDir, deps.diskCacheBytes ?? CACHES.imageFiles.maxSize);
  /** Masters' versions by key; `false`: no master has it (a 404 is remembered too). */
  const versions = new LRUCache<string, string | false>({
    ...CACHES.imageVersions,
    ...WALL_CLOCK,
    ...MADE_BY_CACHE,
    fetchMethod: async (key) => (await deps.repository.findVersion(key)) ?? false,
  });
  /** Renditions by id, each rendered once however many ask for it at the same time. */
  const renditions = new LRUCache<string, Buffer, RenditionJob>({
    ...CACHES.imageRenditions,
    sizeCalculation: (content) => Math.max(content.length, 1),
    ...MADE_BY_CACHE,
    fetchMethod: (_id, _stale, { context }) => produce(context),
  });

  async function versionOf(key: string): Promise<string> {
    const version = await versions.fetch(key);
    if (!version) throw new AppError('not_found', 'image_not_found');
    return version;
  }

  async function produce({ request, width, height, cacheFile }: RenditionJob): Promise<Buffer> {
    try {
      const kept = await readFile(cacheFile);
      files.used(cacheFile, kept.length);
      return kept;
    } catch {
      // Not rendered yet on this machine, or evicted.
    }
    const master = await deps.repository.find(request.key);
    if (!master) throw new AppError('not_found', 'image_not_found');
    const pipeline = sharp(master.content).resize({
      width,
      height,
      fit: width !== undefined && height !== undefined ? 'cover' : 'inside',
      withoutEnlargement: true,
    });
    const content = await encode(pipeline, request.format).toBuffer();
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, content);
    renameSync(temporary, cacheFile);
    files.used(cacheFile, content.length);
    return content;
  }

  return {
    /**
     * Keeps an uploaded picture as a new master (the back office's product pictures): decoded and
     * re-encoded (turned upright, at most 2400 px, WebP; camera metadata such as the place it was
     * taken is dropped), under `<keyPrefix>-<hash of the content>`. A new picture is a new key, so
     * a browser or CDN caching renditions for a week never serves the old one under it.
     */
    async storeMaster(upload: { keyPrefix: string; content: Buffer }): Promise<string> {
      let master: { data: Buffer; info: { width: number; height: number } };
      try {
        master = await sharp(upload.content, { failOn: 'error' })
          .rotate()
          .resize({
            width: UPLOAD_MASTER_MAX_SIZE,
            height: UPLOAD_MASTER_MAX_SIZE,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: 90 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw new AppError('invalid_input', 'image_invalid');
      }
      const sha256 = createHash('sha256').update(master.data).digest('hex');
      const key = `${upload.keyPrefix}-${sha256.slice(0, 16)}`;
      await deps.repository.upsertMany([
        {
          key,
          content: master.data,
          contentType: 'image/webp',
          width: master.info.width,
          height: master.info.height,
          sha256,
        },
      ]);
      versions.delete(key);
      return key;
    },

    async getRendition(request: RenditionRequest): Promise<Rendition> {
      const version = await versionOf(request.key);
      const width = request.width === undefined ? undefined : renditionSize(request.width);
      const height = request.height === undefined ? undefined : renditionSize(request.height);
      const variant = `${version}:${width ?? ''}x${height ?? ''}:${request.format}`;
      const id = createHash('sha256').update(variant).digest('base64url').slice(0, 27);
      const cacheFile = path.join(deps.cacheDir, `${id}.${request.format}`);
      const content = await renditions.fetch(id, { context: { request, width, height, cacheFile } });
      // Never undefined: produce answers a Buffer or throws, and an evicted render still answers.
      return { content: content!, contentType: contentTypes[request.format], etag: `"${id}"` };
    },
  };
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 78 });
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 8 });
  }
}

export type ImagesService = ReturnType<typeof createImagesService>;
