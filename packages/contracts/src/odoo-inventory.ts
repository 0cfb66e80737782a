import { z } from 'zod';

// POST /odoo/inventory/{business_id}: fetch the connected Odoo's products (JSON-RPC), keep the
// raw JSON and a cleaned CSV as downloadable files, and, when asked, ingest them as the
// business's "Odoo products" knowledge source (each run replaces it: nothing stale stays).

/**
 * The body is optional (null or absent: no ingest unless the query asks). SPEC §3's Odoo
 * values (URL, database, user id, API key) may be given to override the connection's for this
 * request only (a staging instance, say); a different URL or database needs its API key.
 */
export const odooInventoryRequestSchema = z
  .strictObject({
    ingest: z.boolean({ error: 'ingest is true or false' }).optional(),
    url: z
      .url({ protocol: /^https?$/, error: 'url must be a web address (https://...)' })
      .max(500)
      .optional(),
    database: z.string().trim().min(1, { error: 'database is required' }).max(200).optional(),
    user_id: z
      .number({ error: 'user_id is a number' })
      .int({ error: 'user_id is a number' })
      .positive({ error: 'user_id is a number' })
      .optional(),
    api_key: z.string().trim().min(1, { error: 'api_key is required' }).max(2000).optional(),
  })
  .nullish();

export const odooInventoryQuerySchema = z.object({
  ingest: z.enum(['true', 'false', '1', '0'], { error: 'ingest is true or false' }).optional(),
});

export const odooInventoryResultSchema = z.object({
  export_id: z.number().int(),
  products: z.number().int(),
  json_url: z.string(),
  csv_url: z.string(),
  ingested: z.boolean(),
  knowledge_source_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type OdooInventoryResult = z.infer<typeof odooInventoryResultSchema>;

export const ODOO_INVENTORY_SOURCE_TITLE = 'Odoo products';
export const ODOO_INVENTORY_CSV_COLUMNS = [
  'id',
  'name',
  'sku',
  'price',
  'quantity',
  'category',
  'description',
] as const;
