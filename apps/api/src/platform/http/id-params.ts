// The `:id` of a row in a URL: a positive PostgreSQL integer (larger is a 400, not a 500).
// The bound itself lives in @lisa/contracts/stored, with the body ids' one.
import { dbIdParamSchema } from '@lisa/contracts/stored';
import { z } from 'zod';

export const idParams = z.object({ id: dbIdParamSchema() });
