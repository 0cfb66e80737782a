// Sales over HTTP on a real server and database: pipelines and stages (default created on
// first use, managers only), the board with counts and KES/USD totals and its filters,
// deals (create, edit, move with optimistic concurrency, lost reason, history, delete),
// leads (list with cursor and filters, status rules, convert linking or creating a
// contact), leads captured from the quote form and from chat, tenant isolation, roles.
import { KES_PER_USD } from '@lisa/contracts/sales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import {
  createBusiness,
  type JsonBody,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import { connect, type TestSocket } from '../../../test/support/ws-client.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { contacts } from '../../db/schema/core.ts';
import { LISA_BUSINESS_ID } from '../../db/seed.ts';
import { contactDetailsIn } from './lead-capture.ts';

type Role = 'owner' | 'admin' | 'agent';
const NOW = new Date('2026-03-10T12:00:00Z');

describe('contactDetailsIn', () => {
  it('finds an email and a phone number of 9 to 15 digits, not short numbers', () => {
    expect(contactDetailsIn('mail me at Jane.Doe@Example.co.ke please')).toEqual({
      email: 'Jane.Doe@Example.co.ke',
      phone: null,
    });
    expect(contactDetailsIn('call +254 712 345 678 tomorrow').phone).toBe('+254 712 345 678');
    expect(contactDetailsIn('I need 2 crowns for 15000 KES')).toEqual({ email: null, phone: null });
  });
});

