/**
 * Renditions of the master images: resized and re-encoded on demand with sharp (spec §9: width
 * capped at 1920), in the format the browser prefers, cached on disk so each is made once.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
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

/** `fm=auto`: the best format the browser says it accepts (AVIF, then WebP, else JPEG). */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const header = accept ?? '';
  if (header.includes('image/avif')) return 'avif';
  if (header.includes('image/webp')) return 'webp';
  return 'jpeg';
}

export function createImagesService(deps: { repository: ImagesRepository; cacheDir: string }) {
  mkdirSync(deps.cacheDir, { recursive: true });
  /** Renders in progress, so a burst of identical requests encodes once. */
  const pending = new Map<string, Promise<Rendition>>();

  async function render(request: RenditionRequest): Promise<Rendition> {
    const master = await deps.repository.find(request.key);
    if (!master) throw new AppError('not_found', 'image_not_found');
    const width = request.width === undefined ? undefined : Math.min(request.width, IMAGE_MAX_WIDTH);
    const height = request.height === undefined ? undefined : Math.min(request.height, IMAGE_MAX_WIDTH);
    const variant = `${master.sha256}:${width ?? ''}x${height ?? ''}:${request.format}`;
    const etag = `"${createHash('sha256').update(variant).digest('base64url').slice(0, 27)}"`;
    const cacheFile = path.join(deps.cacheDir, `${etag.slice(1, -1)}.${request.format}`);
    const contentType = contentTypes[request.format];
    try {
      return { content: readFileSync(cacheFile), contentType, etag };
    } catch {
      // Not rendered yet: render below.
    }
    const pipeline = sharp(master.content).resize({
      width,
      height,
      fit: width !== undefined && height !== undefined ? 'cover' : 'inside',
      withoutEnlargement: false,
    });
    const content = await encode(pipeline, request.format).toBuffer();
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, content);
    renameSync(temporary, cacheFile);
    return { content, contentType, etag };
  }

  return {
    getRendition(request: RenditionRequest): Promise<Rendition> {
      const id = JSON.stringify(request);
      const inFlight = pending.get(id);
      if (inFlight) return inFlight;
      const job = render(request).finally(() => pending.delete(id));
      pending.set(id, job);
      return job;
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
