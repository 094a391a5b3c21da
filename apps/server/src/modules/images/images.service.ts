/**
 * Renditions of the master images: resized and re-encoded on demand with sharp (spec §9: width
 * capped at 1920), in the format the browser prefers. Each rendition is made once: kept in memory
 * (bounded), on disk, and identified by an ETag derived from the master's version.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_WIDTH } from '@sillon/domain';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../http/app-error';
import type { ImagesRepository } from './images.repository';

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export type RenditionRequest = { key: string; width?: number; height?: number; format: ImageFormat };
export type Rendition = { content: Buffer; contentType: string; etag: string };

const contentTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** How long a master's version is trusted before asking the database again (other copies may change it). */
const VERSION_TTL_MS = 60_000;
/** Renditions kept in memory; older ones are read back from the disk cache. */
const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;
const MAX_KNOWN_KEYS = 20_000;

/** Uploaded masters are kept at most this wide and high: renditions never ask for more. */
const UPLOAD_MASTER_MAX_SIZE = 2400;

/** `fm=auto`: the best format the browser says it accepts (AVIF, then WebP, else JPEG). */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const header = accept ?? '';
  if (header.includes('image/avif')) return 'avif';
  if (header.includes('image/webp')) return 'webp';
  return 'jpeg';
}

export function createImagesService(deps: { repository: ImagesRepository; cacheDir: string }) {
  mkdirSync(deps.cacheDir, { recursive: true });
  const versions = new Map<string, { version: string | undefined; checkedAt: number }>();
  const memory = new Map<string, Buffer>();
  let memoryBytes = 0;
  /** Renders in progress, so a burst of identical requests encodes once. */
  const pending = new Map<string, Promise<Buffer>>();

  async function versionOf(key: string): Promise<string> {
    let known = versions.get(key);
    if (!known || Date.now() - known.checkedAt >= VERSION_TTL_MS) {
      known = { version: await deps.repository.findVersion(key), checkedAt: Date.now() };
      // Unknown keys are remembered too (a flood of 404s stays off the database), within a bound.
      if (versions.size >= MAX_KNOWN_KEYS) versions.delete(versions.keys().next().value as string);
      versions.set(key, known);
    }
    if (known.version === undefined) throw new AppError('not_found', 'image_not_found');
    return known.version;
  }

  function remember(id: string, content: Buffer): void {
    memory.set(id, content);
    memoryBytes += content.length;
    for (const [oldId, oldContent] of memory) {
      if (memoryBytes <= MEMORY_BUDGET_BYTES) break;
      memory.delete(oldId);
      memoryBytes -= oldContent.length;
    }
  }

  async function produce(
    request: RenditionRequest,
    width: number | undefined,
    height: number | undefined,
    cacheFile: string,
  ) {
    try {
      return await readFile(cacheFile);
    } catch {
      // Not rendered yet on this machine.
    }
    const master = await deps.repository.find(request.key);
    if (!master) throw new AppError('not_found', 'image_not_found');
    const pipeline = sharp(master.content).resize({
      width,
      height,
      fit: width !== undefined && height !== undefined ? 'cover' : 'inside',
    });
    const content = await encode(pipeline, request.format).toBuffer();
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, content);
    renameSync(temporary, cacheFile);
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
      const width = request.width === undefined ? undefined : Math.min(request.width, IMAGE_MAX_WIDTH);
      const height = request.height === undefined ? undefined : Math.min(request.height, IMAGE_MAX_WIDTH);
      const variant = `${version}:${width ?? ''}x${height ?? ''}:${request.format}`;
      const id = createHash('sha256').update(variant).digest('base64url').slice(0, 27);
      const rendition = (content: Buffer): Rendition => ({
        content,
        contentType: contentTypes[request.format],
        etag: `"${id}"`,
      });

      const cached = memory.get(id);
      if (cached) return rendition(cached);
      let job = pending.get(id);
      if (!job) {
        job = produce(request, width, height, path.join(deps.cacheDir, `${id}.${request.format}`))
          .then((content) => {
            remember(id, content);
            return content;
          })
          .finally(() => pending.delete(id));
        pending.set(id, job);
      }
      return rendition(await job);
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