describe.each(testDrivers)('sales (%s)', (driver) => {
  let api: TestServer;
  let businessId = 0;
  let otherBusinessId = 0;
  const tokens = {} as Record<Role, string>;
  const userIds = {} as Record<Role, number>;
  let outsiderToken = '';
  let counter = 0;

  async function member(business: number, role: Role) {
    counter += 1;
    const { db } = api.database;
    const [user] = await db
      .insert(users)
      .values({
        name: `${role} ${counter}`,
        email: `${role}-${counter}-${driver}-${Date.now()}@sales.test`,
        passwordHash: 'not used: the session is created directly',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await db.insert(memberships).values({ userId: user.id, businessId: business, role });
    const { token } = await api.server.context.sessions.create(user.id, business, null);
    return { id: user.id, token };
  }

  beforeAll(async () => {
    api = await startTestServer(driver, { clock: () => NOW });
    businessId = await createBusiness(api.database, { name: 'Harbour Dental' });
    otherBusinessId = await createBusiness(api.database, { name: 'Other Clinic' });
    for (const role of ['owner', 'admin', 'agent'] as const) {
      const created = await member(businessId, role);
      tokens[role] = created.token;
      userIds[role] = created.id;
    }
    outsiderToken = (await member(otherBusinessId, 'owner')).token;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function call(
    method: string,
    path: string,
    body?: unknown,
    token: string = tokens.owner,
  ): Promise<{ status: number; body: JsonBody }> {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  async function defaultPipeline(token = tokens.owner) {
    const listed = await call('GET', '/api/pipelines', undefined, token);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    return listed.body.data.find((p: JsonBody) => p.is_default);
  }

  async function newDeal(body: Record<string, unknown>, token = tokens.owner) {
    const created = await call('POST', '/api/deals', { title: 'Deal', ...body }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  describe('pipelines', () => {
    it('creates the default pipeline with its six stages the first time a business lists them, once', async () => {
      const [first, second] = await Promise.all([
        call('GET', '/api/pipelines'),
        call('GET', '/api/pipelines', undefined, tokens.agent),
      ]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(first.body.data).toHaveLength(1);
      expect(second.body.data).toHaveLength(1);
      const [pipeline] = first.body.data;
      expect(pipeline).toMatchObject({ name: 'Sales', is_default: true });
      expect(pipeline.stages.map((s: JsonBody) => [s.name, s.kind])).toEqual([
        ['New', 'open'],
        ['Qualified', 'open'],
        ['Meeting', 'open'],
        ['Proposal', 'open'],
        ['Won', 'won'],
        ['Lost', 'lost'],
      ]);
    });

    it('lets managers create, rename, reorder and delete pipelines and stages; agents only read', async () => {
      const refused = await call('POST', '/api/pipelines', { name: 'Corporate' }, tokens.agent);
      expect(refused.status).toBe(403);

      const created = await call(
        'POST',
        '/api/pipelines',
        {
          name: 'Corporate plans',
          stages: [{ name: 'Lead' }, { name: 'Signed', kind: 'won' }],
        },
        tokens.admin,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.id;
      expect(created.body.stages.map((s: JsonBody) => s.name)).toEqual(['Lead', 'Signed']);

      const renamed = await call('PATCH', `/api/pipelines/${id}`, { name: 'Corporate' });
      expect(renamed.body.name).toBe('Corporate');

      const added = await call('POST', `/api/pipelines/${id}/stages`, {
        name: 'Pitch',
        position: 1,
      });
      expect(added.status).toBe(201);
      expect(added.body.stages.map((s: JsonBody) => [s.name, s.position])).toEqual([
        ['Lead', 0],
        ['Pitch', 1],
        ['Signed', 2],
      ]);
      const pitch = added.body.stages[1];
      const moved = await call('PATCH', `/api/pipelines/${id}/stages/${pitch.id}`, {
        position: 0,
        name: 'First pitch',
        kind: 'open',
      });
      expect(moved.body.stages.map((s: JsonBody) => s.name)).toEqual([
        'First pitch',
        'Lead',
        'Signed',
      ]);
      const badKind = await call('PATCH', `/api/pipelines/${id}/stages/${pitch.id}`, {
        kind: 'maybe',
      });
      expect(badKind.status).toBe(400);
      expect(badKind.body.message).toBe('Choose open, won or lost');

      // A stage with a deal cannot go; an empty one can.
      const deal = await newDeal({ pipeline_id: id });
      expect(deal.stage_id).toBe(pitch.id);
      const busy = await call('DELETE', `/api/pipelines/${id}/stages/${pitch.id}`);
      expect(busy.status).toBe(409);
      expect(busy.body.message).toBe('Move the deals out of this stage before deleting it.');
      const hasDeals = await call('DELETE', `/api/pipelines/${id}`);
      expect(hasDeals.status).toBe(409);
      expect((await call('DELETE', `/api/deals/${deal.id}`)).status).toBe(204);
      const removedStage = await call('DELETE', `/api/pipelines/${id}/stages/${pitch.id}`);
      expect(removedStage.status).toBe(200);
      expect(removedStage.body.stages.map((s: JsonBody) => [s.name, s.position])).toEqual([
        ['Lead', 0],
        ['Signed', 1],
      ]);

      const byAgent = await call('DELETE', `/api/pipelines/${id}`, undefined, tokens.agent);
      expect(byAgent.status).toBe(403);
      expect((await call('DELETE', `/api/pipelines/${id}`)).status).toBe(204);
      expect((await call('GET', `/api/pipelines/${id}`)).status).toBe(404);

      const main = await defaultPipeline();
      const defaultGone = await call('DELETE', `/api/pipelines/${main.id}`);
      expect(defaultGone.status).toBe(409);
      expect(defaultGone.body.message).toBe('The default pipeline cannot be deleted.');
    });

    it('refuses bad input with 400 and changes nothing', async () => {
      for (const body of [{}, { name: '' }, { name: 'x'.repeat(121) }, { name: 'A', stages: [] }]) {
        const answer = await call('POST', '/api/pipelines', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
      }
      expect((await call('PATCH', '/api/pipelines/99999999', { name: 'A' })).status).toBe(404);
      expect((await call('PATCH', '/api/pipelines/abc', { name: 'A' })).status).toBe(400);
      expect((await call('PATCH', '/api/pipelines/1', {})).status).toBe(400);
      expect((await call('GET', '/api/pipelines/99999999999')).status).toBe(400);
      const list = await call('GET', '/api/pipelines');
      expect(list.body.data).toHaveLength(1);
    });
  });

  describe('deals', () => {
    it('creates deals in the first stage by default and answers the board with counts and totals in both currencies', async () => {
      const pipeline = await defaultPipeline();
      const [newStage, qualified] = pipeline.stages;
      const a = await newDeal({ title: 'Implants', amount_minor: 12_980_000, currency: 'KES' });
      expect(a).toMatchObject({ stage_id: newStage.id, position: 0, version: 0 });
      const b = await newDeal({ title: 'Corporate plan', amount_minor: 100_000, currency: 'USD' });
      expect(b.position).toBe(1);
      await newDeal({ title: 'Aligners', stage_id: qualified.id, amount_minor: 50_000 });

      const board = await call(
        'GET',
        `/api/deals?pipeline_id=${pipeline.id}`,
        undefined,
        tokens.agent,
      );
      expect(board.status).toBe(200);
      expect(board.body.kes_per_usd).toBe(KES_PER_USD);
      const stage = (id: number) => board.body.stages.find((s: JsonBody) => s.id === id);
      expect(stage(newStage.id)).toMatchObject({
        count: 2,
        // 129,800.00 KES + 1,000.00 USD (= 129,800.00 KES)
        total: { kes_minor: 25_960_000, usd_minor: 200_000 },
      });
      expect(stage(qualified.id)).toMatchObject({ count: 1 });
      expect(board.body.count).toBe(3);
      expect(board.body.deals.map((d: JsonBody) => d.title)).toEqual([
        'Implants',
        'Corporate plan',
        'Aligners',
      ]);
      // The default pipeline when none is named.
      const byDefault = await call('GET', '/api/deals');
      expect(byDefault.body.pipeline.id).toBe(pipeline.id);
    });

    it('filters the board by owner and expected close date range', async () => {
      const pipeline = await defaultPipeline();
      const owned = await newDeal({
        title: 'Whitening package',
        owner_id: userIds.agent,
        expected_close_date: '2026-05-10',
      });
      await newDeal({ title: 'Checkup plan', expected_close_date: '2026-08-01' });
      const mine = await call(
        'GET',
        `/api/deals?pipeline_id=${pipeline.id}&owner=${userIds.agent}`,
      );
      expect(mine.body.deals.map((d: JsonBody) => d.id)).toEqual([owned.id]);
      expect(mine.body.deals[0].owner_name).toBe('agent 3');
      const range = await call('GET', `/api/deals?from=2026-05-01&to=2026-05-31`);
      expect(range.body.deals.map((d: JsonBody) => d.title)).toEqual(['Whitening package']);
      const bad = await call('GET', '/api/deals?from=2026-13-01');
      expect(bad.status).toBe(400);
      const badOwner = await call('GET', '/api/deals?owner=abc');
      expect(badOwner.status).toBe(400);
    });

    it('moves a deal between and within stages, records history, and refuses a stale version with 409', async () => {
      const pipeline = await defaultPipeline();
      const [, qualified, meeting, , won, lost] = pipeline.stages;
      const deal = await newDeal({ title: 'Crown', amount_minor: 3_000_000 });
      const top = await newDeal({ title: 'Bridge', stage_id: meeting.id });

      const moved = await call('POST', `/api/deals/${deal.id}/move`, {
        stage_id: meeting.id,
        position: 0,
        version: deal.version,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body).toMatchObject({ stage_id: meeting.id, position: 0, version: 1 });
      const board = await call('GET', '/api/deals');
      const inMeeting = board.body.deals.filter((d: JsonBody) => d.stage_id === meeting.id);
      expect(inMeeting.map((d: JsonBody) => d.id)).toEqual([deal.id, top.id]);

      // Someone else's older view of the deal.
      const stale = await call('POST', `/api/deals/${deal.id}/move`, {
        stage_id: qualified.id,
        position: 0,
        version: deal.version,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(
        'Someone changed this deal a moment ago. The board has been refreshed.',
      );

      // Within the stage: to the bottom.
      const down = await call('POST', `/api/deals/${deal.id}/move`, {
        stage_id: meeting.id,
        position: 5,
        version: 1,
      });
      expect(down.body).toMatchObject({ position: 1, version: 2 });

      const noReason = await call('POST', `/api/deals/${deal.id}/move`, {
        stage_id: lost.id,
        position: 0,
        version: 2,
      });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toBe('Say why the deal was lost.');
      const lostDeal = await call('POST', `/api/deals/${deal.id}/move`, {
        stage_id: lost.id,
        position: 0,
        version: 2,
        lost_reason: 'Chose another clinic',
      });
      expect(lostDeal.body).toMatchObject({ lost_reason: 'Chose another clinic', version: 3 });
      expect(lostDeal.body.closed_at).not.toBeNull();
      const wonDeal = await call('POST', `/api/deals/${deal.id}/move`, {
        stage_id: won.id,
        position: 0,
        version: 3,
      });
      expect(wonDeal.body).toMatchObject({ lost_reason: null, stage_id: won.id });

      const history = await call('GET', `/api/deals/${deal.id}/history`, undefined, tokens.agent);
      expect(history.status).toBe(200);
      expect(
        history.body.data.map((h: JsonBody) => [h.from_stage_name, h.to_stage_name, h.lost_reason]),
      ).toEqual([
        ['Lost', 'Won', null],
        ['Meeting', 'Lost', 'Chose another clinic'],
        ['New', 'Meeting', null],
        [null, 'New', null],
      ]);
      expect(history.body.data[0].actor_name).toBe('owner 1');

      const otherPipeline = await call('POST', '/api/pipelines', { name: 'Other' });
      const foreignStage = otherPipeline.body.stages[0].id;
      const across = await call('POST', `/api/deals/${deal.id}/move`, {
        stage_id: foreignStage,
        position: 0,
        version: 4,
      });
      expect(across.status).toBe(400);
      const missing = await call('POST', `/api/deals/${deal.id}/move`, {
        stage_id: 99999999,
        position: 0,
        version: 4,
      });
      expect(missing.status).toBe(400);
      expect((await call('DELETE', `/api/pipelines/${otherPipeline.body.id}`)).status).toBe(204);
    });

    it('edits a deal (with an optional version check), validates links, deletes it', async () => {
      const deal = await newDeal({ title: 'Veneers', amount_minor: 1000 });
      const edited = await call('PATCH', `/api/deals/${deal.id}`, {
        title: 'Veneers x6',
        amount_minor: 60_000_00,
        currency: 'USD',
        expected_close_date: '2026-06-30',
        owner_id: userIds.admin,
        version: 0,
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body).toMatchObject({
        title: 'Veneers x6',
        currency: 'USD',
        expected_close_date: '2026-06-30',
        owner_id: userIds.admin,
        version: 1,
      });
      expect(
        (await call('PATCH', `/api/deals/${deal.id}`, { title: 'x', version: 0 })).status,
      ).toBe(409);
      for (const body of [
        {},
        { amount_minor: -1 },
        { amount_minor: 1.5 },
        { currency: 'EUR' },
        { expected_close_date: '2026-02-30x' },
        { title: '' },
        { stage_id: 1 },
      ]) {
        const answer = await call('PATCH', `/api/deals/${deal.id}`, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
      }
      const notMember = await call('PATCH', `/api/deals/${deal.id}`, { owner_id: 99999 });
      expect(notMember.status).toBe(400);
      expect(notMember.body.fields.owner_id).toEqual(['Not a member of this business']);
      const notContact = await call('POST', '/api/deals', { title: 'x', contact_id: 99999 });
      expect(notContact.status).toBe(400);
      expect((await call('DELETE', `/api/deals/${deal.id}`, undefined, tokens.agent)).status).toBe(
        204,
      );
      expect((await call('GET', `/api/deals/${deal.id}`)).status).toBe(404);
      expect((await call('DELETE', `/api/deals/${deal.id}`)).status).toBe(404);
    });

    it("keeps businesses apart: another business's deals, stages and pipelines answer 404 or 400", async () => {
      const pipeline = await defaultPipeline();
      const deal = await newDeal({ title: 'Private' });
      const theirs = await call('GET', '/api/deals', undefined, outsiderToken);
      expect(theirs.status).toBe(200);
      expect(theirs.body.count).toBe(0);
      expect(theirs.body.pipeline.id).not.toBe(pipeline.id);
      for (const [method, path, body] of [
        ['GET', `/api/deals/${deal.id}`],
        ['GET', `/api/deals/${deal.id}/history`],
        ['PATCH', `/api/deals/${deal.id}`, { title: 'Mine' }],
        ['DELETE', `/api/deals/${deal.id}`],
        [
          'POST',
          `/api/deals/${deal.id}/move`,
          { stage_id: pipeline.stages[1].id, position: 0, version: 0 },
        ],
        ['GET', `/api/pipelines/${pipeline.id}`],
        ['PATCH', `/api/pipelines/${pipeline.id}`, { name: 'Mine' }],
        ['GET', `/api/deals?pipeline_id=${pipeline.id}`],
      ] as const) {
        const answer = await call(method, path, body, outsiderToken);
        expect(answer.status, `${method} ${path}`).toBe(404);
      }
      const intoTheirStage = await call(
        'POST',
        '/api/deals',
        { title: 'x', stage_id: pipeline.stages[0].id },
        outsiderToken,
      );
      expect(intoTheirStage.status).toBe(400);
      expect((await call('GET', `/api/deals/${deal.id}`)).status).toBe(200);
    });

    it('answers 401 without a session', async () => {
      const response = await fetch(`${api.url}/api/deals`);
      expect(response.status).toBe(401);
    });
  });

  describe('leads', () => {
    it('adds leads by hand, pages them newest first with a cursor, and filters by status, source and owner', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const created = await call(
          'POST',
          '/api/leads',
          {
            name: `Patient ${i}`,
            email: `p${i}@example.com`,
            owner_id: i === 0 ? userIds.agent : null,
          },
          tokens.agent,
        );
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        expect(created.body).toMatchObject({ status: 'new', source: 'manual' });
        ids.push(created.body.id);
      }
      const first = await call('GET', '/api/leads?limit=2&source=manual');
      expect(first.body.data.map((l: JsonBody) => l.id)).toEqual([ids[4], ids[3]]);
      const second = await call(
        'GET',
        `/api/leads?limit=2&source=manual&cursor=${first.body.next_cursor}`,
      );
      expect(second.body.data.map((l: JsonBody) => l.id)).toEqual([ids[2], ids[1]]);
      const owned = await call('GET', `/api/leads?owner=${userIds.agent}`);
      expect(owned.body.data.map((l: JsonBody) => l.id)).toEqual([ids[0]]);
      expect(owned.body.data[0].owner_name).toMatch(/^agent/);

      for (const query of ['status=won', 'source=fax', 'cursor=abc', 'limit=0', 'limit=101']) {
        expect((await call('GET', `/api/leads?${query}`)).status, query).toBe(400);
      }
      for (const body of [
        {},
        { email: 'not-an-email' },
        { name: 'A', phone: 'abc' },
        { name: 'A', x: 1 },
      ]) {
        expect((await call('POST', '/api/leads', body)).status, JSON.stringify(body)).toBe(400);
      }
    });

    it('moves a lead through its statuses; unqualified needs a reason; converted only by convert', async () => {
      const lead = (
        await call('POST', '/api/leads', { name: 'Wanjiru', phone: '+254 700 111 222' })
      ).body;
      const contacted = await call('PATCH', `/api/leads/${lead.id}`, { status: 'contacted' });
      expect(contacted.body.status).toBe('contacted');
      const noReason = await call('PATCH', `/api/leads/${lead.id}`, { status: 'unqualified' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toBe('Say why the lead is unqualified.');
      const unqualified = await call('PATCH', `/api/leads/${lead.id}`, {
        status: 'unqualified',
        unqualified_reason: 'Out of area',
      });
      expect(unqualified.body).toMatchObject({
        status: 'unqualified',
        unqualified_reason: 'Out of area',
      });
      const back = await call('PATCH', `/api/leads/${lead.id}`, { status: 'qualified' });
      expect(back.body).toMatchObject({ status: 'qualified', unqualified_reason: null });
      expect((await call('PATCH', `/api/leads/${lead.id}`, { status: 'converted' })).status).toBe(
        400,
      );
    });

    it('converts a lead: links an existing contact by email, opens a deal in the first stage; twice is 409', async () => {
      const [existing] = await api.database.db
        .insert(contacts)
        .values({ businessId, customerId: 'device-1', name: 'Otieno', email: 'otieno@example.com' })
        .returning({ id: contacts.id });
      const lead = (
        await call('POST', '/api/leads', {
          name: 'Otieno',
          email: 'OTIENO@example.com',
          company: 'Acme',
        })
      ).body;
      const converted = await call(
        'POST',
        `/api/leads/${lead.id}/convert`,
        { amount_minor: 15_000_000, currency: 'KES' },
        tokens.agent,
      );
      expect(converted.status, JSON.stringify(converted.body)).toBe(200);
      expect(converted.body.lead).toMatchObject({ status: 'converted', contact_id: existing?.id });
      const pipeline = await defaultPipeline();
      expect(converted.body.deal).toMatchObject({
        title: 'Acme',
        contact_id: existing?.id,
        contact_name: 'Otieno',
        lead_id: lead.id,
        stage_id: pipeline.stages[0].id,
        amount_minor: 15_000_000,
        owner_id: userIds.agent,
      });
      expect(converted.body.lead.deal_id).toBe(converted.body.deal.id);
      const again = await call('POST', `/api/leads/${lead.id}/convert`, {});
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This lead has already been converted.');
      expect((await call('PATCH', `/api/leads/${lead.id}`, { status: 'new' })).status).toBe(409);
    });

    it('converts a lead with no matching contact by creating one (customer_id lead:<id>, phone in E.164)', async () => {
      const lead = (
        await call('POST', '/api/leads', { name: 'New Person', phone: '+254 733 000 999' })
      ).body;
      const converted = await call('POST', `/api/leads/${lead.id}/convert`, {});
      expect(converted.status).toBe(200);
      const [contact] = await api.database.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, converted.body.lead.contact_id));
      expect(contact).toMatchObject({
        businessId,
        customerId: `lead:${lead.id}`,
        name: 'New Person',
        phone: '+254733000999',
      });
      expect(converted.body.deal.title).toBe('New Person');
    });

    it("keeps leads apart by business and refuses a role-less caller's writes", async () => {
      const lead = (await call('POST', '/api/leads', { name: 'Private lead' })).body;
      for (const [method, path, body] of [
        ['GET', `/api/leads/${lead.id}`],
        ['PATCH', `/api/leads/${lead.id}`, { name: 'x' }],
        ['POST', `/api/leads/${lead.id}/convert`, {}],
      ] as const) {
        expect((await call(method, path, body, outsiderToken)).status, `${method} ${path}`).toBe(
          404,
        );
      }
      const theirs = await call('GET', '/api/leads', undefined, outsiderToken);
      expect(theirs.body.data).toEqual([]);
      const badOwner = await call(
        'POST',
        '/api/leads',
        { name: 'x', owner_id: userIds.agent },
        outsiderToken,
      );
      expect(badOwner.status).toBe(400);
    });

    it('captures a lead from the quote form for business 1, with the submission and the details', async () => {
      const owner = await member(LISA_BUSINESS_ID, 'owner');
      const response = await fetch(`${api.url}/forms/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Amina Otieno',
          email: 'Amina@Example.com',
          company: 'Savanna Bank',
          phoneNumber: '+254 712 345 678',
          jobTitle: 'Head of CX',
          usecase: 'Loan questions on WhatsApp',
          expectedCustomers: '5000',
          integrationsNeeded: ['WhatsApp'],
          workflowsNeeded: [],
          supportPackage: 'Enterprise',
          dataSources: [],
          deploymentDate: '2026-04-01',
          agreedToTerms: true,
          agreedToPrivacy: true,
          submittedAt: '2026-03-10T11:59:00.000Z',
        }),
      });
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      const listed = await call('GET', '/api/leads?source=form_quote', undefined, owner.token);
      expect(listed.body.data).toHaveLength(1);
      expect(listed.body.data[0]).toMatchObject({
        name: 'Amina Otieno',
        email: 'amina@example.com',
        phone: '+254 712 345 678',
        company: 'Savanna Bank',
        notes: 'Loan questions on WhatsApp',
        status: 'new',
        source_channel: 'web',
        form_submission_id: Number(id),
      });
    });

    it('captures one lead per conversation when a sales agent is given an email or phone in chat, none for a support agent', async () => {
      const chat = (message: string, customer = 'visitor-lead-1') =>
        fetch(`${api.url}/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ business_id: businessId, customer_id: customer, message }),
        });
      // A support agent given a number is helping, not selling: no lead.
      expect(
        (await chat('My order is late, call me on +254 700 000 111', 'support-visitor')).status,
      ).toBe(200);
      let leadsNow = await call('GET', '/api/leads?source=chat');
      expect(leadsNow.body.data).toHaveLength(0);
      const purpose = await call('PATCH', '/api/agent', { purpose: 'sales' });
      expect(purpose.status, JSON.stringify(purpose.body)).toBe(200);

      expect((await chat('Hello, what are your opening hours?')).status).toBe(200);
      leadsNow = await call('GET', '/api/leads?source=chat');
      expect(leadsNow.body.data).toHaveLength(0);
      expect((await chat('Please call me on +254 711 222 333')).status).toBe(200);
      expect((await chat('or email me: kamau@example.com')).status).toBe(200);
      leadsNow = await call('GET', '/api/leads?source=chat');
      expect(leadsNow.body.data).toHaveLength(1);
      const [lead] = leadsNow.body.data;
      expect(lead).toMatchObject({
        phone: '+254 711 222 333',
        status: 'new',
        source: 'chat',
        source_channel: 'web_widget',
      });
      expect(lead.conversation_id).toBeGreaterThan(0);
      expect(lead.contact_id).toBeGreaterThan(0);
      // Converting it links the conversation's own contact.
      const converted = await call('POST', `/api/leads/${lead.id}/convert`, {});
      expect(converted.body.deal.contact_id).toBe(lead.contact_id);
    });
  });

  describe('the live board', () => {
    async function socketOf(auth: Record<string, unknown>): Promise<TestSocket> {
      const socket = await connect(api.wsUrl);
      socket.send({ type: 'auth', ...auth });
      await socket.next((f) => f.type === 'ready');
      return socket;
    }
    const dealFrames = (socket: TestSocket) =>
      socket.frames.filter((f) => f.type === 'deal.changed');

    it("tells the business's members of every deal change by another member, never a visitor nor another business", async () => {
      const chatted = await fetch(`${api.url}/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          business_id: businessId,
          customer_id: 'board-visitor',
          message: 'Hi',
        }),
      });
      const visitorToken = ((await chatted.json()) as JsonBody).visitor_token as string;
      const [owner, outsider, visitor] = await Promise.all([
        socketOf({ token: tokens.owner }),
        socketOf({ token: outsiderToken }),
        socketOf({ visitor_token: visitorToken }),
      ]);
      try {
        const pipeline = await defaultPipeline();
        const [, qualified] = pipeline.stages;
        const agentId = String(userIds.agent);
        const deal = await newDeal({ title: 'Live veneers' }, tokens.agent);
        const frameFor = (action: string) =>
          owner.next(
            (f) => f.type === 'deal.changed' && f.deal_id === deal.id && f.action === action,
          );
        expect(await frameFor('created')).toEqual({
          type: 'deal.changed',
          action: 'created',
          deal_id: deal.id,
          pipeline_id: pipeline.id,
          version: 0,
          actor_user_id: agentId,
        });
        const moved = await call(
          'POST',
          `/api/deals/${deal.id}/move`,
          { stage_id: qualified.id, position: 0, version: 0 },
          tokens.agent,
        );
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        expect(await frameFor('moved')).toMatchObject({ version: 1, actor_user_id: agentId });
        const edited = await call(
          'PATCH',
          `/api/deals/${deal.id}`,
          { amount_minor: 9_000 },
          tokens.agent,
        );
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
        expect(await frameFor('updated')).toMatchObject({ version: 2, actor_user_id: agentId });
        expect(
          (await call('DELETE', `/api/deals/${deal.id}`, undefined, tokens.agent)).status,
        ).toBe(204);
        expect(await frameFor('deleted')).toMatchObject({
          version: null,
          pipeline_id: pipeline.id,
        });

        // Each socket keeps its order: once a later frame of its own arrives, nothing of the
        // board came before it.
        await call('POST', '/api/deals', { title: 'Their own deal' }, outsiderToken);
        const theirs = await outsider.next((f) => f.type === 'deal.changed');
        if (theirs.type !== 'deal.changed') throw new Error('not a deal frame');
        expect(theirs).toMatchObject({ action: 'created' });
        expect(dealFrames(outsider)).toHaveLength(1);
        expect(
          dealFrames(owner).every((f) => f.type === 'deal.changed' && f.deal_id !== theirs.deal_id),
        ).toBe(true);
        const again = await fetch(`${api.url}/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            business_id: businessId,
            customer_id: 'board-visitor',
            message: 'Thanks',
          }),
        });
        expect(again.status).toBe(200);
        await visitor.next((f) => f.type === 'message.created');
        expect(dealFrames(visitor)).toEqual([]);
      } finally {
        owner.close();
        outsider.close();
        visitor.close();
      }
    });
  });
});
