// Campaigns against a loopback fake of Meta's Graph API (like channels.test.ts): the audience
// and its exclusions (opted out, no number, the 24-hour frequency cap), the credits estimate
// and debit, pacing, exactly-once across a restart (the server stopped mid-run and a new one
// started on the same database), pause / resume / cancel, STOP honoured by the next campaign,
// delivery statuses and replies, email with its unsubscribe link and header, WhatsApp's daily
// messaging limit (the rest waits for the moving 24 hours; a higher tier read from Meta lets
// more go), tenants kept apart, and an agent refused.
import { startTestSmtpServer, type TestSmtpServer } from '@lisa/test-smtp';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { deliverWebhook, type FakeMeta, startFakeMeta } from '../../../test/support/fake-meta.ts';
import {
  createBusiness,
  creditBalance,
  type JsonBody,
  openTestDatabase,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { agentSettings } from '../../db/schema/agent.ts';
import { conversationEvents } from '../../db/schema/analytics.ts';
import { campaignRecipients, campaigns } from '../../db/schema/campaigns.ts';
import { contactIdentities, contactTags } from '../../db/schema/contacts.ts';
import {
  contacts,
  conversations,
  creditLedger,
  emailOutbox,
  messages,
} from '../../db/schema/core.ts';
import { conversationEmailThreads } from '../../db/schema/inbox.ts';
import { leads } from '../../db/schema/sales.ts';
import { INBOUND_JOB, STATUS_JOB } from '../channels/channels-inbound.ts';
import { fillTemplate, variableValue, zonedTime } from './campaign-message.ts';
import { SEND_JOB } from './campaign-sender.ts';
import { LIMIT_REFRESH_MS, LIMIT_WINDOW_MS, tierLimit } from './messaging-limit.ts';
import { nextHoursChange } from './website-campaigns.ts';

describe('campaign messages', () => {
  it('fills template variables from contact fields, with stand-ins for missing ones', () => {
    const contact = {
      name: 'Amina Otieno',
      email: null,
      phone: '+254700000001',
      company: null,
      attributes: { plan: 'gold' },
    };
    expect(variableValue('field:first_name', contact)).toBe('Amina');
    expect(variableValue('field:attr:plan', contact)).toBe('gold');
    expect(variableValue('field:company', contact)).toBe('-');
    expect(variableValue('text:Friday', contact)).toBe('Friday');
    expect(variableValue('field:name', { ...contact, name: null })).toBe('there');
    expect(fillTemplate('Hi {{1}}, see you {{2}}.', ['Amina', 'Friday'])).toBe(
      'Hi Amina, see you Friday.',
    );
  });
  it("turns a wall-clock time in the business's time zone into an instant", () => {
    expect(zonedTime('2026-12-01T09:00', 'Africa/Nairobi').toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    );
    expect(zonedTime('2026-07-01T09:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(zonedTime('2026-12-01T09:00', 'Not/AZone').toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
  });
  it("reads Meta's messaging tiers as people per 24 hours", () => {
    expect(tierLimit('TIER_250')).toBe(250);
    expect(tierLimit('TIER_2K')).toBe(2000);
    expect(tierLimit('TIER_100K')).toBe(100_000);
    expect(tierLimit('TIER_UNLIMITED')).toBeNull();
    expect(tierLimit('UNLIMITED')).toBeNull();
    expect(tierLimit(1000)).toBe(1000);
    expect(tierLimit('TIER_NOT_SET')).toBeUndefined();
    expect(tierLimit('')).toBeUndefined();
  });
  it('finds when the business next opens or closes, in its zone', () => {
    // Nairobi (UTC+3), weekdays 09:00-17:00; 26 Nov 2026 is a Thursday.
    const weekdays = { open: '09:00', close: '17:00' };
    const hours = {
      timeZone: 'Africa/Nairobi',
      days: { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays },
    };
    const next = (iso: string) => nextHoursChange(hours, new Date(iso))?.toISOString() ?? null;
    expect(next('2026-11-26T10:00:00Z')).toBe('2026-11-26T14:00:00.000Z'); // closes 17:00
    expect(next('2026-11-26T05:00:00Z')).toBe('2026-11-26T06:00:00.000Z'); // opens 09:00
    expect(next('2026-11-27T15:00:00Z')).toBe('2026-11-30T06:00:00.000Z'); // Friday night: Monday
    // Open round the clock every day: it never changes; a midnight in between is no change.
    const allDay = { open: '00:00', close: '24:00' };
    const always = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, allDay]),
    );
    expect(nextHoursChange({ timeZone: 'UTC', days: always }, new Date())).toBeNull();
    const twoDays = { timeZone: 'UTC', days: { thu: allDay, fri: allDay } };
    expect(nextHoursChange(twoDays, new Date('2026-11-26T12:00:00Z'))?.toISOString()).toBe(
      '2026-11-28T00:00:00.000Z',
    );
    expect(nextHoursChange({ timeZone: 'Not/AZone', days: always }, new Date())).toBeNull();
    expect(nextHoursChange({ timeZone: 'UTC', days: {} }, new Date())).toBeNull();
  });
});

