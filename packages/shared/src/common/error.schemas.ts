import { z } from 'zod';

export const errorResponse = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  metaData: z.record(z.string(), z.unknown()).optional(),
});
