// Slack alerts against a loopback fake of Slack's incoming webhook: only Slack's host is
// accepted (tests allow their fake), the URL is never read back, a handoff posts its summary
// and a link (what visitors typed escaped), a lead posts, the test message reports Slack's
// refusal, the daily summary posts and queues the next one, and businesses stay apart.
import { randomUUID } from 'node:crypto';
import { WEEKDAYS } from '@lisa/contracts/agent';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useAccountsHarness } from '../../../test/support/accounts-harness.ts';
import { FAKE_SLACK_APP, startFakeSlackApi } from '../../../test/support/fake-slack-api.ts';
import { postJson } from '../../../test/support/test-server.ts';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../test/support/webhook-receiver.ts';
import { slackDestinations } from '../../db/schema/public-api.ts';
import { nextDailyRun, slackEscape } from '../../platform/webhooks/slack-alerts.ts';

describe('slack alert helpers', () => {
  it('escapes what Slack reads as markup', () => {
    expect(slackEscape('<b>Tom & Jerry</b>')).toBe('&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;');
  });
  it("runs the daily summary at the next 07:00 on the business's own clock", () => {
    // Nairobi is UTC+3 all year: 07:00 there is 04:00 UTC.
    expect(nextDailyRun(new Date('2026-11-25T03:59:00Z'), 'Africa/Nairobi').toISOString()).toBe(
      '2026-11-25T04:00:00.000Z',
    );
    expect(nextDailyRun(new Date('2026-11-25T04:00:00Z'), 'Africa/Nairobi').toISOString()).toBe(
      '2026-11-26T04:00:00.000Z',
    );
    // New York in winter (UTC-5); late in the UTC day it is still the local day before.
    expect(nextDailyRun(new Date('2026-11-25T23:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-26T12:00:00.000Z',
    );
    // Over the spring-forward night: 07:00 EST on the 7th, 07:00 EDT (UTC-4) on the 8th.
    expect(nextDailyRun(new Date('2026-03-07T11:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-07T12:00:00.000Z',
    );
    expect(nextDailyRun(new Date('2026-03-07T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T11:00:00.000Z',
    );
    // East of UTC, past midnight local while UTC is still on the day before.
    expect(nextDailyRun(new Date('2026-11-25T14:00:00Z'), 'Pacific/Auckland').toISOString()).toBe(
      '2026-11-25T18:00:00.000Z',
    );
    expect(nextDailyRun(new Date('2026-11-25T12:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-11-26T07:00:00.000Z',
    );
  });
});

const fakeSlackApi = await startFakeSlackApi();
afterAll(() => fakeSlackApi.close());

describe.each(testDrivers)('slack alerts on %s', (driver) => {
  const harness = useAccountsHarness(driver, {
    env: {
      SLACK_WEBHOOK_HOSTS: 'hooks.slack.com,127.0.0.1',
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      SLACK_CLIENT_ID: FAKE_SLACK_APP.clientId,
      SLACK_CLIENT_SECRET: FAKE_SLACK_APP.clientSecret,
      SLACK_API_BASE_URL: fakeSlackApi.url,
    },
  });
  const { call } = harness;
  let slack: WebhookReceiver;

  beforeAll(async () => {
    slack = await startWebhookReceiver();
  });
  afterAll(async () => {
    await slack?.close();
  });
  const reset = () => {
    slack.received.length = 0;
    slack.answers.length = 0;
    slack.fallback = { status: 200, text: 'ok' };
  };
  const texts = () => slack.received.map((hook) => String(hook.body.text));
  /** The due times of the channel's queued (not yet started) daily summary, in ISO. */
  const queuedSummaries = async (channelId: number): Promise<string[]> => {
    const rows = (await harness.server.database.db.execute(
      sql`select start_after from jobs.job where name = 'slack-daily-summary' and singleton_key = ${`daily:${channelId}`} and state = 'created'`,
    )) as unknown;
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
      start_after: string | Date;
    }[];
    return list.map((row) => new Date(row.start_after).toISOString());
  };
  const closedAllWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, null]));
  /** Saves the business's zone (its business hours' zone, where the summary's clock comes from). */
  const setZone = async (token: string, timeZone: string) => {
    const saved = await call(
      'PATCH',
      '/api/agent',
      { business_hours: { time_zone: timeZone, days: closedAllWeek } },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };

  async function addChannel(token: string, alerts: string[]) {
    const made = await call(
      'POST',
      '/api/slack/destinations',
      { name: '#front-desk', webhook_url: `${slack.url}/T000/B000/secret`, alerts },
      token,
    );
    expect(made.status).toBe(201);
    return made.body as { id: number; url_hint: string };
  }

  it('accepts only Slack webhook URLs, seals them at rest and never reads one back', async () => {
    const owner = await harness.signedUp();
    const refused = await call(
      'POST',
      '/api/slack/destinations',
      { name: '#x', webhook_url: 'https://evil.example.com/hook', alerts: ['handoff'] },
      owner.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields.webhook_url).toBeDefined();
    for (const body of [
      { name: '', webhook_url: `${slack.url}/a`, alerts: ['handoff'] },
      { name: '#x', webhook_url: `${slack.url}/a`, alerts: [] },
      { name: '#x', webhook_url: `${slack.url}/a`, alerts: ['everything'] },
    ]) {
      expect((await call('POST', '/api/slack/destinations', body, owner.token)).status).toBe(400);
    }
    const channel = await addChannel(owner.token, ['handoff']);
    const listed = await call('GET', '/api/slack/destinations', undefined, owner.token);
    expect(listed.body.destinations).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain('/T000/B000/secret');
    expect(channel.url_hint).toBe('…secret');
    // At rest the URL is sealed, bound to its destination; the alerts still reach it (below).
    const [stored] = await harness.server.database.db
      .select({ url: slackDestinations.webhookUrl })
      .from(slackDestinations)
      .where(eq(slackDestinations.id, channel.id));
    expect(stored?.url).toMatch(/^lisa1\./);
    expect(stored?.url).not.toContain('/T000/B000/secret');
  });

  it('posts a handoff with its summary and a link, escaping what the visitor typed', async () => {
    reset();
    const owner = await harness.signedUp();
    await addChannel(owner.token, ['handoff']);
    const asked = await postJson(`${harness.server.url}/chat`, {
      business_id: owner.businessId,
      message: 'I want to talk to a human about <b>refunds</b> & fees',
      customer_id: randomUUID(),
    });
    expect(asked.status).toBe(200);
    const [hook] = await slack.waitFor(1);
    const text = String(hook?.body.text);
    expect(text).toContain('A conversation is waiting for a person');
    expect(text).toContain('Asked:');
    expect(text).toContain('&lt;b&gt;refunds&lt;/b&gt; &amp; fees');
    expect(text).not.toContain('<b>');
    expect(text).toMatch(
      /<http:\/\/localhost:3001\/dashboard\/inbox\?conversation=\d+\|Open the conversation>/,
    );
    expect(hook?.body.blocks[0].text.type).toBe('mrkdwn');
  });

  it('posts a new lead to the channels that asked, and none to those that did not', async () => {
    reset();
    const owner = await harness.signedUp();
    await addChannel(owner.token, ['lead']);
    const other = await harness.signedUp();
    await addChannel(other.token, ['handoff']);
    const { webhooks } = harness.server.server.context;
    const { db } = harness.server.database;
    for (const businessId of [owner.businessId, other.businessId]) {
      await webhooks.publish(db, businessId, 'lead.created', {
        lead: { name: 'Amina Njoroge', email: 'amina@example.test', source: 'quote form' },
      });
    }
    await slack.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(texts()).toEqual([
      '*New lead* from quote form: Amina Njoroge, amina@example.test\n<http://localhost:3001/dashboard/leads|See the leads>',
    ]);
  });

  it("sends a test message and reports Slack's refusal", async () => {
    reset();
    const owner = await harness.signedUp();
    const channel = await addChannel(owner.token, ['handoff']);
    const ok = await call(
      'POST',
      `/api/slack/destinations/${channel.id}/test`,
      undefined,
      owner.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.last_sent_at).not.toBeNull();
    slack.fallback = { status: 404, text: 'no_service' };
    const refused = await call(
      'POST',
      `/api/slack/destinations/${channel.id}/test`,
      undefined,
      owner.token,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Slack answered 404: no_service');
    const listed = await call('GET', '/api/slack/destinations', undefined, owner.token);
    expect(listed.body.destinations[0].last_error).toBe('Slack answered 404: no_service');
  });

  it('posts the daily summary when it falls due and queues the next one', async () => {
    reset();
    const owner = await harness.signedUp();
    // The business keeps New York time (its business hours' zone).
    await setZone(owner.token, 'America/New_York');
    const channel = await addChannel(owner.token, ['handoff']);
    const patched = await call(
      'PATCH',
      `/api/slack/destinations/${channel.id}`,
      { alerts: ['handoff', 'daily_summary'] },
      owner.token,
    );
    expect(patched.status).toBe(200);
    const key = `daily:${channel.id}`;
    // Queued for 07:00 New York time (12:00 or 11:00 UTC), not 07:00 UTC.
    const [first] = await queuedSummaries(channel.id);
    expect(first).toBe(
      nextDailyRun(new Date(Date.now() + harness.time.offsetMs), 'America/New_York').toISOString(),
    );
    expect([11, 12]).toContain(new Date(first ?? 0).getUTCHours());
    // Due now, through the queue (it wakes its workers; on PGlite nothing else polls soon).
    const moved = await harness.server.server.context.jobs.moveQueued(
      'slack-daily-summary',
      key,
      () => null,
    );
    expect(moved).toBeNull();
    const [hook] = await slack.waitFor(1, 15_000);
    expect(String(hook?.body.text)).toMatch(
      /new conversations · \d+ answers by the assistant · \d+ handed to a person/,
    );
    // About yesterday on New York's calendar.
    const nyToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(Date.now() + harness.time.offsetMs),
    );
    const nyYesterday = new Date(Date.parse(`${nyToday}T00:00:00Z`) - 24 * 60 * 60 * 1000)
      .toISOString()
      .slice(0, 10);
    expect(String(hook?.body.text)).toContain(` on ${nyYesterday}*`);
    await expect.poll(() => queuedSummaries(channel.id), { interval: 100 }).toHaveLength(1);
  });

  it("moves a queued summary when the business's time zone changes, over DST", async () => {
    reset();
    // Saturday 27 March 2027, 08:00 UTC: London is on GMT until 01:00 UTC tomorrow, New York
    // has been on EDT (UTC-4) since the 14th. In the future, so nothing falls due meanwhile.
    harness.time.offsetMs = Date.parse('2027-03-27T08:00:00Z') - Date.now();
    try {
      const owner = await harness.signedUp();
      await setZone(owner.token, 'Europe/London');
      const channel = await addChannel(owner.token, ['daily_summary']);
      // Another business in London keeps its time whatever this one does.
      const other = await harness.signedUp();
      await setZone(other.token, 'Europe/London');
      const otherChannel = await addChannel(other.token, ['daily_summary']);
      // 07:00 BST on Sunday (the clocks went forward overnight).
      expect(await queuedSummaries(channel.id)).toEqual(['2027-03-28T06:00:00.000Z']);

      // To New York: 07:00 EDT on the same Sunday, not EST's 12:00 UTC.
      await setZone(owner.token, 'America/New_York');
      expect(await queuedSummaries(channel.id)).toEqual(['2027-03-28T11:00:00.000Z']);
      // Another setting saved, the zone unchanged: nothing moves.
      const renamed = await call('PATCH', '/api/agent', { name: 'Ava' }, owner.token);
      expect(renamed.status).toBe(200);
      expect(await queuedSummaries(channel.id)).toEqual(['2027-03-28T11:00:00.000Z']);
      // To Tokyo: that Sunday begins there at 15:00 UTC today, so its 07:00 is 22:00 UTC today.
      await setZone(owner.token, 'Asia/Tokyo');
      expect(await queuedSummaries(channel.id)).toEqual(['2027-03-27T22:00:00.000Z']);
      expect(slack.received).toHaveLength(0);

      // Back to London: Saturday 07:00 GMT has passed there, so that summary is sent at once
      // (not skipped), and the next one is queued for Sunday 07:00 BST.
      await setZone(owner.token, 'Europe/London');
      const [hook] = await slack.waitFor(1, 15_000);
      expect(String(hook?.body.text)).toContain(' on 2027-03-26*');
      await expect
        .poll(() => queuedSummaries(channel.id), { interval: 100 })
        .toEqual(['2027-03-28T06:00:00.000Z']);
      expect(await queuedSummaries(otherChannel.id)).toEqual(['2027-03-28T06:00:00.000Z']);
    } finally {
      harness.time.offsetMs = 0;
    }
  });

  it('installs by OAuth: oauth.v2.access with the code, then the channel Slack made', async () => {
    reset();
    const owner = await harness.signedUp();
    fakeSlackApi.setWebhookUrl(`${slack.url}/T9TK3CUKW/B12345678/oauth`);
    const install = await call('GET', '/api/slack/oauth/install', undefined, owner.token);
    expect(install.status).toBe(200);
    expect(install.body.oauth).toBe(true);
    const authorize = new URL(install.body.url as string);
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://slack.com/oauth/v2/authorize');
    expect(authorize.searchParams.get('client_id')).toBe('client-1');
    expect(authorize.searchParams.get('scope')).toBe('incoming-webhook');
    const redirectUri = authorize.searchParams.get('redirect_uri') ?? '';
    expect(redirectUri).toMatch(/\/api\/slack\/oauth\/callback$/);
    const state = authorize.searchParams.get('state') ?? '';
    // Sealed: the business and member inside cannot be read or changed.
    expect(state).not.toContain('"b"');
    expect(() => JSON.parse(state)).toThrow();

    const callback = (query: Record<string, string>) =>
      fetch(
        `${harness.server.url}/api/slack/oauth/callback?${new URLSearchParams(query).toString()}`,
        { redirect: 'manual' },
      );
    const outcome = (response: Response) =>
      new URL(response.headers.get('location') ?? '', 'http://x').searchParams.get('slack');
    const list = async () =>
      (await call('GET', '/api/slack/destinations', undefined, owner.token)).body.destinations as {
        name: string;
        alerts: string[];
      }[];

    // Refusals keep nothing: a forged state, a cancelled install, a code Slack refuses.
    const forged = await callback({ code: 'good-code', state: `${state.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(302);
    expect(outcome(forged)).toBe('expired');
    expect(outcome(await callback({ error: 'access_denied', state }))).toBe('denied');
    const calls = fakeSlackApi.calls.length;
    expect(outcome(await callback({ code: 'bad-code', state }))).toBe('refused');
    expect(fakeSlackApi.calls[calls]?.form).toEqual({
      code: 'bad-code',
      redirect_uri: redirectUri,
    });
    expect(await list()).toEqual([]);

    const done = await callback({ code: 'good-code', state });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toMatch(
      /\/dashboard\/integrations\/slack\?slack=connected$/,
    );
    const [channel] = await list();
    expect(channel?.name).toBe('#front-desk-alerts');
    expect(channel?.alerts).toEqual(['handoff', 'lead']);

    // An expired state (10 minutes) is refused.
    harness.time.offsetMs += 11 * 60 * 1000;
    try {
      expect(outcome(await callback({ code: 'good-code', state }))).toBe('expired');
    } finally {
      harness.time.offsetMs = 0;
    }
  });

  it('keeps each business to its own channels', async () => {
    const a = await harness.signedUp();
    const b = await harness.signedUp();
    const channel = await addChannel(b.token, ['handoff']);
    for (const [method, path, body] of [
      ['PATCH', `/api/slack/destinations/${channel.id}`, { enabled: false }],
      ['DELETE', `/api/slack/destinations/${channel.id}`, undefined],
      ['POST', `/api/slack/destinations/${channel.id}/test`, undefined],
    ] as const) {
      expect((await call(method, path, body, a.token)).status, `${method} ${path}`).toBe(404);
    }
    expect(
      (await call('GET', '/api/slack/destinations', undefined, a.token)).body.destinations,
    ).toEqual([]);
  });
});
