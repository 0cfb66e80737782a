import { z } from 'zod';

// Body of GET /api/health-check (HEAD answers the same status with no body).

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unavailable']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
