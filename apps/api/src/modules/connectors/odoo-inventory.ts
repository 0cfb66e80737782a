// POST /odoo/inventory/{business_id}: the connected Odoo's products (product.product over
// JSON-RPC), stored as the raw JSON and a cleaned CSV (one row per product: id, name, sku,
// price, quantity, category, description; HTML and extra whitespace removed, cells that a
// spreadsheet would run as formulas defused), downloadable. With ingest, the products become
// the business's "Odoo products" knowledge source, one section per product; a later ingest
// replaces that source's content in place, so no product that is gone stays searchable. The
// ingest obeys the knowledge plan's limits as the data centre does (409 `knowledge_limit`).
// Both files live in the file store (platform/storage), the row keeps their keys; rows from
// before it still serve theirs from the raw and csv columns. A deleted business's files go
// through storage_removals (its trigger lists both keys).
import {
  ODOO_INVENTORY_CSV_COLUMNS,
  ODOO_INVENTORY_SOURCE_TITLE,
} from '@lisa/contracts/odoo-inventory';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { odooInventoryExports } from '../../db/schema/connectors.ts';
import type { AuditActor } from '../../platform/audit/audit-log.ts';
import { NotFoundError, ValidationError } from '../../platform/http/app-error.ts';
import { nextRowId } from '../../platform/storage/attachment-files.ts';
import { ingestInput } from '../knowledge/knowledge-ingest.ts';
import { createKnowledgeLimits } from '../knowledge/knowledge-limits.ts';
import { ConnectorError } from './apps/connector-http.ts';
import { odooProducts } from './apps/odoo.ts';
import type { OdooSettings } from './connectors-service.ts';
import { connectorsOf } from './index.ts';

export interface CleanProduct {
  id: number | null;
  name: string;
  sku: string;
  price: number | null;
  quantity: number | null;
  category: string;
  description: string;
}

const clean = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** One raw Odoo product as a clean row (false, the Odoo "empty", becomes blank). */
export function cleanProduct(raw: unknown): CleanProduct | null {
  if (!raw || typeof raw !== 'object') return null;
  const row = raw as Record<string, unknown>;
  const name = clean(row.name);
  if (!name) return null;
  const category = Array.isArray(row.categ_id) ? clean(row.categ_id[1]) : clean(row.categ_id);
  return {
    id: numberOr(row.id),
    name,
    sku: clean(row.default_code),
    price: numberOr(row.list_price),
    quantity: numberOr(row.qty_available),
    category,
    description: clean(row.description_sale),
  };
}