describe.each(testDrivers)('campaigns on %s', (driver) => {
  let api: TestServer;
  let meta: FakeMeta;
  let mailbox: TestSmtpServer;
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let counter = 0;
  /** The server's clock runs this far ahead of the real one (the daily limit's test moves it). */
  let shift = 0;
  const clock = () => new Date(Date.now() + shift);
  const env = () => ({
    META_GRAPH_BASE_URL: meta.url,
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    LISA_API_URL: 'https://api.lisa.test',
    SMTP_URL: mailbox.url,
  });

  beforeAll(async () => {
    meta = await startFakeMeta();
    mailbox = await startTestSmtpServer();
    const opened = await openTestDatabase(driver);
    database = opened.database;
    dispose = opened.dispose;
    api = await startTestServer(driver, { database, env: env(), clock });
  });
  afterAll(async () => {
    await api?.close();
    await dispose?.();
    await meta?.close();
    await mailbox?.close();
  });

  async function member(businessId: number, role: 'owner' | 'admin' | 'agent' = 'owner') {
    const [user] = await database.db
      .insert(users)
      .values({
        name: `${role} ${businessId}`,
        email: `${role}-${businessId}-${++counter}@campaigns.test`,
        passwordHash: 'not used',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await database.db.insert(memberships).values({ userId: user.id, businessId, role });
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
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read the fields they expect
    return { status: response.status, body: parsed as any, headers: response.headers };
  }

  /** A business with WhatsApp connected and two templates synced; its owner's token. */
  async function whatsappBusiness(credits = 1000) {
    const businessId = await createBusiness(database, { credits });
    const token = await member(businessId);
    counter += 1;
    const phoneNumberId = `3000${counter}${driver === 'postgres' ? 1 : 2}`;
    const accountId = `4000${counter}${driver === 'postgres' ? 1 : 2}`;
    const appSecret = `app-secret-${phoneNumberId}`;
    const connected = await call('PUT', '/api/channels/whatsapp', token, {
      phone_number_id: phoneNumberId,
      business_account_id: accountId,
      access_token: `EAAG-token-${phoneNumberId}`,
      app_secret: appSecret,
    });
    expect(connected.status).toBe(200);
    meta.templates.set(accountId, [
      {
        name: 'spring_offer',
        language: 'en',
        status: 'APPROVED',
        category: 'MARKETING',
        components: [{ type: 'BODY', text: 'Hi {{1}}, {{2}} is 20% off this week.' }],
      },
      {
        name: 'draft_offer',
        language: 'en',
        status: 'PENDING',
        components: [{ type: 'BODY', text: 'Soon' }],
      },
    ]);
    const synced = await call('POST', '/api/channels/whatsapp/templates/sync', token);
    expect(synced.status).toBe(200);
    const templates = await call('GET', '/api/campaigns/templates', token);
    expect(templates.body.data).toHaveLength(1);
    return {
      businessId,
      token,
      phoneNumberId,
      appSecret,
      templateId: templates.body.data[0].id as number,
    };
  }

  let phone = 0;
  /** Contacts with a WhatsApp number (unless `number: false`), tagged, maybe opted out. */
  async function addContacts(
    businessId: number,
    n: number,
    options: { tag?: string; number?: boolean; optedOut?: boolean; email?: boolean } = {},
  ) {
    const ids: { id: number; number: string | null }[] = [];
    for (let i = 0; i < n; i++) {
      phone += 1;
      const number = `+2547${driver === 'postgres' ? 1 : 2}${String(phone).padStart(7, '0')}`;
      const [row] = await database.db
        .insert(contacts)
        .values({
          businessId,
          customerId: `c-${businessId}-${phone}`,
          name: `Person ${phone}`,
          ...(options.email ? { email: `person${phone}-${driver}@mail.test` } : {}),
          ...(options.optedOut
            ? { consents: { whatsapp: { status: 'opted_out', at: new Date().toISOString() } } }
            : {}),
        })
        .returning({ id: contacts.id });
      if (!row) throw new Error('no contact');
      if (options.number !== false) {
        await database.db
          .insert(contactIdentities)
          .values({ businessId, contactId: row.id, kind: 'whatsapp', value: number });
      }
      if (options.tag) {
        await database.db
          .insert(contactTags)
          .values({ businessId, contactId: row.id, tag: options.tag });
      }
      ids.push({ id: row.id, number: options.number === false ? null : number });
    }
    return ids;
  }

  async function draft(token: string, templateId: number, extra: Record<string, unknown> = {}) {
    const created = await call('POST', '/api/campaigns', token, {
      kind: 'whatsapp',
      name: 'Spring offer',
      audience: { tag: 'vip' },
      template_id: templateId,
      variables: ['field:first_name', 'text:Whitening'],
      rate_per_second: 50,
      ...extra,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  }

  async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const statusOf = async (token: string, id: number) =>
    (await call('GET', `/api/campaigns/${id}`, token)).body;
  const waitForStatus = (token: string, id: number, status: string) =>
    waitFor(async () => (await statusOf(token, id)).status === status);
  const sendsTo = (number: string) =>
    meta
      .sends()
      .filter((r) => r.body?.type === 'template' && r.body?.to === number.replace(/^\+/, ''));

  it('saves named segments with a live count, kept per business; a campaign copies one in when saved and when sent, and keeps it when the segment is deleted', async () => {
    const { businessId, token, templateId } = await whatsappBusiness();
    const gold = await addContacts(businessId, 3, { tag: 'gold' });
    const silver = await addContacts(businessId, 2, { tag: 'silver' });
    const bronze = await addContacts(businessId, 2, { tag: 'bronze' });
    const saved = await call('POST', '/api/campaigns/segments', token, {
      name: 'Gold customers',
      filter: { tag: 'gold' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ name: 'Gold customers', filter: { tag: 'gold' }, count: 3 });
    const segmentId = saved.body.id as number;
    // Bad input: a taken name, bad filters, unknown fields: 400, nothing saved.
    const taken = await call('POST', '/api/campaigns/segments', token, { name: 'Gold customers' });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('A segment with this name exists already.');
    for (const body of [
      { name: '' },
      { name: 'Bad', filter: { last_seen_days: 0 } },
      { name: 'Bad', filter: { colour: 'red' } },
    ]) {
      expect((await call('POST', '/api/campaigns/segments', token, body)).status).toBe(400);
    }
    // "Mine" is saved as the member who saved it (a segment is shared).
    const mine = await call('POST', '/api/campaigns/segments', token, {
      name: 'Mine',
      filter: { owner: 'me', last_seen_days: 30 },
    });
    expect(mine.body.filter.owner).toEqual(expect.any(Number));
    expect(mine.body.count).toBe(0);
    // The count is live.
    await addContacts(businessId, 1, { tag: 'gold' });
    const list = await call('GET', '/api/campaigns/segments', token);
    expect(list.body.data.map((s: { name: string; count: number }) => [s.name, s.count])).toEqual([
      ['Gold customers', 4],
      ['Mine', 0],
    ]);

    // Another business sees none of them and cannot use, change or delete them.
    const other = await whatsappBusiness();
    expect((await call('GET', '/api/campaigns/segments', other.token)).body.data).toEqual([]);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(method, `/api/campaigns/segments/${segmentId}`, other.token, body);
      expect(answer.status).toBe(404);
    }
    const foreign = await call('POST', '/api/campaigns', other.token, {
      kind: 'whatsapp',
      name: 'Not mine',
      audience: { segment_id: segmentId },
      template_id: other.templateId,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(
      'This segment was deleted. Choose another segment or set the filters.',
    );

    // A campaign picks the segment: its filters are copied in, the preview counts them.
    const id = await draft(token, templateId, {
      name: 'Gold offer',
      audience: { segment_id: segmentId, tag: 'ignored' },
    });
    expect((await statusOf(token, id)).audience).toEqual({
      tag: 'gold',
      segment_id: segmentId,
      segment_name: 'Gold customers',
    });
    const preview = await call('POST', '/api/campaigns/preview', token, {
      kind: 'whatsapp',
      audience: { segment_id: segmentId },
      template_id: templateId,
      variables: ['field:first_name', 'text:Whitening'],
    });
    expect(preview.body).toMatchObject({ matched: 4, eligible: 4 });
    // The segment changes before the send: the campaign goes to the segment as it is then.
    const changed = await call('PATCH', `/api/campaigns/segments/${segmentId}`, token, {
      name: 'Silver customers',
      filter: { tag: 'silver' },
    });
    expect(changed.body).toMatchObject({ name: 'Silver customers', count: 2 });
    expect((await call('POST', `/api/campaigns/${id}/send`, token, {})).status).toBe(200);
    await waitForStatus(token, id, 'done');
    const sent = await statusOf(token, id);
    expect(sent.audience).toEqual({
      tag: 'silver',
      segment_id: segmentId,
      segment_name: 'Silver customers',
    });
    expect(sent.totals).toMatchObject({ recipients: 2, sent: 2 });
    for (const person of silver) expect(sendsTo(person.number ?? '')).toHaveLength(1);
    for (const person of gold) expect(sendsTo(person.number ?? '')).toHaveLength(0);
    // Deleting it changes nothing of the campaign that went out.
    expect((await call('DELETE', `/api/campaigns/segments/${segmentId}`, token)).status).toBe(204);
    expect((await call('GET', `/api/campaigns/segments/${segmentId}`, token)).status).toBe(404);
    expect((await statusOf(token, id)).audience.tag).toBe('silver');

    // A draft whose segment is deleted before the send: it can no longer be previewed or saved
    // with it, and sending goes to the copy the draft holds.
    const bronzeSegment = await call('POST', '/api/campaigns/segments', token, {
      name: 'Bronze',
      filter: { tag: 'bronze' },
    });
    const second = await draft(token, templateId, {
      name: 'Bronze offer',
      audience: { segment_id: bronzeSegment.body.id },
    });
    await call('DELETE', `/api/campaigns/segments/${bronzeSegment.body.id}`, token);
    const gone = await call('POST', '/api/campaigns/preview', token, {
      kind: 'whatsapp',
      audience: { segment_id: bronzeSegment.body.id },
    });
    expect(gone.status).toBe(400);
    const patched = await call('PATCH', `/api/campaigns/${second}`, token, {
      audience: { segment_id: bronzeSegment.body.id },
    });
    expect(patched.status).toBe(400);
    expect((await call('POST', `/api/campaigns/${second}/send`, token, {})).status).toBe(200);
    await waitForStatus(token, second, 'done');
    expect((await statusOf(token, second)).totals).toMatchObject({ recipients: 2, sent: 2 });
    for (const person of bronze) expect(sendsTo(person.number ?? '')).toHaveLength(1);
  });

  it('counts the audience, its exclusions and the credits it would take', async () => {
    const { businessId, token, templateId } = await whatsappBusiness();
    await addContacts(businessId, 4, { tag: 'vip' });
    await addContacts(businessId, 2, { tag: 'vip', optedOut: true });
    await addContacts(businessId, 1, { tag: 'vip', number: false });
    await addContacts(businessId, 3, { tag: 'other' });
    const preview = await call('POST', '/api/campaigns/preview', token, {
      kind: 'whatsapp',
      audience: { tag: 'vip' },
      template_id: templateId,
      variables: ['field:first_name', 'text:Whitening'],
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      matched: 7,
      eligible: 4,
      excluded: { opted_out: 2, no_identity: 1, frequency_cap: 0 },
      credits_estimate: 4,
      credits_text: 'about 4 credits',
      credit_balance: 1000,
    });
    expect(preview.body.samples[0].preview).toMatch(
      /^Hi Person, Whitening is 20% off this week\.$/,
    );
    const all = await call('POST', '/api/campaigns/preview', token, {
      kind: 'whatsapp',
      audience: {},
    });
    expect(all.body.matched).toBe(10);
    const seen = await call('POST', '/api/campaigns/preview', token, {
      kind: 'whatsapp',
      audience: { tag: 'vip', last_seen_days: 1, attribute: { key: 'plan', value: 'gold' } },
    });
    expect(seen.body.matched).toBe(0);
    const bad = await call('POST', '/api/campaigns/preview', token, {
      kind: 'whatsapp',
      audience: { last_seen_days: 0 },
    });
    expect(bad.status).toBe(400);

    // By lead status: only contacts with a lead in that status.
    const others = await addContacts(businessId, 3, { tag: 'lead' });
    await database.db.insert(leads).values([
      { businessId, contactId: others[0]?.id, status: 'qualified', source: 'manual' },
      { businessId, contactId: others[1]?.id, status: 'new', source: 'manual' },
    ]);
    const qualified = await call('POST', '/api/campaigns/preview', token, {
      kind: 'whatsapp',
      audience: { lead_status: 'qualified' },
    });
    expect(qualified.body.matched).toBe(1);
    const unknownStatus = await call('POST', '/api/campaigns/preview', token, {
      kind: 'whatsapp',
      audience: { lead_status: 'hot' },
    });
    expect(unknownStatus.status).toBe(400);
    expect(unknownStatus.body.message).toMatch(/lead status/i);
  });

  it('refuses bad drafts with a clear message and changes nothing', async () => {
    const { token, templateId } = await whatsappBusiness();
    expect(
      (await call('POST', '/api/campaigns', token, { kind: 'whatsapp', name: '' })).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/campaigns', token, {
          kind: 'whatsapp',
          name: 'x',
          rate_per_second: 500,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/campaigns', token, {
          kind: 'whatsapp',
          name: 'x',
          variables: ['nope'],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/campaigns', token, {
          kind: 'website',
          name: 'x',
          rules: { delay_seconds: 601 },
        })
      ).status,
    ).toBe(400);
    const id = await draft(token, templateId, { variables: ['field:first_name'] });
    const refused = await call('POST', `/api/campaigns/${id}/send`, token, {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This template needs 2 values.');
    const past = await call('POST', `/api/campaigns/${id}/send`, token, {
      scheduled_at: '2020-01-01T09:00',
    });
    expect(past.status).toBe(400);
    expect((await statusOf(token, id)).status).toBe('draft');
    expect((await call('GET', '/api/campaigns/abc', token)).status).toBe(400);
    expect((await call('GET', '/api/campaigns/999999', token)).status).toBe(404);
  });

  it('sends each recipient once at the configured pace, debits credits, records statuses and replies', async () => {
    const { businessId, token, templateId, phoneNumberId, appSecret } = await whatsappBusiness(100);
    const people = await addContacts(businessId, 12, { tag: 'vip' });
    await addContacts(businessId, 1, { tag: 'vip', optedOut: true });
    const id = await draft(token, templateId, { rate_per_second: 5 });
    const test = await call('POST', `/api/campaigns/${id}/test`, token, { to: '+254799999999' });
    expect(test.status).toBe(200);
    expect(sendsTo('+254799999999')).toHaveLength(1);
    expect(await creditBalance(database, businessId)).toBe(100);

    const started = Date.now();
    const sent = await call('POST', `/api/campaigns/${id}/send`, token, {});
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('sending');
    await waitForStatus(token, id, 'done');
    const elapsed = Date.now() - started;
    // 12 messages at 5 a second: at least two full seconds.
    expect(elapsed).toBeGreaterThanOrEqual(2000);
    for (const person of people) expect(sendsTo(person.number ?? '')).toHaveLength(1);
    const one = sendsTo(people[0]?.number ?? '')[0];
    expect(one?.body.template).toMatchObject({ name: 'spring_offer', language: { code: 'en' } });
    expect(one?.body.template.components[0].parameters[1]).toEqual({
      type: 'text',
      text: 'Whitening',
    });
    const rows = await database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, id));
    // When Meta got them: never more than 5 in any second (a little timer slack allowed).
    const times = people.map((p) => sendsTo(p.number ?? '')[0]?.at ?? 0).sort((a, b) => a - b);
    for (let i = 0; i + 5 < times.length; i++) {
      expect((times[i + 5] ?? 0) - (times[i] ?? 0)).toBeGreaterThanOrEqual(800);
    }
    expect(await creditBalance(database, businessId)).toBe(88);
    const ledger = await database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.businessId, businessId), eq(creditLedger.reason, 'campaign')));
    expect(ledger).toHaveLength(12);

    // Meta's statuses, then a reply.
    const wamid = rows.find((r) => r.contactId === people[0]?.id)?.externalId;
    const wamid2 = rows.find((r) => r.contactId === people[1]?.id)?.externalId;
    const payload = (value: Record<string, unknown>) => ({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { phone_number_id: phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    await deliverWebhook(
      api.url,
      payload({
        statuses: [
          { id: wamid, status: 'read', recipient_id: '1' },
          { id: wamid2, status: 'delivered', recipient_id: '1' },
        ],
      }),
      appSecret,
    );
    const from = (people[2]?.number ?? '').replace(/^\+/, '');
    await deliverWebhook(
      api.url,
      payload({
        messages: [
          {
            from,
            id: `wamid.reply${driver}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: 'Yes please, book me in' },
          },
        ],
      }),
      appSecret,
    );
    await api.server.context.jobs.idle([INBOUND_JOB, STATUS_JOB], 15_000);
    await waitFor(async () => (await statusOf(token, id)).totals.replied === 1);
    const result = await statusOf(token, id);
    expect(result.totals).toMatchObject({
      recipients: 13,
      sent: 12,
      delivered: 3,
      read: 2,
      replied: 1,
      opted_out: 1,
      conversations_started: 1,
      credits_used: 12,
    });
    expect(result.totals.reply_rate).toBeCloseTo(1 / 12, 3);
    const replied = await call('GET', `/api/campaigns/${id}/recipients?state=replied`, token);
    expect(replied.body.data).toHaveLength(1);
    const conversationId = replied.body.data[0].conversation_id;
    const notes = await database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(notes.some((m) => m.private && m.text === 'Reply to the campaign "Spring offer".')).toBe(
      true,
    );
    // Tagged with the campaign (no tag set: its name) and found by the inbox's tag filter.
    const tagged = await call('GET', '/api/conversations?tag=Spring%20offer', token);
    expect(tagged.body.data.map((c: { id: number; tags: string[] }) => [c.id, c.tags])).toEqual([
      [conversationId, ['spring offer']],
    ]);
    expect((await call('GET', '/api/conversations?tag=other', token)).body.data).toEqual([]);
    const skipped = await call('GET', `/api/campaigns/${id}/recipients?state=opted_out`, token);
    expect(skipped.body.data[0].reason).toBe('Opted out of marketing on this channel.');
    const csv = await call('GET', `/api/campaigns/${id}/export.csv`, token);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body).trim().split('\r\n')).toHaveLength(14);

    // The frequency cap: a second campaign to the same people the same day skips them all.
    const again = await draft(token, templateId, { name: 'Second' });
    const capped = await call('POST', '/api/campaigns/preview', token, {
      kind: 'whatsapp',
      audience: { tag: 'vip' },
    });
    expect(capped.body.excluded.frequency_cap).toBe(12);
    expect(capped.body.eligible).toBe(0);
    await call('POST', `/api/campaigns/${again}/send`, token, {});
    await waitForStatus(token, again, 'done');
    const second = await statusOf(token, again);
    expect(second.totals).toMatchObject({ sent: 0, skipped: 12, opted_out: 1 });
    for (const person of people) expect(sendsTo(person.number ?? '')).toHaveLength(1);
  });

  it('sends every recipient exactly once when the server stops mid-run and another starts', async () => {
    const { businessId, token, templateId } = await whatsappBusiness();
    const people = await addContacts(businessId, 60, { tag: 'vip' });
    const id = await draft(token, templateId, { rate_per_second: 20 });
    await call('POST', `/api/campaigns/${id}/send`, token, {});
    await waitFor(
      async () => people.filter((p) => sendsTo(p.number ?? '').length > 0).length >= 15,
    );
    await api.close();
    const afterStop = people.filter((p) => sendsTo(p.number ?? '').length > 0).length;
    expect(afterStop).toBeLessThan(60);
    api = await startTestServer(driver, { database, env: env(), clock });
    await waitForStatus(token, id, 'done');
    await api.server.context.jobs.idle([SEND_JOB], 10_000);
    for (const person of people) expect(sendsTo(person.number ?? '')).toHaveLength(1);
    const result = await statusOf(token, id);
    expect(result.totals).toMatchObject({ sent: 60, failed: 0, queued: 0 });
    expect(await creditBalance(database, businessId)).toBe(940);
  });

  it('after a crash sends again only the claims whose call never started; a call cut off is failed, not repeated', async () => {
    const { businessId, token, templateId } = await whatsappBusiness();
    const people = await addContacts(businessId, 3, { tag: 'vip' });
    const id = await draft(token, templateId, { rate_per_second: 20 });
    await call('POST', `/api/campaigns/${id}/send`, token, {});
    await waitForStatus(token, id, 'done');
    await api.server.context.jobs.idle([SEND_JOB], 10_000);
    // As a crash would leave a batch: the first claim's call never started (a later slot),
    // the second's had started, the third was sent.
    const rows = await database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, id))
      .orderBy(campaignRecipients.id);
    expect(rows).toHaveLength(3);
    const longAgo = new Date(clock().getTime() - 10 * 60_000);
    const [neverCalled, cutOff] = rows;
    await database.db
      .update(campaignRecipients)
      .set({ state: 'sending', claimedAt: longAgo, callStartedAt: null, sentAt: null })
      .where(eq(campaignRecipients.id, neverCalled?.id ?? 0));
    await database.db
      .update(campaignRecipients)
      .set({ state: 'sending', claimedAt: longAgo, callStartedAt: longAgo, sentAt: null })
      .where(eq(campaignRecipients.id, cutOff?.id ?? 0));
    await database.db
      .update(campaigns)
      .set({ status: 'sending', finishedAt: null })
      .where(eq(campaigns.id, id));
    const before = people.map((p) => sendsTo(p.number ?? '').length);
    await api.server.context.jobs.enqueue(
      SEND_JOB,
      { campaignId: id },
      { singletonKey: `campaign:${id}` },
    );
    await waitForStatus(token, id, 'done');
    await api.server.context.jobs.idle([SEND_JOB], 10_000);
    const after = people.map((p) => sendsTo(p.number ?? '').length);
    const byContact = new Map(people.map((p, i) => [p.id, (after[i] ?? 0) - (before[i] ?? 0)]));
    expect(byContact.get(neverCalled?.contactId ?? 0)).toBe(1);
    expect(byContact.get(cutOff?.contactId ?? 0)).toBe(0);
    const states = await database.db
      .select({ id: campaignRecipients.id, state: campaignRecipients.state })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, id));
    const stateOf = (rowId: number | undefined) => states.find((s) => s.id === rowId)?.state;
    expect(stateOf(neverCalled?.id)).toBe('sent');
    expect(stateOf(cutOff?.id)).toBe('failed');
  });

  it('pauses, resumes where it stopped, cancels the rest', async () => {
    const { businessId, token, templateId } = await whatsappBusiness();
    const people = await addContacts(businessId, 40, { tag: 'vip' });
    const id = await draft(token, templateId, { rate_per_second: 10 });
    await call('POST', `/api/campaigns/${id}/send`, token, {});
    await waitFor(async () => people.filter((p) => sendsTo(p.number ?? '').length > 0).length >= 5);
    const paused = await call('POST', `/api/campaigns/${id}/pause`, token);
    expect(paused.body.status).toBe('paused');
    await api.server.context.jobs.idle([SEND_JOB], 10_000);
    const atPause = people.filter((p) => sendsTo(p.number ?? '').length > 0).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(people.filter((p) => sendsTo(p.number ?? '').length > 0).length).toBe(atPause);
    expect((await call('POST', `/api/campaigns/${id}/pause`, token)).status).toBe(409);
    expect((await call('POST', `/api/campaigns/${id}/resume`, token)).body.status).toBe('sending');
    await waitFor(
      async () => people.filter((p) => sendsTo(p.number ?? '').length > 0).length >= atPause + 5,
    );
    const cancelled = await call('POST', `/api/campaigns/${id}/cancel`, token);
    expect(cancelled.body.status).toBe('cancelled');
    await api.server.context.jobs.idle([SEND_JOB], 10_000);
    const final = await statusOf(token, id);
    expect(final.totals.sent + final.totals.skipped).toBe(40);
    expect(final.totals.sent).toBeLessThan(40);
    for (const person of people) expect(sendsTo(person.number ?? '').length).toBeLessThanOrEqual(1);
    const rest = await call('GET', `/api/campaigns/${id}/recipients?state=skipped&limit=1`, token);
    expect(rest.body.data[0].reason).toBe('The campaign was cancelled before this was sent.');
    expect((await call('POST', `/api/campaigns/${id}/resume`, token)).status).toBe(409);
  });

  it('honours a STOP in the next campaign, and pauses when the credit runs out', async () => {
    const { businessId, token, templateId, phoneNumberId, appSecret } = await whatsappBusiness(3);
    const people = await addContacts(businessId, 5, { tag: 'vip' });
    const stopper = (people[0]?.number ?? '').replace(/^\+/, '');
    await deliverWebhook(
      api.url,
      {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'WABA',
            changes: [
              {
                field: 'messages',
                value: {
                  metadata: { phone_number_id: phoneNumberId },
                  messages: [
                    {
                      from: stopper,
                      id: `wamid.stop${driver}`,
                      timestamp: '1',
                      type: 'text',
                      text: { body: 'STOP' },
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
      appSecret,
    );
    await api.server.context.jobs.idle([INBOUND_JOB], 15_000);
    const preview = await call('POST', '/api/campaigns/preview', token, {
      kind: 'whatsapp',
      audience: { tag: 'vip' },
    });
    expect(preview.body.excluded.opted_out).toBe(1);
    expect(preview.body.credits_text).toBe('about 4 credits');
    const id = await draft(token, templateId);
    await call('POST', `/api/campaigns/${id}/send`, token, {});
    await waitForStatus(token, id, 'paused');
    const paused = await statusOf(token, id);
    expect(paused.status_reason).toBe('Paused: your credit ran out. Top up, then resume.');
    expect(paused.totals).toMatchObject({ sent: 3, opted_out: 1, queued: 1 });
    expect(sendsTo(people[0]?.number ?? '').filter((r) => r.body.type === 'template')).toHaveLength(
      0,
    );
    expect(await creditBalance(database, businessId)).toBe(0);
  });

  it('sends an email campaign with an unsubscribe link and header; the link suppresses the contact', async () => {
    const businessId = await createBusiness(database, { credits: 50 });
    const token = await member(businessId);
    const people = await addContacts(businessId, 3, { tag: 'news', email: true, number: false });
    const created = await call('POST', '/api/campaigns', token, {
      kind: 'email',
      name: 'Newsletter',
      audience: { tag: 'news' },
      subject: 'Our December news',
      body: 'Hello {{first_name}},\n\nWe have **news**: [see it](https://shop.test/news).\n\n- bread\n- cakes\n\n<script>x()</script>',
      rate_per_second: 20,
    });
    expect(created.status).toBe(201);
    await call('POST', `/api/campaigns/${created.body.id}/send`, token, {});
    await waitForStatus(token, created.body.id, 'done');
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'campaign'));
    const mine = mails.filter(
      (m) => m.to.endsWith(`-${driver}@mail.test`) && m.subject === 'Our December news',
    );
    expect(mine).toHaveLength(3);
    const mail = mine[0];
    expect(mail?.text).toMatch(/^Hello Person,\n\nWe have \*\*news\*\*/);
    const url = mail?.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '';
    expect(url).toMatch(/^https:\/\/api\.lisa\.test\/api\/campaigns\/unsubscribe\/[0-9a-f-]{36}$/);
    expect(mail?.text).toContain(url);
    // The Markdown is rendered in the HTML part (raw HTML escaped), the link at the foot.
    expect(mail?.html).toContain(
      '<p>We have <strong>news</strong>: <a href="https://shop.test/news">see it</a>.</p>',
    );
    expect(mail?.html).toContain('<li>bread</li>');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain(`<a href="${url}">Unsubscribe</a>`);
    // Sent through the configured SMTP server, with both unsubscribe headers.
    const received = await mailbox.waitFor(mail?.to ?? '');
    expect(received.raw).toContain('Subject: Our December news');
    expect(received.raw).toMatch(
      /List-Unsubscribe:\s+<https:\/\/api\.lisa\.test\/api\/campaigns\/unsubscribe\//,
    );
    expect(received.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    await waitFor(async () => {
      const [row] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, mail?.id ?? 0));
      return row?.status === 'sent';
    });
    const path = new URL(url).pathname;
    // The mail app's one-click unsubscribe (RFC 8058) posts a form; then the link still answers.
    const oneClick = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status, await oneClick.clone().text()).toBe(200);
    const asMultipart = new FormData();
    asMultipart.set('List-Unsubscribe', 'One-Click');
    expect((await fetch(`${api.url}${path}`, { method: 'POST', body: asMultipart })).status).toBe(
      200,
    );
    const page = await fetch(`${api.url}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You are unsubscribed.');
    expect((await fetch(`${api.url}/api/campaigns/unsubscribe/nope`)).status).toBe(404);
    const preview = await call('POST', '/api/campaigns/preview', token, {
      kind: 'email',
      audience: { tag: 'news' },
    });
    expect(preview.body.excluded.opted_out).toBe(1);
    expect(people).toHaveLength(3);
  });

  it("takes replies to an email campaign through the provider's inbound webhook (Postmark's JSON, a Mailgun or a SendGrid Inbound Parse form): a conversation with the contact, tagged, the recipient replied; answers to a teammate's reply mail back in their conversation; anything else refused (403, forms 406) and nothing stored", async () => {
    const businessId = await createBusiness(database, { credits: 50 });
    const token = await member(businessId);
    const agent = await member(businessId, 'agent');
    expect((await call('GET', '/api/campaigns/inbound-email', agent)).status).toBe(403);
    expect(
      (await call('PUT', '/api/campaigns/inbound-email', agent, { address: null })).status,
    ).toBe(403);
    const initial = await call('GET', '/api/campaigns/inbound-email', token);
    expect(initial.status).toBe(200);
    expect(initial.body.address).toBeNull();
    expect(initial.body.webhook_url).toMatch(
      /^https:\/\/api\.lisa\.test\/api\/campaigns\/inbound\/email\/[\w-]{43}$/,
    );
    // The same URL when asked again; bad addresses are a 400 that changes nothing.
    expect((await call('GET', '/api/campaigns/inbound-email', token)).body).toEqual(initial.body);
    for (const address of [
      'not an address',
      'box+x@inbound.test',
      `${'a'.repeat(200)}@x.test`,
      7,
    ]) {
      const bad = await call('PUT', '/api/campaigns/inbound-email', token, { address });
      expect(bad.status, String(address)).toBe(400);
    }
    expect((await call('GET', '/api/campaigns/inbound-email', token)).body.address).toBeNull();
    const inboundBox = `box-${driver}-${businessId}@inbound.test`;
    const set = await call('PUT', '/api/campaigns/inbound-email', token, { address: inboundBox });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      address: inboundBox,
      webhook_url: initial.body.webhook_url,
      reply_to_example: `box-${driver}-${businessId}+0123456789abcdef0123@inbound.test`,
    });
    const hook = new URL(initial.body.webhook_url).pathname;

    await addContacts(businessId, 3, { tag: 'reply-news', email: true, number: false });
    const created = await call('POST', '/api/campaigns', token, {
      kind: 'email',
      name: 'Winter news',
      audience: { tag: 'reply-news' },
      subject: 'Winter is here',
      body: 'Hello {{first_name}}, our winter menu is out.',
      conversation_tag: 'winter',
      rate_per_second: 20,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await call('POST', `/api/campaigns/${id}/send`, token, {});
    await waitForStatus(token, id, 'done');
    const rows = await database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, id));
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows.sort((a, b) => a.id - b.id);
    if (!first?.replyToken || !second?.replyToken || !third?.replyToken) {
      throw new Error('no reply tokens');
    }
    // Each mail names its recipient's reply address and Message-ID (what arrived over SMTP).
    const mail = await mailbox.waitFor(first.address ?? '');
    const replyTo = `box-${driver}-${businessId}+${first.replyToken}@inbound.test`;
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${replyTo.replace(/[.+]/g, '\\$&')}\r?$`, 'm'));
    expect(mail.raw).toContain(`Message-ID: <campaign.${first.replyToken}@api.lisa.test>`);

    const counts = async () => {
      const [m] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(eq(messages.businessId, businessId));
      const [c] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(conversations)
        .where(eq(conversations.businessId, businessId));
      return { messages: m?.n ?? 0, conversations: c?.n ?? 0 };
    };
    const post = (path: string, body: unknown) =>
      fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Postmark's inbound JSON, as its documentation shows it (trimmed to what matters here).
    const postmark = (fields: {
      from: string;
      to: string;
      hash: string;
      text: string;
      messageId: string;
      inReplyTo?: string;
    }) => ({
      FromName: 'Person',
      MessageStream: 'inbound',
      From: fields.from,
      FromFull: { Email: fields.from, Name: 'Person', MailboxHash: '' },
      To: fields.to,
      ToFull: [{ Email: fields.to, Name: '', MailboxHash: fields.hash }],
      Cc: '',
      CcFull: [],
      OriginalRecipient: fields.to,
      Subject: 'Re: Winter is here',
      MessageID: fields.messageId,
      ReplyTo: '',
      MailboxHash: fields.hash,
      Date: 'Thu, 26 Nov 2026 10:00:00 +0000',
      TextBody: fields.text,
      HtmlBody: '',
      StrippedTextReply: '',
      Tag: '',
      Headers: [
        { Name: 'X-Spam-Status', Value: 'No' },
        ...(fields.inReplyTo ? [{ Name: 'In-Reply-To', Value: fields.inReplyTo }] : []),
      ],
      Attachments: [],
    });

    const before = await counts();
    const reply = postmark({
      from: (first.address ?? '').toUpperCase(),
      to: replyTo,
      hash: first.replyToken,
      text: 'Do you deliver on Sundays?\r\n\r\nOn Thu, 26 Nov 2026 at 09:00, Shop <shop@lisa.test>\r\nwrote:\r\n> Hello Person, our winter menu is out.\r\n',
      messageId: `reply-1-${driver}-${businessId}`,
    });
    const answered = await post(hook, reply);
    expect(answered.status).toBe(200);
    const { conversation_id: conversationId } = (await answered.json()) as {
      conversation_id: string;
    };
    const [conversation] = await database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, Number(conversationId)));
    expect(conversation).toMatchObject({
      businessId,
      contactId: first.contactId,
      channel: 'email',
      status: 'waiting',
    });
    const thread = await database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, Number(conversationId)));
    expect(thread.map((m) => [m.sender, m.text, m.private])).toEqual([
      ['visitor', 'Do you deliver on Sundays?', false],
      ['system', 'Email reply to the campaign "Winter news".', true],
    ]);
    // The recipient row says replied, with the conversation; the inbox finds it by its tag.
    const replied = await call('GET', `/api/campaigns/${id}/recipients?state=replied`, token);
    expect(
      replied.body.data.map((r: { contact_id: number; conversation_id: number }) => [
        r.contact_id,
        String(r.conversation_id),
      ]),
    ).toEqual([[first.contactId, conversationId]]);
    expect((await statusOf(token, id)).totals).toMatchObject({
      replied: 1,
      conversations_started: 1,
    });
    const tagged = await call('GET', '/api/conversations?tag=winter', token);
    expect(
      tagged.body.data.map((c: { id: number; tags: string[] }) => [String(c.id), c.tags]),
    ).toEqual([[conversationId, ['winter']]]);
    // A teammate's answer in the inbox reaches the contact by email (the inbox's reply mail).
    const answer = await call('POST', `/api/conversations/${conversationId}/messages`, token, {
      text: 'Yes, from eight until noon.',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    await waitFor(async () => {
      const mails = await database.db
        .select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.to, first.address ?? ''), eq(emailOutbox.kind, 'conversation_reply')),
        );
      return mails.some((m) => m.text.includes('Yes, from eight until noon.'));
    });
    // Postmark posting the same mail again (our answer lost) stores nothing twice.
    expect((await post(hook, reply)).status).toBe(200);
    expect(await counts()).toEqual({
      messages: before.messages + 3,
      conversations: before.conversations + 1,
    });

    // That mail threads the conversation and, replies being taken, may simply be answered.
    const [emailThread] = await database.db
      .select()
      .from(conversationEmailThreads)
      .where(eq(conversationEmailThreads.conversationId, Number(conversationId)));
    const threadToken = emailThread?.replyToken ?? '';
    expect(threadToken).toMatch(/^[0-9a-f]{20}$/);
    const [answerMail] = await database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.to, first.address ?? ''), eq(emailOutbox.kind, 'conversation_reply')),
      );
    const threadReplyTo = `box-${driver}-${businessId}+${threadToken}@inbound.test`;
    expect(answerMail?.headers).toEqual({
      'Message-ID': expect.stringMatching(
        new RegExp(`^<conversation\\.${threadToken}\\.[0-9a-f]{12}@api\\.lisa\\.test>$`),
      ),
      'In-Reply-To': `<conversation.${threadToken}@api.lisa.test>`,
      References: `<conversation.${threadToken}@api.lisa.test>`,
      'Reply-To': threadReplyTo,
    });
    expect(answerMail?.text).toContain('Reply to this email, or continue the conversation here:');
    expect(answerMail?.text).toContain('You get this email because you wrote to');
    const threadReply = (fields: {
      text: string;
      messageId: string;
      hash?: string;
      inReplyTo?: string;
      from?: string;
    }) =>
      postmark({
        from: fields.from ?? first.address ?? '',
        to: fields.hash === '' ? inboundBox : threadReplyTo,
        hash: fields.hash ?? threadToken,
        text: fields.text,
        messageId: fields.messageId,
        ...(fields.inReplyTo ? { inReplyTo: fields.inReplyTo } : {}),
      });
    const again = await post(
      hook,
      threadReply({
        text: 'Sunday at nine then.\n\nOn Thu, Shop wrote:\n> Yes, from eight until noon.',
        messageId: `reply-1b-${driver}-${businessId}`,
      }),
    );
    expect(again.status).toBe(200);
    expect(((await again.json()) as { conversation_id: string }).conversation_id).toBe(
      conversationId,
    );
    // A stranger holding the thread's address is refused; nothing is stored.
    expect(
      (
        await post(
          hook,
          threadReply({ text: 'Hi', messageId: `x-${driver}`, from: 'stranger@mail.test' }),
        )
      ).status,
    ).toBe(403);
    // Resolved, then answered by a mail app that kept only In-Reply-To: back to a person.
    const resolved = await call('PATCH', `/api/conversations/${conversationId}`, token, {
      status: 'resolved',
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    const late = await post(
      hook,
      threadReply({
        text: 'One more thing: do you take cards?',
        messageId: `reply-1c-${driver}-${businessId}`,
        hash: '',
        inReplyTo: answerMail?.headers?.['Message-ID'] ?? '',
      }),
    );
    expect(late.status).toBe(200);
    const reopened = await call('GET', `/api/conversations/${conversationId}`, token);
    expect(reopened.body).toMatchObject({
      status: 'waiting',
      handoff_reason: 'A reply by email: a person answers emails.',
    });
    const visitorLines = await database.db
      .select({ text: messages.text })
      .from(messages)
      .where(
        and(eq(messages.conversationId, Number(conversationId)), eq(messages.sender, 'visitor')),
      );
    expect(visitorLines.map((m) => m.text)).toEqual([
      'Do you deliver on Sundays?',
      'Sunday at nine then.',
      'One more thing: do you take cards?',
    ]);

    // A mail app that dropped the +token: found by In-Reply-To, the Message-ID Lisa set.
    const byThread = await post(
      hook,
      postmark({
        from: second.address ?? '',
        to: inboundBox,
        hash: '',
        text: 'Yes please, book me in.\n\n-----Original Message-----\nFrom: Shop <shop@lisa.test>\nHello',
        messageId: `reply-2-${driver}-${businessId}`,
        inReplyTo: `<campaign.${second.replyToken}@api.lisa.test>`,
      }),
    );
    expect(byThread.status).toBe(200);
    const secondRow = (
      await call('GET', `/api/campaigns/${id}/recipients?state=replied`, token)
    ).body.data.find((r: { contact_id: number }) => r.contact_id === second.contactId);
    expect(secondRow?.conversation_id).toBeTruthy();
    const [secondText] = await database.db
      .select({ text: messages.text })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, Number(secondRow.conversation_id)),
          eq(messages.sender, 'visitor'),
        ),
      );
    expect(secondText?.text).toBe('Yes please, book me in.');

    // Refused with a 403 (Postmark stops retrying) and nothing stored: a wrong secret, a
    // forged or unknown token, the right token from someone else, another business's token.
    const other = await createBusiness(database, { credits: 50 });
    const otherToken = await member(other);
    const otherHook = new URL(
      (await call('GET', '/api/campaigns/inbound-email', otherToken)).body.webhook_url,
    ).pathname;
    expect(otherHook).not.toBe(hook);
    const stored = await counts();
    const thirdReply = (overrides: Partial<Parameters<typeof postmark>[0]> = {}) =>
      postmark({
        from: third.address ?? '',
        to: replyTo,
        hash: third.replyToken ?? '',
        text: 'Hi',
        messageId: `reply-3-${driver}-${businessId}`,
        ...overrides,
      });
    const refusals: [string, unknown][] = [
      ['/api/campaigns/inbound/email/not-the-secret', thirdReply()],
      [hook, thirdReply({ hash: 'ffffffffffffffffffff' })],
      [hook, thirdReply({ hash: '', to: inboundBox })],
      [hook, thirdReply({ from: 'stranger@mail.test' })],
      [otherHook, thirdReply()],
      [hook, thirdReply({ hash: '', inReplyTo: '<campaign.ffffffffffffffffffff@api.lisa.test>' })],
    ];
    for (const [path, body] of refusals) {
      const refused = await post(path, body);
      expect(refused.status, `${path} ${JSON.stringify(body).slice(0, 200)}`).toBe(403);
    }
    expect((await post(hook, { ...thirdReply(), ToFull: 'nope' })).status).toBe(400);
    expect(await counts()).toEqual(stored);
    const [untouched] = await database.db
      .select({ state: campaignRecipients.state })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.id, third.id));
    expect(untouched?.state).toBe('sent');
    // The other business sees none of it.
    expect((await call('GET', '/api/conversations?tag=winter', otherToken)).body.data).toEqual([]);

    // A new secret: the old URL stops working.
    const rotated = await call('POST', '/api/campaigns/inbound-email/rotate', token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.webhook_url).not.toBe(initial.body.webhook_url);
    expect((await post(hook, thirdReply())).status).toBe(403);
    // This mail also names the first recipient's address (To / OriginalRecipient): the token
    // that went to its sender is the one taken, whatever order the database returns them in.
    const fresh = await post(new URL(rotated.body.webhook_url).pathname, thirdReply());
    expect(fresh.status, await fresh.text()).toBe(200);

    // Mailgun's route posts a form (multipart, with an attachment here, which is not kept):
    // an answer to the teammate's reply mail, found by the thread id in its headers.
    const newHook = new URL(rotated.body.webhook_url).pathname;
    const formPost = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set('attachment-1', new Blob(['%PDF-1.4 not kept']), 'menu.pdf');
      return fetch(`${api.url}${newHook}`, { method: 'POST', body: form });
    };
    const threadMessageId = answerMail?.headers?.['Message-ID'] ?? '';
    const byMailgun = await formPost({
      recipient: inboundBox,
      sender: first.address ?? '',
      from: `Person <${first.address ?? ''}>`,
      subject: 'Re: reply',
      'body-plain': 'Also, is parking free?\n\nOn Thu, Shop wrote:\n> Yes',
      'message-headers': JSON.stringify([
        ['Message-Id', `<mailgun-1-${driver}-${businessId}@mail.test>`],
        ['In-Reply-To', threadMessageId],
      ]),
    });
    expect(byMailgun.status, await byMailgun.clone().text()).toBe(200);
    expect(((await byMailgun.json()) as { conversation_id: string }).conversation_id).toBe(
      conversationId,
    );
    const [parking] = await database.db
      .select({ text: messages.text, source: messages.source })
      .from(messages)
      .where(
        and(eq(messages.conversationId, Number(conversationId)), eq(messages.sender, 'visitor')),
      )
      .orderBy(desc(messages.id))
      .limit(1);
    expect(parking).toEqual({ text: 'Also, is parking free?', source: 'email' });
    // Refused with Mailgun's "do not retry" code, 406, and nothing stored.
    const beforeRefusal = await counts();
    const refusedByMailgun = await formPost({
      recipient: `box-${driver}-${businessId}+ffffffffffffffffffff@inbound.test`,
      from: first.address ?? '',
      'body-plain': 'Hi',
    });
    expect(refusedByMailgun.status).toBe(406);
    expect(((await refusedByMailgun.json()) as { message: string }).message).toBe(
      'This mail does not answer an email of this business.',
    );
    expect(await counts()).toEqual(beforeRefusal);

    // SendGrid Inbound Parse posts a multipart form with the raw header block and the envelope.
    const sendgrid = await formPost({
      headers: [
        `From: Person <${first.address ?? ''}>`,
        `Message-ID: <sendgrid-1-${driver}-${businessId}@mail.test>`,
        `In-Reply-To: ${threadMessageId}`,
        'Subject: Re: reply',
      ].join('\r\n'),
      envelope: JSON.stringify({ to: [inboundBox], from: first.address ?? '' }),
      from: `Person <${first.address ?? ''}>`,
      to: inboundBox,
      subject: 'Re: reply',
      text: 'And can I bring my dog?',
    });
    expect(sendgrid.status, await sendgrid.clone().text()).toBe(200);
    expect(((await sendgrid.json()) as { conversation_id: string }).conversation_id).toBe(
      conversationId,
    );
    const [dog] = await database.db
      .select({ text: messages.text })
      .from(messages)
      .where(
        and(eq(messages.conversationId, Number(conversationId)), eq(messages.sender, 'visitor')),
      )
      .orderBy(desc(messages.id))
      .limit(1);
    expect(dog?.text).toBe('And can I bring my dog?');
    const beforeSendgridRefusal = await counts();
    const refusedBySendgrid = await formPost({
      headers: `From: ${first.address ?? ''}`,
      envelope: JSON.stringify({ to: [`box-${driver}-${businessId}@inbound.test`] }),
      text: 'Hi',
    });
    expect(refusedBySendgrid.status).toBe(406);
    expect(await counts()).toEqual(beforeSendgridRefusal);
  });

  it('runs website campaigns: rules, only active ones of the business in the widget, shown and replied counted (also into an open conversation), the reply proactive', async () => {
    const businessId = await createBusiness(database, { credits: 50 });
    const token = await member(businessId);
    const other = await createBusiness(database, { credits: 50 });
    const otherToken = await member(other);
    const read = async (response: Response): Promise<JsonBody> => response.json();
    const website = (name: string, extra: Record<string, unknown> = {}) =>
      call('POST', '/api/campaigns', token, { kind: 'website', name, ...extra });

    // Validation: bad rules, a too-long message, no message at send, no schedule.
    for (const rules of [
      { delay_seconds: -1 },
      { delay_seconds: 601 },
      { ends_at: 'tomorrow' },
      { url_contains: 'x'.repeat(301) },
      { url_equals: 'pricing' },
      { url_equals: '/pricing', url_contains: 'pricing' },
      { visitors: 'sometimes' },
      { business_hours: 'yes' },
      { unknown: 1 },
    ]) {
      const bad = await website('Bad', { rules });
      expect(bad.status, JSON.stringify(rules)).toBe(400);
    }
    expect((await website('Long', { body: 'x'.repeat(1001) })).status).toBe(400);
    const empty = await website('Empty');
    expect(empty.status).toBe(201);
    expect(empty.body.rules).toEqual({
      url_contains: '',
      url_equals: '',
      delay_seconds: 0,
      once_per_visitor: true,
      visitors: 'all',
      business_hours: false,
      ends_at: null,
    });
    // A business-hours rule needs the business's hours (none set yet).
    const hoursFirst = await website('Hours', { body: 'Hi', rules: { business_hours: true } });
    expect(hoursFirst.status).toBe(400);
    expect(hoursFirst.body.message).toBe('Set your business hours in the agent settings first');
    const noMessage = await call('POST', `/api/campaigns/${empty.body.id}/send`, token, {});
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.message).toBe('A website campaign needs a message.');

    expect((await website('Bad tag', { conversation_tag: 'a/b' })).status).toBe(400);
    const pricing = await website('Pricing', {
      body: 'Questions about plans? Ask me.',
      rules: { url_contains: '/pricing', delay_seconds: 5 },
      conversation_tag: ' Pricing help ',
    });
    expect(pricing.status).toBe(201);
    expect(pricing.body.conversation_tag).toBe('pricing help');
    const id = pricing.body.id as number;
    const scheduled = await call('POST', `/api/campaigns/${id}/send`, token, {
      scheduled_at: '2099-01-01T09:00',
    });
    expect(scheduled.status).toBe(400);
    const ended = await website('Ended', {
      body: 'Old offer',
      rules: { ends_at: '2020-01-01T00:00:00Z' },
    });
    const draftOnly = await website('Draft', { body: 'Not live' });
    const foreign = await call('POST', '/api/campaigns', otherToken, {
      kind: 'website',
      name: 'Theirs',
      body: 'Other shop',
    });
    for (const [t, cid] of [
      [token, id],
      [token, ended.body.id],
      [otherToken, foreign.body.id],
    ] as const) {
      const sent = await call('POST', `/api/campaigns/${cid}/send`, t, {});
      expect(sent.status).toBe(200);
      expect(sent.body.status).toBe('sending');
    }
    // Another business's id answers 404 to this owner.
    expect((await call('GET', `/api/campaigns/${foreign.body.id}`, token)).status).toBe(404);

    // The widget's list: only active, unexpired, this business's; nothing private.
    const listed = await fetch(`${api.url}/api/campaigns/website?business_id=${businessId}`);
    expect(listed.status).toBe(200);
    expect(await read(listed)).toEqual({
      data: [
        {
          id,
          message: 'Questions about plans? Ask me.',
          rules: {
            url_contains: '/pricing',
            url_equals: '',
            delay_seconds: 5,
            once_per_visitor: true,
            visitors: 'all',
            business_hours: false,
          },
        },
      ],
      open_now: true,
      open_changes_in: null,
    });
    expect(draftOnly.body.status).toBe('draft');
    expect((await fetch(`${api.url}/api/campaigns/website?business_id=abc`)).status).toBe(400);

    // The beacon counts shown; another business's or an inactive campaign answers 404.
    const beacon = (cid: number, business: number) =>
      fetch(`${api.url}/api/campaigns/website/${cid}/shown`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ business_id: business }),
      });
    expect((await beacon(id, businessId)).status).toBe(204);
    expect((await beacon(id, businessId)).status).toBe(204);
    expect((await beacon(foreign.body.id, businessId)).status).toBe(404);
    expect((await beacon(ended.body.id, businessId)).status).toBe(404);
    expect((await beacon(draftOnly.body.id, businessId)).status).toBe(404);

    // A visitor replies: a proactive conversation, the campaign's reply counted; no credit.
    const before = await creditBalance(database, businessId);
    const chat = await fetch(`${api.url}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'Is there a yearly plan?',
        business_id: businessId,
        customer_id: `visitor-${driver}-${++counter}`,
        campaign_id: id,
      }),
    });
    expect(chat.status).toBe(200);
    const conversationId = Number((await read(chat)).conversation_id);
    const [started] = await database.db
      .select({ reason: conversationEvents.reason })
      .from(conversationEvents)
      .where(
        and(
          eq(conversationEvents.conversationId, conversationId),
          eq(conversationEvents.kind, 'started'),
        ),
      );
    expect(started?.reason).toBe('proactive');
    // A customer-started one (a foreign campaign id is ignored) stays customer.
    const talking = `visitor-${driver}-${++counter}`;
    const plain = await fetch(`${api.url}/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'Hello',
        business_id: businessId,
        customer_id: talking,
        campaign_id: foreign.body.id,
      }),
    });
    const plainId = Number((await read(plain)).conversation_id);
    const [customer] = await database.db
      .select({ reason: conversationEvents.reason })
      .from(conversationEvents)
      .where(
        and(eq(conversationEvents.conversationId, plainId), eq(conversationEvents.kind, 'started')),
      );
    expect(customer?.reason).toBe('customer');
    // The same visitor answers the campaign in the conversation already open: a reply too (not
    // a conversation the campaign started), counted once however often they answer.
    for (const message of ['Yearly, you said?', 'And monthly?']) {
      const more = await fetch(`${api.url}/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message,
          business_id: businessId,
          customer_id: talking,
          campaign_id: id,
        }),
      });
      expect(Number((await read(more)).conversation_id)).toBe(plainId);
    }

    const results = (await call('GET', `/api/campaigns/${id}`, token)).body;
    expect(results.totals).toMatchObject({
      shown: 2,
      replied: 2,
      reply_rate: 1,
      conversations_started: 1,
      credits_used: 0,
    });
    // The bot's four answers spend their usual credit; the campaign itself none.
    expect(before - (await creditBalance(database, businessId))).toBeLessThanOrEqual(4);
    const replied = await call('GET', `/api/campaigns/${id}/recipients?state=replied`, token);
    expect(replied.body.data.map((r: { conversation_id: number }) => r.conversation_id)).toEqual([
      conversationId,
      plainId,
    ]);
    // The inbox shows the campaign's tag on the conversations it started and joined, only there.
    const inbox = await call('GET', '/api/conversations?limit=50', token);
    const tagsById = Object.fromEntries(
      inbox.body.data.map((c: { id: number; tags: string[] }) => [c.id, c.tags]),
    );
    expect(tagsById[conversationId]).toEqual(['pricing help']);
    expect(tagsById[plainId]).toEqual(['pricing help']);
    expect((await call('GET', `/api/conversations/${conversationId}`, token)).body.tags).toEqual([
      'pricing help',
    ]);
    const otherInbox = await call('GET', '/api/conversations', otherToken);
    expect(otherInbox.body.data.flatMap((c: { tags: string[] }) => c.tags)).toEqual([]);
    const filtered = await call('GET', '/api/conversations?tag=pricing%20help&limit=50', token);
    expect(filtered.body.data.map((c: { id: number }) => c.id).sort()).toEqual(
      [conversationId, plainId].sort(),
    );
    const otherFiltered = await call('GET', '/api/conversations?tag=pricing%20help', otherToken);
    expect(otherFiltered.body.data).toEqual([]);

    // Paused: gone from the widget; resumed: back.
    expect((await call('POST', `/api/campaigns/${id}/pause`, token)).body.status).toBe('paused');
    const paused = await fetch(`${api.url}/api/campaigns/website?business_id=${businessId}`);
    expect((await read(paused)).data).toEqual([]);
    expect((await beacon(id, businessId)).status).toBe(404);
    expect((await call('POST', `/api/campaigns/${id}/resume`, token)).body.status).toBe('sending');
    const back = await fetch(`${api.url}/api/campaigns/website?business_id=${businessId}`);
    expect((await read(back)).data.map((c: { id: number }) => c.id)).toEqual([id]);
  });

  it('tells the widget whether the business is open for a business-hours campaign, by its hours and zone', async () => {
    const businessId = await createBusiness(database, { credits: 5 });
    const token = await member(businessId);
    const now = new Date();
    const zone = 'Africa/Nairobi';
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short' })
      .format(now)
      .toLowerCase()
      .slice(0, 3);
    const allDay = { open: '00:00', close: '24:00' };
    const week = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
    // Open all week, all day, except (or including) today in Nairobi.
    const setHours = (openToday: boolean) => {
      const businessHours = {
        time_zone: zone,
        days: Object.fromEntries(week.map((d) => [d, d !== weekday || openToday ? allDay : null])),
      };
      return database.db
        .insert(agentSettings)
        .values({ businessId, businessHours })
        .onConflictDoUpdate({ target: agentSettings.businessId, set: { businessHours } });
    };
    await setHours(false);
    const created = await call('POST', '/api/campaigns', token, {
      kind: 'website',
      name: 'Open hours',
      body: 'We are here now.',
      rules: { url_equals: '/contact', visitors: 'returning', business_hours: true },
    });
    expect(created.status).toBe(201);
    expect((await call('POST', `/api/campaigns/${created.body.id}/send`, token, {})).status).toBe(
      200,
    );
    const list = async (): Promise<JsonBody> =>
      (await fetch(`${api.url}/api/campaigns/website?business_id=${businessId}`)).json();
    const closed = await list();
    expect(closed.open_now).toBe(false);
    // Closed all day today in Nairobi: it opens at the next midnight there.
    const tomorrow = new Date(now.getTime() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: zone,
    });
    const midnight = zonedTime(`${tomorrow}T00:00`, zone);
    const seconds = (midnight.getTime() - Date.now()) / 1000;
    expect(Math.abs(closed.open_changes_in - seconds)).toBeLessThan(60);
    expect(closed.data[0].rules).toMatchObject({
      url_equals: '/contact',
      visitors: 'returning',
      business_hours: true,
    });
    await setHours(true);
    // Open round the clock every day: open, and it never changes.
    expect(await list()).toMatchObject({ open_now: true, open_changes_in: null });
  });

  it('keeps businesses apart and refuses an agent', async () => {
    const first = await whatsappBusiness();
    const other = await whatsappBusiness();
    const id = await draft(first.token, first.templateId);
    for (const [method, path] of [
      ['GET', `/api/campaigns/${id}`],
      ['PATCH', `/api/campaigns/${id}`],
      ['POST', `/api/campaigns/${id}/send`],
      ['POST', `/api/campaigns/${id}/cancel`],
      ['GET', `/api/campaigns/${id}/recipients`],
      ['GET', `/api/campaigns/${id}/export.csv`],
      ['DELETE', `/api/campaigns/${id}`],
    ] as const) {
      const body = method === 'PATCH' || path.endsWith('/send') ? {} : undefined;
      expect((await call(method, path, other.token, body)).status, path).toBe(404);
    }
    expect((await call('GET', '/api/campaigns', other.token)).body.data).toHaveLength(0);
    const usingOthersTemplate = await call('POST', '/api/campaigns', other.token, {
      kind: 'whatsapp',
      name: 'x',
      template_id: first.templateId,
    });
    expect(usingOthersTemplate.status).toBe(400);
    const agent = await member(first.businessId, 'agent');
    expect((await call('GET', '/api/campaigns', agent)).status).toBe(403);
    expect(
      (await call('POST', '/api/campaigns', agent, { kind: 'whatsapp', name: 'x' })).status,
    ).toBe(403);
    expect((await call('POST', `/api/campaigns/${id}/send`, agent, {})).status).toBe(403);
    const admin = await member(first.businessId, 'admin');
    expect((await call('GET', `/api/campaigns/${id}`, admin)).status).toBe(200);
  });

  /** Many contacts with a WhatsApp number and a tag, in three statements. */
  async function manyContacts(businessId: number, n: number, tag: string) {
    const rows = await database.db
      .insert(contacts)
      .values(
        Array.from({ length: n }, (_, i) => ({
          businessId,
          customerId: `many-${businessId}-${tag}-${i}`,
          name: `Many ${i}`,
        })),
      )
      .returning({ id: contacts.id });
    const numbers = rows.map(() => {
      phone += 1;
      return `+2547${driver === 'postgres' ? 1 : 2}${String(phone).padStart(7, '0')}`;
    });
    await database.db.insert(contactIdentities).values(
      rows.map((row, i) => ({
        businessId,
        contactId: row.id,
        kind: 'whatsapp' as const,
        value: numbers[i] ?? '',
      })),
    );
    await database.db
      .insert(contactTags)
      .values(rows.map((row) => ({ businessId, contactId: row.id, tag })));
    return numbers;
  }

  /**
   * Moves the server's clock, then runs the campaign's waiting batch now; answers a fresh
   * owner's token (a session idle that long has ended).
   */
  async function later(ms: number, campaignId: number, businessId: number) {
    shift += ms;
    expect(await api.server.context.jobs.pending(SEND_JOB, { campaignId })).toBe(1);
    await api.server.context.jobs.moveQueued(SEND_JOB, `campaign:${campaignId}`, () => null);
    return member(businessId);
  }

  it("keeps within WhatsApp's daily limit: up to the tier, the rest when the 24 hours free room, nobody twice; a higher tier read from Meta lets more go", async () => {
    try {
      const { businessId, token, templateId, phoneNumberId } = await whatsappBusiness();
      meta.limits.set(phoneNumberId, 'TIER_250');
      const numbers = await manyContacts(businessId, 300, 'tier');
      const preview = await call('POST', '/api/campaigns/preview', token, {
        kind: 'whatsapp',
        audience: { tag: 'tier' },
      });
      expect(preview.body.whatsapp_limit).toEqual({
        limit: 250,
        used: 0,
        over_text:
          "Over WhatsApp's daily limit: this number may message 250 people in 24 hours (0 already). 250 go now; the other 50 follow as the limit frees up.",
      });
      const id = await draft(token, templateId, { audience: { tag: 'tier' }, rate_per_second: 80 });
      const started = clock();
      await call('POST', `/api/campaigns/${id}/send`, token, {});
      // 250 sends at 80 a second: a few seconds, much longer on a loaded machine.
      await waitFor(async () => (await statusOf(token, id)).status_reason !== null, 100_000);
      await api.server.context.jobs.idle([SEND_JOB], 10_000);
      const waiting = await statusOf(token, id);
      expect(waiting.status).toBe('sending');
      expect(waiting.totals).toMatchObject({ sent: 250, queued: 50 });
      // No hours set: the business's zone is UTC; room again 24 hours after the first send.
      const resumes = new Date(started.getTime() + LIMIT_WINDOW_MS).toISOString().slice(11, 16);
      const [hh = 0, mm = 0] = resumes.split(':').map(Number);
      const said = waiting.status_reason.match(
        /^Paused by WhatsApp's daily limit: 250 of 300 sent, resumes at (\d{2}):(\d{2})\.$/,
      );
      expect(said, waiting.status_reason).not.toBeNull();
      const minutes = (Number(said[1]) * 60 + Number(said[2]) - (hh * 60 + mm) + 1440) % 1440;
      expect(minutes).toBeLessThanOrEqual(2);
      const reached = () => numbers.filter((n) => sendsTo(n).length > 0).length;
      expect(reached()).toBe(250);
      const full = await call('POST', '/api/campaigns/preview', token, {
        kind: 'whatsapp',
        audience: { tag: 'tier' },
      });
      expect(full.body.whatsapp_limit).toMatchObject({ limit: 250, used: 250 });

      // 23 hours on, the window is still full: the batch waits again, nothing more goes.
      const next = await later(23 * 3_600_000, id, businessId);
      await api.server.context.jobs.idle([SEND_JOB], 10_000);
      expect(reached()).toBe(250);
      expect((await statusOf(next, id)).status_reason).toMatch(/^Paused by WhatsApp/);

      // Past 24 hours after the first sends: the other 50 go, and nobody got two.
      const after = await later(3_600_000 + 60_000, id, businessId);
      await waitForStatus(after, id, 'done');
      const done = await statusOf(after, id);
      expect(done.totals).toMatchObject({ sent: 300, queued: 0, failed: 0 });
      expect(done.status_reason).toBeNull();
      for (const n of numbers) expect(sendsTo(n)).toHaveLength(1);

      // A tier Meta raised: 60 people on TIER_50 stop at 50; once the read says 250, the rest go.
      const second = await whatsappBusiness();
      meta.limits.set(second.phoneNumberId, 'TIER_50');
      const more = await manyContacts(second.businessId, 60, 'tier');
      const small = await draft(second.token, second.templateId, {
        audience: { tag: 'tier' },
        rate_per_second: 80,
      });
      await call('POST', `/api/campaigns/${small}/send`, second.token, {});
      await waitFor(async () => (await statusOf(second.token, small)).status_reason !== null);
      await api.server.context.jobs.idle([SEND_JOB], 10_000);
      expect((await statusOf(second.token, small)).totals).toMatchObject({ sent: 50, queued: 10 });
      meta.limits.set(second.phoneNumberId, 'TIER_250');
      // Read again once the cached limit is old (an hour), well inside the 24 hours.
      const hourLater = await later(LIMIT_REFRESH_MS + 60_000, small, second.businessId);
      await waitForStatus(hourLater, small, 'done');
      expect((await statusOf(hourLater, small)).totals).toMatchObject({ sent: 60, queued: 0 });
      for (const n of more) expect(sendsTo(n)).toHaveLength(1);
    } finally {
      shift = 0;
    }
  }, 180_000);

  it("counts the inbox's template sends in WhatsApp's daily limit, not only the campaigns'", async () => {
    const { businessId, token, templateId, phoneNumberId } = await whatsappBusiness();
    meta.limits.set(phoneNumberId, 'TIER_50');
    // Five customers outside the campaign's audience get a template from the inbox first.
    const others = await manyContacts(businessId, 5, 'inbox');
    const rows = await database.db
      .select({ contactId: contactIdentities.contactId })
      .from(contactIdentities)
      .where(eq(contactIdentities.businessId, businessId));
    const ids = rows.map((row) => row.contactId).slice(0, others.length);
    const sentFromInbox: number[] = [];
    for (const contactId of ids) {
      const [conversation] = await database.db
        .insert(conversations)
        .values({ businessId, contactId, channel: 'whatsapp', status: 'open' })
        .returning({ id: conversations.id });
      const sent = await call(
        'POST',
        `/api/channels/conversations/${conversation?.id}/template`,
        token,
        {
          template_id: templateId,
          variables: ['Ann', 'Whitening'],
        },
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      sentFromInbox.push(contactId);
    }
    expect(sentFromInbox).toHaveLength(5);
    for (const n of others) expect(sendsTo(n)).toHaveLength(1);
    const audience = await manyContacts(businessId, 50, 'tier-inbox');
    const preview = await call('POST', '/api/campaigns/preview', token, {
      kind: 'whatsapp',
      audience: { tag: 'tier-inbox' },
    });
    expect(preview.body.whatsapp_limit).toMatchObject({ limit: 50, used: 5 });
    const id = await draft(token, templateId, {
      audience: { tag: 'tier-inbox' },
      rate_per_second: 80,
    });
    await call('POST', `/api/campaigns/${id}/send`, token, {});
    await waitFor(async () => (await statusOf(token, id)).status_reason !== null, 60_000);
    await api.server.context.jobs.idle([SEND_JOB], 10_000);
    // 50 people a day: 5 had the inbox's template, so the campaign reaches 45 and waits.
    expect((await statusOf(token, id)).totals).toMatchObject({ sent: 45, queued: 5 });
    expect(audience.filter((n) => sendsTo(n).length > 0)).toHaveLength(45);
    const full = await call('POST', '/api/campaigns/preview', token, {
      kind: 'whatsapp',
      audience: { tag: 'tier-inbox' },
    });
    expect(full.body.whatsapp_limit).toMatchObject({ limit: 50, used: 50 });
    await call('POST', `/api/campaigns/${id}/cancel`, token, {});
  }, 120_000);
});
