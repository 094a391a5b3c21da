import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imageQuery, imageKeyPattern } from '@sillon/contract';
import { AppError } from '../../http/app-error';
import { negotiateFormat, type ImagesService } from './images.service';

const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/** `GET /images/{key}?w=&h=&fm=`: a master image resized and re-encoded on demand. */
export function imagesRoutes(service: ImagesService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/images/*',
      {
        schema: {
          tags: ['images'],
          summary: 'An image resized on demand (AVIF/WebP/JPEG by Accept when fm=auto)',
          params: z.object({ '*': z.string() }),
          querystring: imageQuery,
        },
      },
      async (request, reply) => {
        const key = request.params['*'];
        if (!imageKeyPattern.test(key)) throw new AppError('invalid_input', 'invalid_image_key');
        const { w, h, fm } = request.query;
        const format = fm === undefined || fm === 'auto' ? negotiateFormat(request.headers.accept) : fm;
        const rendition = await service.getRendition({ key, width: w, height: h, format });
        reply.header('cache-control', CACHE_CONTROL).header('etag', rendition.etag).header('vary', 'accept');
        if (request.headers['if-none-match'] === rendition.etag) return reply.code(304).send();
        return reply.type(rendition.contentType).send(rendition.content);
      },
    );
  };
}
