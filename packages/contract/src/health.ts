import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  uptimeSeconds: z.number(),
  details: z.record(z.string(), z.unknown()),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
