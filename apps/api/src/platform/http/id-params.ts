// The `:id` of a row in a URL: a positive PostgreSQL integer (larger is a 400, not a 500).
import { z } from 'zod';

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