const cell = (value: string | number | null): string => {
  let text = value === null ? '' : String(value);
  // A spreadsheet runs a cell starting with = + - @ as a formula.
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function productsCsv(products: CleanProduct[]): string {
  const lines = [ODOO_INVENTORY_CSV_COLUMNS.join(',')];
  for (const p of products) {
    lines.push(
      [p.id, p.name, p.sku, p.price, p.quantity, p.category, p.description].map(cell).join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The knowledge text: a section per product, in words a visitor's question matches. */
export function productsText(products: CleanProduct[]): string {
  return products
    .map((p) => {
      const facts = [
        `${p.name}${p.sku ? ` (SKU ${p.sku})` : ''}${p.category ? ` is in ${p.category}` : ''}.`,
        p.price !== null ? `The ${p.name} costs ${p.price.toFixed(2)}.` : null,
        p.quantity !== null
          ? p.quantity > 0
            ? `${p.quantity} in stock.`
            : 'Out of stock at the moment.'
          : null,
        p.description || null,
      ].filter(Boolean);
      return `# ${p.name}\n\n${facts.join(' ')}`;
    })
    .join('\n\n');
}

export type InventoryFormat = 'json' | 'csv';

const inventoryKey = (businessId: number, id: number, format: InventoryFormat) =>
  `odoo-inventory/${businessId}/${id}/products.${format}`;

export function createOdooInventory(context: AppContext) {
  const { db, clock, storage } = context;
  const connectors = connectorsOf(context);
  const limits = createKnowledgeLimits(db);

  async function ingest(businessId: number, products: CleanProduct[], actor: AuditActor) {
    const store = context.knowledge;
    const [previous] = await db
      .select({ sourceId: odooInventoryExports.knowledgeSourceId })
      .from(odooInventoryExports)
      .where(
        and(
          eq(odooInventoryExports.businessId, businessId),
          isNotNull(odooInventoryExports.knowledgeSourceId),
        ),
      )
      .orderBy(desc(odooInventoryExports.id))
      .limit(1);
    const text = productsText(products);
    const source = await ingestInput(
      { type: 'text', title: ODOO_INVENTORY_SOURCE_TITLE, text },
      { fetch: context.outbound },
    );
    const sizeBytes = Buffer.byteLength(text);
    const existing =
      previous?.sourceId != null ? await store.getSource(businessId, previous.sourceId) : null;
    // The data centre's plan limits (409 `knowledge_limit`, nothing stored): a first ingest
    // needs room for one more source; any ingest room for its chunks, less those it replaces.
    if (!existing) await limits.assertRoomForSource(businessId);
    await limits.assertRoomForChunks(businessId, source.chunks.length, existing?.chunkCount ?? 0);
    const row = existing
      ? await store.replaceSource(businessId, existing.id, source, { sizeBytes })
      : await store.addSource(businessId, source, { createdBy: actor.userId, sizeBytes });
    if (!row) throw new Error('knowledge source not stored');
    return row.id;
  }

  return {
    async run(
      businessId: number,
      options: { ingest: boolean; overrides?: Partial<OdooSettings> },
      actor: AuditActor,
    ) {
      let raw: unknown[];
      try {
        raw = await connectors.withApp(
          businessId,
          'odoo',
          (ctx) => odooProducts(ctx),
          options.overrides,
        );
      } catch (error) {
        if (error instanceof ConnectorError) {
          throw new ValidationError(error.message, { odoo: [error.message] });
        }
        throw error;
      }
      const products = raw.map(cleanProduct).filter((p): p is CleanProduct => p !== null);
      if (options.ingest && products.length === 0) {
        throw new ValidationError('Odoo has no products to ingest', {
          odoo: ['No products'],
        });
      }
      const knowledgeSourceId = options.ingest ? await ingest(businessId, products, actor) : null;
      // The files first, under the row's id drawn ahead: a stored row always has its files.
      const id = await nextRowId(db, 'odoo_inventory_exports');
      const rawStorageKey = inventoryKey(businessId, id, 'json');
      const csvStorageKey = inventoryKey(businessId, id, 'csv');
      await storage.put(rawStorageKey, Buffer.from(JSON.stringify(raw)), 'application/json');
      await storage.put(csvStorageKey, Buffer.from(productsCsv(products)), 'text/csv');
      const [row] = await db
        .insert(odooInventoryExports)
        .values({
          id,
          businessId,
          productCount: products.length,
          rawStorageKey,
          csvStorageKey,
          knowledgeSourceId,
          createdAt: clock(),
        })
        .returning();
      if (!row) throw new Error('inventory export not stored');
      await context.audit.record(businessId, actor, {
        kind: 'connectors.odoo.inventory_fetched',
        target: String(row.id),
        after: { products: products.length, ingested: options.ingest },
      });
      return row;
    },

    /** A fetch's file: from the file store, or from the row for a fetch stored before it. */
    async file(businessId: number, id: number, format: InventoryFormat): Promise<Buffer> {
      const [row] = await db
        .select()
        .from(odooInventoryExports)
        .where(
          and(eq(odooInventoryExports.id, id), eq(odooInventoryExports.businessId, businessId)),
        );
      if (!row) throw new NotFoundError(`Inventory export ${id} not found`);
      const key = format === 'csv' ? row.csvStorageKey : row.rawStorageKey;
      if (key) {
        const bytes = await storage.get(key);
        if (!bytes) throw new NotFoundError(`Inventory export ${id} not found`);
        return bytes;
      }
      return Buffer.from(format === 'csv' ? (row.csv ?? '') : JSON.stringify(row.raw ?? []));
    },
  };
}
