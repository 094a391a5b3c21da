import path from 'node:path';
import type { Database } from '../../db/client';
import { createImagesRepository } from './images.repository';
import { imagesRoutes } from './images.routes';
import { createImagesService } from './images.service';

export function createImagesModule(deps: { db: Database; dataDir: string }) {
  const repository = createImagesRepository(deps.db);
  const service = createImagesService({ repository, cacheDir: path.join(deps.dataDir, 'cache', 'images') });
  return { repository, service, routes: imagesRoutes(service) };
}

export type ImagesModule = ReturnType<typeof createImagesModule>;
export { renderIllustration } from './illustration';
