import { z } from 'zod';

/** Every non-Spree error answer of the server (Spree routes keep Spree's own error shape). */
export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
  requestId: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
