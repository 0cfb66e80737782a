// POST /odoo/inventory/{business_id} against the fake Odoo, both drivers: the raw JSON and a
// cleaned CSV downloadable; ingest into the knowledge answers a product question through
// /chat; a second ingest replaces the products (a product gone from Odoo is no longer
// found); owner/admin or an API key with inventory:write; agents 403; another business 404;
// Odoo not connected 400; Lisa's own business uses the ODOO_* environment when it has no saved
// connection (no other business does), and one request may override the four values.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import {
  connectorSettings,
  type FakeConnectors,
  fakeConnectorEnv,
  startFakeConnectors,
} from '../../../test/support/fake-connectors.ts';
import {
  createBusiness,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { odooInventoryExports } from '../../db/schema/connectors.ts';
import { businesses } from '../../db/schema/core.ts';
import { knowledgePlans, knowledgeSources } from '../../db/schema/knowledge.ts';
import { LISA_BUSINESS_ID } from '../../db/seed.ts';
import { productsCsv } from './odoo-inventory.ts';

describe.each(testDrivers)('odoo inventory on %s', (driver) => {
  let api: TestServer;
  let fake: FakeConnectors;

  beforeAll(async () => {
    fake = await startFakeConnectors();
    const odoo = connectorSettings(fake).odoo;
    api = await startTestServer(driver, {
      engine: 'knowledge',
      env: {
        ...fakeConnectorEnv(fake),
        ODOO_URL: odoo.url,
        ODOO_DB: odoo.database,
        ODOO_USER_ID: String(odoo.user_id),
        ODOO_API_KEY: odoo.api_key,
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
  });

  async function member(businessId: number, role: 'owner' | 'agent' = 'owner') {
    const [user] = await api.database.db
      .insert(users)
      .values({
        name: `${role} ${businessId}`,
        email: `${role}-${businessId}-${Date.now()}-${Math.random()}@inventory.test`,
        passwordHash: 'not used',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await api.database.db.insert(memberships).values({ userId: user.id, businessId, role });
    return (await api.server.context.sessions.create(user.id, businessId, null)).token;
  }

  async function call(method: string, path: string, token: string, body?: unknown) {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // CSV
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they expect
    return { status: response.status, body: parsed as any, headers: response.headers };
  }

  it('stores the raw JSON and a clean CSV, ingests them, and answers a product question through /chat', async () => {
    const businessId = await createBusiness(api.database, { name: 'Mug Shop', credits: 100 });
    const token = await member(businessId);
    const notConnected = await call('POST', `/odoo/inventory/${businessId}`, token);
    expect(notConnected.status).toBe(400);
    expect(notConnected.body.message).toMatch(/Odoo is not connected/);
    expect(
      (await call('PUT', '/api/connectors/odoo', token, connectorSettings(fake).odoo)).status,
    ).toBe(200);

    const fetched = await call('POST', `/odoo/inventory/${businessId}`, token);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toMatchObject({ products: 2, ingested: false, knowledge_source_id: null });
    const json = await call('GET', fetched.body.json_url, token);
    expect(json.status).toBe(200);
    expect(json.body.map((p: { name: string }) => p.name)).toEqual(['Blue Mug', 'Red Teapot']);
    const csv = await call('GET', fetched.body.csv_url, token);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment/);
    expect(csv.body).toBe(
      'id,name,sku,price,quantity,category,description\n11,Blue Mug,,9.5,12,,\n12,Red Teapot,,30,0,,\n',
    );
    expect(fake.to('POST /odoo/jsonrpc').at(-1)?.body.params.args.slice(3, 5)).toEqual([
      'product.product',
      'search_read',
    ]);

    const ingested = await call('POST', `/odoo/inventory/${businessId}?ingest=true`, token);
    expect(ingested.status).toBe(200);
    expect(ingested.body.ingested).toBe(true);
    const sourceId = ingested.body.knowledge_source_id as number;
    const chat = (message: string) =>
      postJson(`${api.url}/chat`, {
        message,
        business_id: businessId,
        customer_id: `inv-${driver}-${Date.now()}-${Math.random()}`,
      });
    const answer = await chat('How much does the Blue Mug cost?');
    expect(answer.status).toBe(200);
    expect(answer.body.response).toContain('The Blue Mug costs 9.50');

    // Odoo drops the teapot and renames the mug: the re-ingest (body flag) replaces the source.
    const before = [...fake.odooProducts];
    fake.odooProducts.splice(0, fake.odooProducts.length, {
      id: 11,
      name: 'Green Mug',
      qty_available: 3,
      list_price: 11,
      sale_ok: true,
    });
    try {
      const again = await call('POST', `/odoo/inventory/${businessId}`, token, { ingest: true });
      expect(again.status).toBe(200);
      expect(again.body.knowledge_source_id).toBe(sourceId);
      const sources = await api.database.db
        .select()
        .from(knowledgeSources)
        .where(eq(knowledgeSources.businessId, businessId));
      expect(sources).toHaveLength(1);
      const green = await chat('How much does the Green Mug cost?');
      expect(green.body.response).toContain('The Green Mug costs 11.00');
      const teapot = await chat('How much does the Red Teapot cost?');
      expect(teapot.body.response).not.toContain('Red Teapot costs');
    } finally {
      fake.odooProducts.splice(0, fake.odooProducts.length, ...before);
    }
  });

  it('keeps the files in the file store, still serves a fetch stored before it, and removes them with the business', async () => {
    const { db } = api.database;
    const { storage, storageRemovals } = api.server.context;
    const businessId = await createBusiness(api.database, { name: 'Tea Shop', credits: 10 });
    const token = await member(businessId);
    expect(
      (await call('PUT', '/api/connectors/odoo', token, connectorSettings(fake).odoo)).status,
    ).toBe(200);
    const fetched = await call('POST', `/odoo/inventory/${businessId}`, token);
    expect(fetched.status).toBe(200);
    const id = fetched.body.export_id as number;
    const [row] = await db
      .select()
      .from(odooInventoryExports)
      .where(eq(odooInventoryExports.id, id));
    const jsonKey = `odoo-inventory/${businessId}/${id}/products.json`;
    const csvKey = `odoo-inventory/${businessId}/${id}/products.csv`;
    expect(row).toMatchObject({
      raw: null,
      csv: null,
      rawStorageKey: jsonKey,
      csvStorageKey: csvKey,
    });
    const csv = await call('GET', fetched.body.csv_url, token);
    expect(csv.body).toMatch(/^id,name,sku,price/);
    expect((await storage.get(csvKey))?.toString()).toBe(csv.body);
    const json = await call('GET', fetched.body.json_url, token);
    expect(JSON.parse((await storage.get(jsonKey))?.toString() ?? 'null')).toEqual(json.body);

    // A fetch stored before the file store: its JSON and CSV are in the row, still served.
    const [legacy] = await db
      .insert(odooInventoryExports)
      .values({
        businessId,
        productCount: 1,
        raw: [{ id: 1, name: 'Old Mug' }],
        csv: 'id,name\n1,Old Mug\n',
      })
      .returning({ id: odooInventoryExports.id });
    const legacyBase = `/odoo/inventory/${businessId}/exports/${legacy?.id}`;
    expect((await call('GET', `${legacyBase}/products.json`, token)).body).toEqual([
      { id: 1, name: 'Old Mug' },
    ]);
    expect((await call('GET', `${legacyBase}/products.csv`, token)).body).toBe(
      'id,name\n1,Old Mug\n',
    );
    // A row with neither its files nor the old columns is refused by the database.
    await expect(
      db.insert(odooInventoryExports).values({ businessId, productCount: 0 }),
    ).rejects.toThrow();

    // The business is deleted (the cascade): its files go too.
    await db.delete(businesses).where(eq(businesses.id, businessId));
    await storageRemovals.drain();
    expect(await storage.get(jsonKey)).toBeNull();
    expect(await storage.get(csvKey)).toBeNull();
  });

  it('keeps the ingest within the knowledge plan: 409, nothing stored; a re-ingest that fits passes', async () => {
    const businessId = await createBusiness(api.database, { name: 'Full Shop' });
    const token = await member(businessId);
    await call('PUT', '/api/connectors/odoo', token, connectorSettings(fake).odoo);
    await api.database.db.insert(knowledgePlans).values({ businessId, plan: 'small' });
    const fill = (n: number, chunkCount: number) =>
      api.database.db.insert(knowledgeSources).values(
        Array.from({ length: n }, (_, i) => ({
          businessId,
          kind: 'text' as const,
          title: `Filler ${i}`,
          contentHash: `filler-${i}`,
          chunkCount,
        })),
      );
    const exportsOf = () =>
      api.database.db
        .select()
        .from(odooInventoryExports)
        .where(eq(odooInventoryExports.businessId, businessId));
    const sourcesOf = () =>
      api.database.db
        .select()
        .from(knowledgeSources)
        .where(eq(knowledgeSources.businessId, businessId));

    await fill(20, 1);
    const noSource = await call('POST', `/odoo/inventory/${businessId}?ingest=true`, token);
    expect(noSource.status).toBe(409);
    expect(noSource.body).toMatchObject({
      error: 'conflict',
      message:
        'Your small knowledge base holds up to 20 sources, and all are in use. Delete one you no longer need, or ask us for a larger plan.',
    });
    expect(await exportsOf()).toHaveLength(0);
    expect(await sourcesOf()).toHaveLength(20);
    // A fetch without ingest takes no knowledge room and still works.
    expect((await call('POST', `/odoo/inventory/${businessId}`, token)).status).toBe(200);

    await api.database.db
      .delete(knowledgeSources)
      .where(eq(knowledgeSources.businessId, businessId));
    await fill(1, 2000);
    const noChunks = await call('POST', `/odoo/inventory/${businessId}`, token, { ingest: true });
    expect(noChunks.status).toBe(409);
    expect(noChunks.body.message).toMatch(
      /^Your small knowledge base holds up to 2,000 chunks; this would make [\d,]+\. Remove some content, or ask us for a larger plan\.$/,
    );
    expect(await exportsOf()).toHaveLength(1);
    expect(await sourcesOf()).toHaveLength(1);

    // Room for the products: ingested; then full to the brim, a re-ingest of as much replaces.
    await api.database.db
      .update(knowledgeSources)
      .set({ chunkCount: 1900 })
      .where(eq(knowledgeSources.businessId, businessId));
    const ingested = await call('POST', `/odoo/inventory/${businessId}?ingest=true`, token);
    expect(ingested.status, JSON.stringify(ingested.body)).toBe(200);
    const [products] = (await sourcesOf()).filter(
      (row) => row.id === ingested.body.knowledge_source_id,
    );
    const used = 2000 - (products?.chunkCount ?? 0);
    await api.database.db
      .update(knowledgeSources)
      .set({ chunkCount: used })
      .where(
        and(eq(knowledgeSources.businessId, businessId), eq(knowledgeSources.title, 'Filler 0')),
      );
    const again = await call('POST', `/odoo/inventory/${businessId}?ingest=true`, token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.knowledge_source_id).toBe(ingested.body.knowledge_source_id);
  });

  it('lets owners and inventory keys in, keeps agents and other businesses out', async () => {
    const businessId = await createBusiness(api.database, { name: 'Keys Shop' });
    const otherId = await createBusiness(api.database, { name: 'Other Shop' });
    const owner = await member(businessId);
    const agent = await member(businessId, 'agent');
    const outsider = await member(otherId);
    await call('PUT', '/api/connectors/odoo', owner, connectorSettings(fake).odoo);
    expect((await call('POST', `/odoo/inventory/${businessId}`, agent)).status).toBe(403);
    expect((await call('POST', `/odoo/inventory/${businessId}`, outsider)).status).toBe(404);
    const made = await call('POST', '/api/api-keys', owner, {
      name: 'ERP sync',
      scopes: ['inventory:write'],
    });
    expect(made.status).toBe(201);
    const viaKey = await call('POST', `/odoo/inventory/${businessId}`, made.body.key);
    expect(viaKey.status).toBe(200);
    const otherKey = await call('POST', '/api/api-keys', owner, {
      name: 'Contacts only',
      scopes: ['contacts:read'],
    });
    expect((await call('POST', `/odoo/inventory/${businessId}`, otherKey.body.key)).status).toBe(
      403,
    );
    // Another business's export id answers 404, and a bad body 400.
    expect(
      (
        await call(
          'GET',
          `${viaKey.body.csv_url}`.replace(`/${businessId}/`, `/${otherId}/`),
          outsider,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call('POST', `/odoo/inventory/${businessId}`, owner, { ingest: 'yes' })).status,
    ).toBe(400);
  });

  it("uses the ODOO_* environment for Lisa's own business only, and one request's overrides", async () => {
    const lisa = await member(LISA_BUSINESS_ID);
    const fromEnv = await call('POST', `/odoo/inventory/${LISA_BUSINESS_ID}`, lisa);
    expect(fromEnv.status, JSON.stringify(fromEnv.body)).toBe(200);
    expect(fromEnv.body.products).toBe(fake.odooProducts.length);
    const shown = await call('GET', '/api/connectors/odoo', lisa);
    expect(shown.body).toMatchObject({
      connected: true,
      settings: { database: 'lisa', user_id: 2 },
      secret_hints: { api_key: '…1234' },
      connected_at: null,
    });
    expect((await call('DELETE', '/api/connectors/odoo', lisa)).status).toBe(400);

    // Another business does not get the platform's Odoo.
    const otherId = await createBusiness(api.database);
    const other = await member(otherId);
    const none = await call('POST', `/odoo/inventory/${otherId}`, other);
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/^Odoo is not connected/);
    // All four values in the request: fetched with them, nothing saved.
    const odoo = connectorSettings(fake).odoo;
    const once = await call('POST', `/odoo/inventory/${otherId}`, other, { ...odoo });
    expect(once.status, JSON.stringify(once.body)).toBe(200);
    expect((await call('GET', '/api/connectors/odoo', other)).body.connected).toBe(false);
    const partial = await call('POST', `/odoo/inventory/${otherId}`, other, { url: odoo.url });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe(
      'Give the API key with a different Odoo URL or database (the saved key is only sent to its own server).',
    );
    // A saved connection: another database needs its key; the user id alone may change.
    await call('PUT', '/api/connectors/odoo', other, odoo);
    const before = fake.to('POST /odoo/jsonrpc').length;
    const staging = await call('POST', `/odoo/inventory/${otherId}`, other, {
      database: 'staging',
    });
    expect(staging.status).toBe(400);
    expect(fake.to('POST /odoo/jsonrpc').length).toBe(before);
    const wrongUser = await call('POST', `/odoo/inventory/${otherId}`, other, { user_id: 99 });
    expect(wrongUser.status).toBe(400);
    expect(wrongUser.body.message).toMatch(/^Odoo refused the credentials/);
    expect(fake.to('POST /odoo/jsonrpc').at(-1)?.body.params.args.slice(0, 3)).toEqual([
      'lisa',
      99,
      odoo.api_key,
    ]);
    expect(
      (await call('POST', `/odoo/inventory/${otherId}`, other, { user_id: 'seven' })).status,
    ).toBe(400);
  });

  it('cleans product rows for the CSV: HTML out, formulas defused, quotes escaped', () => {
    expect(
      productsCsv([
        {
          id: 1,
          name: '=HYPERLINK("x")',
          sku: 'A,1',
          price: 2,
          quantity: null,
          category: 'All / Mugs',
          description: 'Big',
        },
      ]),
    ).toBe(
      'id,name,sku,price,quantity,category,description\n1,"\'=HYPERLINK(""x"")","A,1",2,,All / Mugs,Big\n',
    );
  });
});
