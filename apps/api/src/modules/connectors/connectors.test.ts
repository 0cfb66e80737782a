// Connectors against a loopback fake of Zoho CRM, Odoo, Kijani, Asana and Google Calendar
// (test/support/fake-connectors.ts, the real request and answer shapes): connecting tests the
// connection at once, secrets are sealed (the stored row holds none in clear), wrong
// credentials give a failing health in plain words, OAuth tokens are refreshed on 401, each
// action reaches the fake with the service's own shape, a repeated idempotency key calls
// nothing twice, roles and businesses are kept apart.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import {
  connectorSettings,
  FAKE,
  type FakeConnectors,
  fakeConnectorEnv,
  startFakeConnectors,
} from '../../../test/support/fake-connectors.ts';
import {
  createBusiness,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import {
  connectorCalls,
  connectorConnections,
  connectorSyncs,
} from '../../db/schema/connectors.ts';
import { contacts } from '../../db/schema/core.ts';
import { odooProducts } from './apps/odoo.ts';
import { connectorsOf } from './index.ts';
import { createSyncProgress, SYNC_STALE_MS } from './sync-progress.ts';

describe.each(testDrivers)('connectors on %s', (driver) => {
  let api: TestServer;
  let fake: FakeConnectors;

  beforeAll(async () => {
    fake = await startFakeConnectors();
    api = await startTestServer(driver, { env: fakeConnectorEnv(fake) });
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
  });

  async function member(businessId: number, role: 'owner' | 'admin' | 'agent' = 'owner') {
    const { db } = api.database;
    const [user] = await db
      .insert(users)
      .values({
        name: `${role} ${businessId}`,
        email: `${role}-${businessId}-${Date.now()}-${Math.random()}@connectors.test`,
        passwordHash: 'not used',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await db.insert(memberships).values({ userId: user.id, businessId, role });
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
    // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they expect
    return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
  }

  it('connects each app, tests it at once, keeps secrets sealed and shows only hints', async () => {
    const businessId = await createBusiness(api.database);
    const token = await member(businessId);
    const settings = connectorSettings(fake);
    for (const [app, body] of Object.entries(settings)) {
      const connected = await call('PUT', `/api/connectors/${app}`, token, body);
      expect(connected.status, app).toBe(200);
      expect(connected.body.test, app).toMatchObject({ ok: true });
      expect(connected.body.connection).toMatchObject({
        app,
        connected: true,
        health: 'ok',
        last_error: null,
      });
    }
    const list = await call('GET', '/api/connectors', token);
    expect(list.body.connectors.every((c: { connected: boolean }) => c.connected)).toBe(true);
    const odoo = list.body.connectors.find((c: { app: string }) => c.app === 'odoo');
    expect(odoo.settings).toMatchObject({ database: 'lisa', user_id: 2 });
    expect(odoo.settings.api_key).toBeUndefined();
    expect(odoo.secret_hints.api_key).toBe('…1234');
    // Nothing secret in clear at rest, and the sealed value is bound to its row.
    const rows = await api.database.db
      .select()
      .from(connectorConnections)
      .where(eq(connectorConnections.businessId, businessId));
    const stored = JSON.stringify(rows);
    for (const secret of [
      FAKE.odoo.apiKey,
      FAKE.zoho.refreshToken,
      FAKE.zoho.clientSecret,
      FAKE.asana.token,
      FAKE.google.refreshToken,
      FAKE.kijani.apiKey,
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).not.toMatch(/zoho-access-|google-access-/);
    // The OAuth apps really asked for tokens with the real shapes.
    const zohoToken = fake.to('POST /zoho-accounts/oauth/v2/token').at(-1);
    expect(zohoToken?.query.get('grant_type')).toBe('refresh_token');
    expect(fake.to('GET /zoho/crm/v8/org').at(-1)?.headers.authorization).toMatch(
      /^Zoho-oauthtoken zoho-access-/,
    );
    expect(fake.to('GET /google/calendar/v3/calendars/primary').length).toBeGreaterThan(0);
  });

  it('says in plain words when credentials are wrong, and refuses bad settings with 400', async () => {
    const businessId = await createBusiness(api.database);
    const token = await member(businessId);
    const settings = connectorSettings(fake);
    const odoo = await call('PUT', '/api/connectors/odoo', token, {
      ...settings.odoo,
      api_key: 'wrong-key-0000',
    });
    expect(odoo.status).toBe(200);
    expect(odoo.body.test.ok).toBe(false);
    expect(odoo.body.test.message).toMatch(/Odoo refused the credentials/);
    expect(odoo.body.connection.health).toBe('failing');
    const zoho = await call('PUT', '/api/connectors/zoho-crm', token, {
      ...settings['zoho-crm'],
      refresh_token: 'expired',
    });
    expect(zoho.body.test.message).toMatch(/Zoho CRM refused the refresh token/);
    const asana = await call('PUT', '/api/connectors/asana', token, {
      ...settings.asana,
      access_token: 'bad-token-0000',
    });
    expect(asana.body.test.message).toMatch(/Asana refused the credentials: Not Authorized/);

    const missing = await call('PUT', '/api/connectors/odoo', token, {
      url: 'not a url',
      database: 'x',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/URL must be a web address/);
    const unknown = await call('PUT', '/api/connectors/salesforce', token, {});
    expect(unknown.status).toBe(400);
    const extra = await call('PUT', '/api/connectors/kijani', token, {
      ...settings.kijani,
      other: 'x',
    });
    expect(extra.status).toBe(400);
    // Still the failing Odoo settings: the refused ones changed nothing.
    const after = await call('GET', '/api/connectors/odoo', token);
    expect(after.body.secret_hints.api_key).toBe('…0000');
  });

  it('warns before an Odoo API key expires', async () => {
    const businessId = await createBusiness(api.database);
    const token = await member(businessId);
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const connected = await call('PUT', '/api/connectors/odoo', token, {
      ...connectorSettings(fake).odoo,
      api_key_expires_on: soon,
    });
    expect(connected.body.connection.warning).toMatch(/expires in [45] days/);
  });

  it('calls each action with the real shapes, refreshes a revoked token, never sends a key twice', async () => {
    const businessId = await createBusiness(api.database);
    const token = await member(businessId);
    for (const [app, body] of Object.entries(connectorSettings(fake))) {
      await call('PUT', `/api/connectors/${app}`, token, body);
    }
    const service = connectorsOf(api.server.context);
    const tz = 'Africa/Nairobi';
    const lead = {
      name: 'Ada Lovelace',
      email: `ada-${driver}@example.com`,
      phone: '+254712345678',
      company: 'Engines',
    };

    const zoho = await service.call(
      businessId,
      'zoho-crm',
      'create_lead',
      lead,
      `k-${driver}-zoho`,
      tz,
    );
    expect(zoho.output.action).toBe('insert');
    const upsert = fake.to('POST /zoho/crm/v8/Leads/upsert').at(-1);
    expect(upsert?.body).toEqual({
      data: [
        {
          Last_Name: 'Lovelace',
          First_Name: 'Ada',
          Email: lead.email,
          Phone: lead.phone,
          Company: 'Engines',
          Lead_Source: 'Chat',
        },
      ],
      duplicate_check_fields: ['Email', 'Phone'],
    });
    // The same key again: answered from the log, Zoho is not called.
    const before = fake.to('POST /zoho/crm/v8/Leads/upsert').length;
    expect(
      await service.call(businessId, 'zoho-crm', 'create_lead', lead, `k-${driver}-zoho`, tz),
    ).toEqual(zoho);
    expect(fake.to('POST /zoho/crm/v8/Leads/upsert').length).toBe(before);
    // A revoked access token: one 401, a refresh, the call goes through.
    fake.revokeTokens();
    const again = await service.call(
      businessId,
      'zoho-crm',
      'create_lead',
      lead,
      `k-${driver}-zoho-2`,
      tz,
    );
    expect(again.output.action).toBe('update');
    expect(again.recordId).toBe(zoho.recordId);

    const odooLead = await service.call(
      businessId,
      'odoo',
      'create_lead',
      lead,
      `k-${driver}-odoo`,
      tz,
    );
    const rpc = fake.to('POST /odoo/jsonrpc').at(-1)?.body;
    expect(rpc).toMatchObject({
      jsonrpc: '2.0',
      method: 'call',
      params: { service: 'object', method: 'execute_kw' },
    });
    expect(rpc.params.args.slice(0, 5)).toEqual([
      'lisa',
      2,
      FAKE.odoo.apiKey,
      'crm.lead',
      'create',
    ]);
    expect(fake.odooLeads.find((row) => String(row.id) === odooLead.recordId)).toMatchObject({
      contact_name: 'Ada Lovelace',
      email_from: lead.email,
    });
    // The same contact again (another step): the open lead is updated, not doubled.
    const leadsBefore = fake.odooLeads.length;
    const updated = await service.call(
      businessId,
      'odoo',
      'create_lead',
      { ...lead, email: lead.email.toUpperCase(), phone: '+254700000001', notes: 'Asked again' },
      `k-${driver}-odoo-again`,
      tz,
    );
    expect(updated.recordId).toBe(odooLead.recordId);
    expect(fake.odooLeads.length).toBe(leadsBefore);
    const write = fake.to('POST /odoo/jsonrpc').at(-1)?.body.params.args;
    expect(write.slice(3, 5)).toEqual(['crm.lead', 'write']);
    expect(write[5][0]).toEqual([Number(odooLead.recordId)]);
    expect(fake.odooLeads.find((row) => String(row.id) === odooLead.recordId)).toMatchObject({
      contact_name: 'Ada Lovelace',
      email_from: lead.email,
      phone: '+254700000001',
      description: `Lisa ref: k-${driver}-odoo\nAsked again\nLisa ref: k-${driver}-odoo-again`,
    });
    const stock = await service.call(
      businessId,
      'odoo',
      'check_inventory',
      { product: 'blue mug' },
      `k-${driver}-stock`,
      tz,
    );
    expect(stock.output).toEqual({
      in_stock: true,
      quantity: 12,
      product_name: 'Blue Mug',
      price: 9.5,
    });
    const none = await service.call(
      businessId,
      'odoo',
      'check_inventory',
      { product: 'teapot' },
      `k-${driver}-stock2`,
      tz,
    );
    expect(none.output.in_stock).toBe(false);

    const kijaniLead = await service.call(
      businessId,
      'kijani',
      'create_lead',
      lead,
      `k-${driver}-kijani`,
      tz,
    );
    expect(fake.kijaniLeads.find((row) => String(row.id) === kijaniLead.recordId)).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    expect(fake.to('POST /kijani/api/v1/leads').at(-1)?.headers['idempotency-key']).toBe(
      `k-${driver}-kijani`,
    );

    const task = await service.call(
      businessId,
      'asana',
      'create_task',
      { title: 'Call Ada back', notes: 'From chat', due_on: '2026-12-01' },
      `k-${driver}-asana`,
      tz,
    );
    expect(task.output.task_url).toContain('app.asana.com');
    expect(fake.to('POST /asana/api/1.0/tasks').at(-1)?.body).toEqual({
      data: {
        name: 'Call Ada back',
        notes: `From chat\n\nLisa ref: k-${driver}-asana`,
        projects: [FAKE.asana.project],
        due_on: '2026-12-01',
      },
    });

    fake.googleBusy.push({ start: '2026-12-01T07:00:00Z', end: '2026-12-01T08:00:00Z' });
    const busy = await service.call(
      businessId,
      'calendar',
      'check_availability',
      { start: '2026-12-01T07:30:00Z', duration_minutes: '30' },
      `k-${driver}-fb1`,
      tz,
    );
    expect(busy.output).toEqual({ available: false, busy_until: '2026-12-01T08:00:00Z' });
    const free = await service.call(
      businessId,
      'calendar',
      'check_availability',
      { start: '2026-12-01T09:00:00Z' },
      `k-${driver}-fb2`,
      tz,
    );
    expect(free.output.available).toBe(true);
    expect(fake.to('POST /google/calendar/v3/freeBusy').at(-1)?.body).toMatchObject({
      timeMin: '2026-12-01T09:00:00.000Z',
      timeMax: '2026-12-01T09:30:00.000Z',
      items: [{ id: 'primary' }],
    });

    // A booking whose answer is lost: the retry gets 409 and reads the first event; one event.
    fake.queue('POST /google/calendar/v3/calendars/primary/events', {
      status: 0,
      body: null,
      lose: true,
    });
    const input = {
      title: 'Cleaning',
      start: '2026-12-01T09:00:00Z',
      duration_minutes: '45',
      attendee_email: lead.email,
    };
    await expect(
      service.call(businessId, 'calendar', 'book_event', input, `k-${driver}-book`, tz),
    ).rejects.toMatchObject({ retryable: true });
    const eventsBefore = fake.googleEvents.size;
    const booked = await service.call(
      businessId,
      'calendar',
      'book_event',
      input,
      `k-${driver}-book`,
      tz,
    );
    expect(fake.googleEvents.size).toBe(eventsBefore);
    expect(booked.output.meet_url).toMatch(/meet\.google\.com/);
    const event = fake.googleEvents.get(String(booked.recordId));
    expect(event).toMatchObject({
      summary: 'Cleaning',
      attendees: [{ email: lead.email }],
      end: { dateTime: '2026-12-01T09:45:00.000Z' },
    });

    // Asana has no idempotency key: a create whose answer was lost is retried by looking the
    // task up by the key in its notes first (one task, the same gid).
    const tasksBefore = fake.asanaTasks.length;
    fake.queue('POST /asana/api/1.0/tasks', { status: 0, body: null, lose: true });
    const lostKey = `k-${driver}-asana-lost`;
    await expect(
      service.call(businessId, 'asana', 'create_task', { title: 'Lost once' }, lostKey, tz),
    ).rejects.toMatchObject({ retryable: true });
    expect(fake.asanaTasks.length).toBe(tasksBefore + 1);
    const found = await service.call(
      businessId,
      'asana',
      'create_task',
      { title: 'Lost once' },
      lostKey,
      tz,
    );
    expect(fake.asanaTasks.length).toBe(tasksBefore + 1);
    expect(found.recordId).toBe(fake.asanaTasks.at(-1)?.gid);
    expect(fake.to('GET /asana/api/1.0/tasks').at(-1)?.query.get('project')).toBe(
      FAKE.asana.project,
    );
    // A process killed after Asana answered but before the answer was logged leaves only the
    // intent row written before the call (what this rewrite of the row reproduces). The service
    // keeps nothing in memory, so the next attempt, as after a restart, learns from that row
    // alone that it is a retry, and finds the task by its key instead of making a second.
    const killedKey = `k-${driver}-asana-killed`;
    const createKilled = () =>
      service.call(
        businessId,
        'asana',
        'create_task',
        { title: 'Killed before the log' },
        killedKey,
        tz,
      );
    const first = await createKilled();
    const [logged] = await api.database.db
      .update(connectorCalls)
      .set({ ok: false, recordId: null, output: null })
      .where(eq(connectorCalls.idempotencyKey, killedKey))
      .returning();
    expect(logged?.error).toBeNull();
    const cutOff = await call('GET', '/api/connectors/asana/log', token);
    expect(cutOff.body.entries[0]).toMatchObject({
      ok: false,
      error: 'No answer recorded: the call is under way or was interrupted.',
    });
    const lookupsBefore = fake.to('GET /asana/api/1.0/tasks').length;
    const afterRestart = await createKilled();
    expect(afterRestart.recordId).toBe(first.recordId);
    expect(fake.to('GET /asana/api/1.0/tasks').length).toBe(lookupsBefore + 1);
    expect(fake.asanaTasks.filter((t) => t.name === 'Killed before the log')).toHaveLength(1);

    // A retry of a create that never reached Asana looks, finds nothing, and creates it.
    fake.queue('POST /asana/api/1.0/tasks', { status: 503, body: {} });
    const failedKey = `k-${driver}-asana-503-then-ok`;
    await expect(
      service.call(businessId, 'asana', 'create_task', { title: 'Second try' }, failedKey, tz),
    ).rejects.toMatchObject({ retryable: true });
    const created = await service.call(
      businessId,
      'asana',
      'create_task',
      { title: 'Second try' },
      failedKey,
      tz,
    );
    expect(fake.asanaTasks.filter((task) => task.name === 'Second try')).toHaveLength(1);
    expect(created.recordId).toBe(fake.asanaTasks.at(-1)?.gid);

    // 429 and 5xx are retryable with the wait the service asked for; 4xx are not.
    fake.queue('POST /asana/api/1.0/tasks', {
      status: 429,
      body: { errors: [{ message: 'Rate limited' }] },
      headers: { 'retry-after': '7' },
    });
    await expect(
      service.call(businessId, 'asana', 'create_task', { title: 'x' }, `k-${driver}-429`, tz),
    ).rejects.toMatchObject({ retryable: true, retryAfterMs: 7000 });
    fake.queue('POST /asana/api/1.0/tasks', { status: 503, body: {} });
    await expect(
      service.call(businessId, 'asana', 'create_task', { title: 'x' }, `k-${driver}-503`, tz),
    ).rejects.toMatchObject({
      retryable: true,
      message: 'Asana had a problem on its side (HTTP 503)',
    });
    await expect(
      service.call(businessId, 'asana', 'create_task', { title: '' }, `k-${driver}-400`, tz),
    ).rejects.toMatchObject({
      retryable: false,
      message: 'Asana refused the request: name: Missing input',
    });

    const log = await call('GET', '/api/connectors/asana/log', token);
    expect(log.status).toBe(200);
    expect(log.body.entries[0]).toMatchObject({
      ok: false,
      error: 'Asana refused the request: name: Missing input',
    });
    expect(
      log.body.entries.some(
        (entry: { ok: boolean; record_id: string }) =>
          entry.ok && entry.record_id === task.recordId,
      ),
    ).toBe(true);
  });

  it('Zoho: a contact upserted by a step, and the contacts synced 100 a request with per-record outcomes', async () => {
    const businessId = await createBusiness(api.database);
    const otherId = await createBusiness(api.database);
    const token = await member(businessId);
    const agent = await member(businessId, 'agent');
    const notConnected = await call('POST', '/api/connectors/zoho-crm/sync-contacts', token);
    expect(notConnected.status).toBe(400);
    expect(notConnected.body.message).toBe(
      'Zoho CRM is not connected. Connect it on the Integrations page.',
    );
    await call('PUT', '/api/connectors/zoho-crm', token, connectorSettings(fake)['zoho-crm']);
    const service = connectorsOf(api.server.context);

    const person = { name: 'Grace Hopper', email: `grace-${driver}@example.com`, company: 'Navy' };
    const contact = await service.call(
      businessId,
      'zoho-crm',
      'create_contact',
      person,
      `k-${driver}-zoho-contact`,
      'UTC',
    );
    expect(contact.output.action).toBe('insert');
    expect(fake.to('POST /zoho/crm/v8/Contacts/upsert').at(-1)?.body).toEqual({
      data: [
        { Last_Name: 'Hopper', First_Name: 'Grace', Email: person.email, Lead_Source: 'Chat' },
      ],
      duplicate_check_fields: ['Email'],
    });
    expect(fake.zohoContacts.find((c) => c.id === contact.recordId)?.Email).toBe(person.email);

    // 150 contacts with an email or a phone (one email Zoho calls invalid), one with neither,
    // one deleted, one of another business: two requests (100 + 50), per-record outcomes.
    const stamp = `${driver}-${Date.now()}`;
    const people = Array.from({ length: 150 }, (_, i) => ({
      businessId,
      customerId: `sync-${stamp}-${i}`,
      name: `Person ${i}`,
      ...(i % 3 === 2
        ? { phone: `+2547${String(10_000_000 + i)}` }
        : { email: i === 7 ? 'not-an-email' : `p${i}-${stamp}@example.com` }),
    }));
    await api.database.db.insert(contacts).values([
      ...people,
      { businessId, customerId: `sync-${stamp}-none`, name: 'No keys' },
      {
        businessId,
        customerId: `sync-${stamp}-gone`,
        email: `gone-${stamp}@example.com`,
        deletedAt: new Date(),
      },
      { businessId: otherId, customerId: `sync-${stamp}-other`, email: `o-${stamp}@example.com` },
    ]);
    expect((await call('POST', '/api/connectors/zoho-crm/sync-contacts', agent)).status).toBe(403);
    expect((await call('GET', '/api/connectors/zoho-crm/sync-contacts', agent)).status).toBe(403);
    const idle = { running: false, done: 0, total: 0, started_at: null };
    expect((await call('GET', '/api/connectors/zoho-crm/sync-contacts', token)).body).toEqual(idle);
    const requestsBefore = fake.to('POST /zoho/crm/v8/Contacts/upsert').length;
    // Zoho is slow to answer the second request: meanwhile the API says how far it got.
    const first = fake.hold('POST /zoho/crm/v8/Contacts/upsert');
    const second = fake.hold('POST /zoho/crm/v8/Contacts/upsert');
    const running = call('POST', '/api/connectors/zoho-crm/sync-contacts', token);
    await first.arrived;
    expect((await call('GET', '/api/connectors/zoho-crm/sync-contacts', token)).body).toEqual({
      running: true,
      done: 0,
      total: 150,
      started_at: expect.any(String),
    });
    first.release();
    await second.arrived;
    expect((await call('GET', '/api/connectors/zoho-crm/sync-contacts', token)).body).toMatchObject(
      { running: true, done: 100, total: 150 },
    );
    // Another business sees none; a second sync of this one is refused, nothing sent.
    const other = await member(otherId);
    expect((await call('GET', '/api/connectors/zoho-crm/sync-contacts', other)).body).toEqual(idle);
    const twice = await call('POST', '/api/connectors/zoho-crm/sync-contacts', token);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(
      'A sync of the contacts is already running. Wait for it to finish.',
    );
    expect(fake.to('POST /zoho/crm/v8/Contacts/upsert').length).toBe(requestsBefore + 2);
    second.release();
    const synced = await running;
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    expect((await call('GET', '/api/connectors/zoho-crm/sync-contacts', token)).body).toEqual(idle);
    expect(synced.body).toMatchObject({
      sent: 150,
      created: 149,
      updated: 0,
      failed: 1,
      requests: 2,
    });
    expect(synced.body.errors).toEqual([
      { contact_id: expect.any(Number), code: 'INVALID_DATA', message: 'invalid data (Email)' },
    ]);
    const sent = fake.to('POST /zoho/crm/v8/Contacts/upsert').slice(requestsBefore);
    expect(sent.map((r) => r.body.data.length)).toEqual([100, 50]);
    expect(sent[0]?.body.duplicate_check_fields).toEqual(['Email', 'Phone']);
    const emails = sent.flatMap((r) => r.body.data.map((d: { Email?: string }) => d.Email));
    expect(emails).not.toContain(`gone-${stamp}@example.com`);
    expect(emails).not.toContain(`o-${stamp}@example.com`);
    const log = await call('GET', '/api/connectors/zoho-crm/log', token);
    expect(
      log.body.entries.filter((e: { action: string }) => e.action === 'sync_contact'),
    ).toHaveLength(50);
    expect(log.body.entries).toContainEqual(
      expect.objectContaining({ ok: false, error: 'INVALID_DATA: invalid data (Email)' }),
    );
    // Again: Zoho matches every record on its email or phone; nothing new is created.
    const contactsBefore = fake.zohoContacts.length;
    const again = await call('POST', '/api/connectors/zoho-crm/sync-contacts', token);
    expect(again.body).toMatchObject({ sent: 150, created: 0, updated: 149, failed: 1 });
    expect(fake.zohoContacts.length).toBe(contactsBefore);
  });

  it('a contact sync is one per business across API processes; a claim whose process died is taken over', async () => {
    const businessId = await createBusiness(api.database);
    const token = await member(businessId);
    await call('PUT', '/api/connectors/zoho-crm', token, connectorSettings(fake)['zoho-crm']);
    await api.database.db.insert(contacts).values({
      businessId,
      customerId: `claim-${driver}-${Date.now()}`,
      email: `claim-${driver}-${Date.now()}@example.com`,
    });
    // Another API process on the same database is syncing this business.
    const elsewhere = createSyncProgress(api.database.db, 'zoho-crm', () => new Date());
    expect(await elsewhere.claim(businessId)).toBe(true);
    await elsewhere.update(businessId, { total: 40, done: 20 });
    expect((await call('GET', '/api/connectors/zoho-crm/sync-contacts', token)).body).toMatchObject(
      {
        running: true,
        done: 20,
        total: 40,
      },
    );
    const refused = await call('POST', '/api/connectors/zoho-crm/sync-contacts', token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'A sync of the contacts is already running. Wait for it to finish.',
    );
    // That process died: its heartbeat stops, the claim goes stale and a new sync takes it.
    const mine = and(eq(connectorSyncs.businessId, businessId), eq(connectorSyncs.app, 'zoho-crm'));
    await api.database.db
      .update(connectorSyncs)
      .set({ heartbeatAt: new Date(Date.now() - SYNC_STALE_MS - 1000) })
      .where(mine);
    const idle = { running: false, done: 0, total: 0, started_at: null };
    expect((await call('GET', '/api/connectors/zoho-crm/sync-contacts', token)).body).toEqual(idle);
    const synced = await call('POST', '/api/connectors/zoho-crm/sync-contacts', token);
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    expect(synced.body).toMatchObject({ sent: 1, failed: 0 });
    expect(await api.database.db.select().from(connectorSyncs).where(mine)).toEqual([]);
  });

  it('Odoo over JSON-2 when the connection says so: bearer key, database header, named parameters', async () => {
    const businessId = await createBusiness(api.database);
    const token = await member(businessId);
    const settings = { ...connectorSettings(fake).odoo, protocol: 'json2' };
    const badProtocol = await call('PUT', '/api/connectors/odoo', token, {
      ...settings,
      protocol: 'xmlrpc',
    });
    expect(badProtocol.status).toBe(400);
    const wrongKey = await call('PUT', '/api/connectors/odoo', token, {
      ...settings,
      api_key: 'not-the-key',
    });
    expect(wrongKey.body.test).toEqual({
      ok: false,
      message: 'Odoo refused the credentials: Invalid apikey. Check the connection settings.',
    });
    const rpcBefore = fake.to('POST /odoo/jsonrpc').length;
    const connected = await call('PUT', '/api/connectors/odoo', token, settings);
    expect(connected.body.test).toMatchObject({ ok: true });
    expect(connected.body.connection.settings.protocol).toBe('json2');
    const check = fake.to('POST /odoo/json/2/res.partner/search_count').at(-1);
    expect(check?.headers.authorization).toBe(`bearer ${FAKE.odoo.apiKey}`);
    expect(check?.headers['x-odoo-database']).toBe(FAKE.odoo.database);
    expect(check?.body).toEqual({ domain: [] });

    const service = connectorsOf(api.server.context);
    const lead = { name: 'Ada Lovelace', email: `ada-json2-${driver}@example.com` };
    const key = `k-${driver}-odoo-json2`;
    const created = await service.call(businessId, 'odoo', 'create_lead', lead, key, 'UTC');
    // Its own reference first (a retry), then an open lead of the same contact.
    expect(
      fake
        .to('POST /odoo/json/2/crm.lead/search_read')
        .slice(-2)
        .map((request) => request.body),
    ).toEqual([
      { domain: [['description', 'ilike', `Lisa ref: ${key}`]], fields: ['id'], limit: 1 },
      {
        domain: [['email_from', '=ilike', lead.email]],
        fields: ['id', 'description'],
        limit: 1,
      },
    ]);
    expect(fake.to('POST /odoo/json/2/crm.lead/create').at(-1)?.body).toEqual({
      vals_list: [
        {
          name: 'Ada Lovelace',
          contact_name: 'Ada Lovelace',
          email_from: lead.email,
          description: `Lisa ref: ${key}`,
        },
      ],
    });
    expect(created.recordId).toBe(String(fake.odooLeads.at(-1)?.id));
    // The same contact again: the open lead is updated in place (JSON-2 write).
    const updated = await service.call(
      businessId,
      'odoo',
      'create_lead',
      { ...lead, company: 'Analytical Engines' },
      `${key}-again`,
      'UTC',
    );
    expect(updated.recordId).toBe(created.recordId);
    expect(fake.to('POST /odoo/json/2/crm.lead/write').at(-1)?.body).toEqual({
      ids: [Number(created.recordId)],
      vals: {
        contact_name: 'Ada Lovelace',
        partner_name: 'Analytical Engines',
        description: `Lisa ref: ${key}\nLisa ref: ${key}-again`,
      },
    });
    expect(fake.odooLeads.filter((row) => row.email_from === lead.email)).toHaveLength(1);
    // A create whose answer was lost: the retry finds the lead by its reference.
    fake.queue('POST /odoo/json/2/crm.lead/create', { status: 0, body: null, lose: true });
    const lostKey = `k-${driver}-odoo-json2-lost`;
    const other = { name: 'Mary Somerville', email: `mary-json2-${driver}@example.com` };
    await expect(
      service.call(businessId, 'odoo', 'create_lead', other, lostKey, 'UTC'),
    ).rejects.toMatchObject({ retryable: true });
    const leadsBefore = fake.odooLeads.length;
    const found = await service.call(businessId, 'odoo', 'create_lead', other, lostKey, 'UTC');
    expect(fake.odooLeads.length).toBe(leadsBefore);
    expect(found.recordId).toBe(String(fake.odooLeads.at(-1)?.id));

    const stock = await service.call(
      businessId,
      'odoo',
      'check_inventory',
      { product: 'blue mug' },
      `k-${driver}-odoo-json2-stock`,
      'UTC',
    );
    expect(stock.output).toEqual({
      in_stock: true,
      quantity: 12,
      product_name: 'Blue Mug',
      price: 9.5,
    });
    // Partners: found by email (created once, then updated in place), never without a key.
    const email = `grace-json2-${driver}@example.com`;
    const partner = await service.call(
      businessId,
      'odoo',
      'create_contact',
      { name: 'Grace', email },
      `k-${driver}-odoo-partner-1`,
      'UTC',
    );
    const again = await service.call(
      businessId,
      'odoo',
      'create_contact',
      { name: 'Grace Hopper', email: email.toUpperCase(), phone: '+254712345678' },
      `k-${driver}-odoo-partner-2`,
      'UTC',
    );
    expect(again.recordId).toBe(partner.recordId);
    expect(fake.odooPartners.filter((row) => row.email === email)).toEqual([
      { id: Number(partner.recordId), name: 'Grace Hopper', email, phone: '+254712345678' },
    ]);
    expect(fake.to('POST /odoo/json/2/res.partner/write').at(-1)?.body).toEqual({
      ids: [Number(partner.recordId)],
      vals: { name: 'Grace Hopper', phone: '+254712345678' },
    });
    await expect(
      service.call(
        businessId,
        'odoo',
        'create_contact',
        { name: 'No key' },
        `k-${driver}-np`,
        'UTC',
      ),
    ).rejects.toMatchObject({
      retryable: false,
      message: "Odoo needs the customer's email or phone number",
    });
    // A sale order: the customer reference carries the key, one line of the product.
    const orderKey = `k-${driver}-odoo-order`;
    const order = await service.call(
      businessId,
      'odoo',
      'create_order',
      { email, product: 'red teapot', quantity: '2' },
      orderKey,
      'UTC',
    );
    expect(fake.to('POST /odoo/json/2/sale.order/create').at(-1)?.body).toEqual({
      vals_list: [
        {
          partner_id: Number(partner.recordId),
          client_order_ref: `Lisa ${orderKey}`,
          order_line: [[0, 0, { product_id: 12, product_uom_qty: 2 }]],
        },
      ],
    });
    expect(order.output).toMatchObject({
      record_id: Number(order.recordId),
      amount_total: 60,
      partner_id: Number(partner.recordId),
    });
    expect(String(order.output.order_name)).toMatch(/^S\d{5}$/);
    await expect(
      service.call(
        businessId,
        'odoo',
        'create_order',
        { email, product: 'unicorn', quantity: '1' },
        `k-${driver}-odoo-order-2`,
        'UTC',
      ),
    ).rejects.toMatchObject({ retryable: false, message: 'Odoo has no product called "unicorn"' });

    const products = await service.withApp(businessId, 'odoo', (ctx) => odooProducts(ctx));
    expect(products).toHaveLength(fake.odooProducts.length);
    // Nothing of this went through JSON-RPC.
    expect(fake.to('POST /odoo/jsonrpc').length).toBe(rpcBefore);
  });

  it('keeps roles and businesses apart', async () => {
    const a = await createBusiness(api.database);
    const b = await createBusiness(api.database);
    const ownerA = await member(a);
    const adminA = await member(a, 'admin');
    const agentA = await member(a, 'agent');
    const ownerB = await member(b);
    expect(
      (await call('PUT', '/api/connectors/kijani', adminA, connectorSettings(fake).kijani)).status,
    ).toBe(200);
    expect((await call('GET', '/api/connectors', agentA)).status).toBe(403);
    expect(
      (await call('PUT', '/api/connectors/kijani', agentA, connectorSettings(fake).kijani)).status,
    ).toBe(403);
    expect((await call('DELETE', '/api/connectors/kijani', agentA)).status).toBe(403);
    // Business B sees nothing of A's, cannot test or remove it, and A's service calls stay A's.
    expect((await call('GET', '/api/connectors/kijani', ownerB)).body.connected).toBe(false);
    expect((await call('POST', '/api/connectors/kijani/test', ownerB)).status).toBe(404);
    expect((await call('DELETE', '/api/connectors/kijani', ownerB)).status).toBe(404);
    await expect(
      connectorsOf(api.server.context).call(
        b,
        'kijani',
        'create_lead',
        { name: 'X' },
        `iso-${driver}`,
        'UTC',
      ),
    ).rejects.toMatchObject({
      message: 'Kijani is not connected. Connect it on the Integrations page.',
    });
    expect((await call('POST', '/api/connectors/kijani/test', ownerA)).body.test.ok).toBe(true);
    expect((await call('DELETE', '/api/connectors/kijani', ownerA)).status).toBe(204);
    expect((await call('GET', '/api/connectors/kijani', ownerA)).body.connected).toBe(false);
    const left = await api.database.db
      .select()
      .from(connectorCalls)
      .where(eq(connectorCalls.businessId, b));
    expect(left.every((row) => !row.ok)).toBe(true);
  });
});
