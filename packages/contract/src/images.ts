import { z } from 'zod';

/** Image keys are paths of lower-case words: `products/carottes-des-sables`, `racks/cremerie`. */
export const imageKeyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/;

const dimension = z.coerce
  .number({ error: 'doit être un nombre entier de pixels' })
  .int('doit être un nombre entier de pixels')
  .min(1, 'doit être au moins 1')
  .max(10_000, 'doit être au plus 10000');

/** `?w=&h=&fm=` (spec §9: width capped at 1920 by the server, format auto). `auto=format` is accepted too. */
export const imageQuery = z.object({
  w: dimension.optional(),
  h: dimension.optional(),
  // `jpg` is the name other image services use (and links made for them): the same JPEG.
  fm: z
    .enum(['auto', 'avif', 'webp', 'jpeg', 'jpg', 'png'])
    .transform((format) => (format === 'jpg' ? 'jpeg' : format))
    .optional(),
  auto: z.literal('format').optional(),
});
export type ImageQuery = z.infer<typeof imageQuery>;
