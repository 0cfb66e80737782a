// WhatsApp, Messenger and Instagram against a loopback fake of Meta's Graph API that
// records what it receives, with webhooks signed like Meta's: connecting (secrets sealed,
// verify token, callback URL), the handshake, the signature (Meta's own test vector, a
// tampered body, no header, a wrong secret: nothing stored), a batched webhook, redelivery,
// the agent's answer through the send endpoint, media, the 24-hour window and templates,
// statuses that never go back, STOP / START, Messenger and Instagram through the same
// plumbing, a member's reply from the inbox, and businesses kept apart.
import { windowClosedText } from '@lisa/contracts/channels';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { deliverWebhook, type FakeMeta } from '../../../test/support/fake-meta.ts';
import { useMetaHarness } from '../../../test/support/meta-harness.ts';
import { createBusiness, type TestServer } from '../../../test/support/test-server.ts';
import { connect, type TestSocket } from '../../../test/support/ws-client.ts';
import { channelConnections, channelMessages } from '../../db/schema/channels.ts';
import { contactIdentities } from '../../db/schema/contacts.ts';
import { attachments, contacts, messages } from '../../db/schema/core.ts';
import { formatForChannel } from './channel-format.ts';
import { DELIVERY_JOB } from './channels-delivery.ts';
import { consentKeyword, joinBurst, routingIdsOf, storable } from './channels-inbound.ts';
import { signMeta, verifyMeta } from './meta-signature.ts';

describe('meta webhook signature', () => {
  it("matches Meta's own test vector", () => {
    const expected = 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17';
    expect(signMeta("It's a Secret to Everybody", 'Hello, World!')).toBe(expected);
    expect(verifyMeta("It's a Secret to Everybody", expected, Buffer.from('Hello, World!'))).toBe(
      true,
    );
  });
  it('refuses a tampered body, a wrong secret, a missing or malformed header', () => {
    const good = signMeta("It's a Secret to Everybody", 'Hello, World!');
    expect(verifyMeta("It's a Secret to Everybody", good, 'Hello, World?')).toBe(false);
    expect(verifyMeta('another secret', good, 'Hello, World!')).toBe(false);
    expect(verifyMeta("It's a Secret to Everybody", undefined, 'Hello, World!')).toBe(false);
    expect(verifyMeta("It's a Secret to Everybody", 'sha1=abc', 'Hello, World!')).toBe(false);
  });
});

describe('channel formatting and keywords', () => {
  it('turns Markdown into WhatsApp markup, tables into lines, citations into short links', () => {
    const text = formatForChannel(
      'whatsapp',
      '## Prices\n**Cleaning** costs less.\n\n| Service | Price |\n|---|---|\n| Cleaning | $50 |\n| Whitening | $200 |\n\nSee [our site](https://example.com/prices).',
      [{ index: 1, title: 'Prices', url: 'https://example.com/docs/prices/' }],
    );
    expect(text).toContain('*Prices*');
    expect(text).toContain('*Cleaning* costs less.');
    expect(text).not.toContain('|');
    expect(text).toContain('Cleaning, Price: $50');
    expect(text).toContain('our site (https://example.com/prices)');
    expect(text.endsWith('[1] example.com/docs/prices')).toBe(true);
    expect(formatForChannel('messenger', '**Hi**')).toBe('Hi');
  });
  it('makes text storable: no NUL or control characters, no lone surrogates', () => {
    expect(storable('a\u0000b\u0007c\td\ne')).toBe('abc\td\ne');
    expect(storable('x\uD800y')).toBe('x\uFFFDy');
    expect(storable('ok 👍')).toBe('ok 👍');
  });
  it("joins a burst's lines: a sentence ends a line, a fragment runs on", () => {
    expect(joinBurst(['Which channels', ' does Lisa', 'support?'])).toBe(
      'Which channels does Lisa support?',
    );
    expect(joinBurst(['Hello!', 'Do you open on Sunday?', '', 'Thanks.'])).toBe(
      'Hello!\nDo you open on Sunday?\nThanks.',
    );
    expect(joinBurst(['', '  '])).toBe('');
  });

  it('names the window per channel (templates are WhatsApp only)', () => {
    expect(windowClosedText('whatsapp')).toContain('approved template');
    expect(windowClosedText('instagram')).toBe(
      'The customer last wrote more than 24 hours ago: Instagram only lets you reply within 24 hours of their last message.',
    );
  });

  it('reads the ids a webhook names from its bytes (the candidates whose secret may sign it)', () => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '111',
          changes: [
            { value: { metadata: { phone_number_id: '222' }, messages: [{ id: 'wamid.x' }] } },
          ],
        },
      ],
    });
    expect(routingIdsOf(Buffer.from(body))).toEqual(['111', '222']);
    expect(routingIdsOf(Buffer.from('{"entry":[{"id": 333,"time":1}]}'))).toEqual(['333']);
    expect(routingIdsOf(Buffer.from('Hello, World!'))).toEqual([]);
  });

  it('knows STOP and START in English, Swahili and French, as whole messages only', () => {
    for (const word of [
      'STOP',
      ' stop ',
      'Unsubscribe',
      'ACHA',
      'sitisha',
      'arrêt',
      'Désabonner',
    ]) {
      expect(consentKeyword(word), word).toBe('opted_out');
    }
    for (const word of ['START', 'anza', 'Commencer'])
      expect(consentKeyword(word), word).toBe('opted_in');
    expect(consentKeyword('please stop sending me offers')).toBeNull();
  });
});

describe.each(testDrivers)('channels on %s', (driver) => {
  const harness = useMetaHarness(driver, {
    // Long enough that a burst's messages land in one window on a busy machine.
    burstWindowMs: 1500,
    env: {
      META_APP_ID: '4242',
      META_APP_SECRET: 'the-lisa-meta-app-secret',
      META_CONFIG_ID: '9090',
    },
  });
  const {
    call,
    settle,
    whatsappBusiness,
    waPayload,
    textMessage,
    sendsTo,
    waitForSendsTo,
    conversationsOf,
  } = harness;
  const member = async (businessId: number, role?: 'owner' | 'agent') =>
    (await harness.member(businessId, role)).token;
  let api: TestServer;
  let meta: FakeMeta;
  beforeAll(() => {
    api = harness.api;
    meta = harness.meta;
  });

  async function messageCount(businessId: number) {
    const [row] = await api.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.businessId, businessId));
    return Number(row?.n ?? 0);
  }

  it('connects WhatsApp with sealed secrets, a verify token and the callback URL', async () => {
    const businessId = await createBusiness(api.database);
    const token = await member(businessId);
    const bad = await call('PUT', '/api/channels/whatsapp', token, {
      phone_number_id: 'abc',
      business_account_id: '1',
      access_token: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.phone_number_id).toBeDefined();
    expect((await call('PUT', '/api/channels/telegram', token, {})).status).toBe(400);

    const before = await call('GET', '/api/channels', token);
    expect(before.status).toBe(200);
    expect(before.body.channels.map((c: { channel: string }) => c.channel)).toEqual([
      'whatsapp',
      'messenger',
      'instagram',
    ]);
    expect(before.body.channels[0].connected).toBe(false);
    expect(before.body.channels[0].callback_url).toBe('https://api.lisa.test/webhooks/meta');

    const ok = await call('PUT', '/api/channels/whatsapp', token, {
      phone_number_id: `555${driver === 'postgres' ? 1 : 2}01`,
      business_account_id: '777',
      access_token: 'EAAG-very-secret-token-WXYZ',
      app_secret: 'the-app-secret',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      connected: true,
      token_hint: '…WXYZ',
      business_account_id: '777',
    });
    expect(ok.body.verify_token).toMatch(/^lisa_/);
    expect(JSON.stringify(ok.body)).not.toContain('very-secret');
    expect(JSON.stringify(ok.body)).not.toContain('the-app-secret');
    const [row] = await api.database.db
      .select()
      .from(channelConnections)
      .where(eq(channelConnections.businessId, businessId));
    expect(row?.accessToken).not.toContain('very-secret');
    expect(row?.appSecret).not.toContain('the-app-secret');

    // The same number cannot serve two businesses.
    const other = await member(await createBusiness(api.database));
    const taken = await call('PUT', '/api/channels/whatsapp', other, {
      phone_number_id: `555${driver === 'postgres' ? 1 : 2}01`,
      business_account_id: '778',
      access_token: 'x',
      app_secret: 'y',
    });
    expect(taken.status).toBe(409);

    // An agent may not see or change connections.
    const agent = await member(businessId, 'agent');
    expect((await call('GET', '/api/channels', agent)).status).toBe(403);
  });

  it('connects WhatsApp through embedded signup: the code exchanged for a token, the manual form alike', async () => {
    const businessId = await createBusiness(api.database);
    const token = await member(businessId);
    const config = await call('GET', '/api/channels/whatsapp/signup', token);
    expect(config.body).toEqual({
      enabled: true,
      app_id: '4242',
      config_id: '9090',
      graph_version: 'v21.0',
    });
    const phoneNumberId = harness.unique('6000');
    const input = { phone_number_id: phoneNumberId, business_account_id: harness.unique('7000') };
    // A code Meta does not accept: nothing connected, the reason in words.
    const refused = await call('POST', '/api/channels/whatsapp/signup', token, {
      ...input,
      code: 'stale-code',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Facebook did not accept the sign-in');
    expect((await call('GET', '/api/channels/whatsapp', token)).body.connected).toBe(false);
    expect(
      (await call('POST', '/api/channels/whatsapp/signup', token, { ...input, code: '' })).status,
    ).toBe(400);

    meta.codes.set(`code-${phoneNumberId}`, `EAAG-signup-${phoneNumberId}`);
    const connected = await call('POST', '/api/channels/whatsapp/signup', token, {
      ...input,
      code: `code-${phoneNumberId}`,
    });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({
      connected: true,
      external_id: phoneNumberId,
      token_hint: `…${phoneNumberId.slice(-4)}`,
    });
    const exchange = meta.requests.findLast((r) => r.path === '/v21.0/oauth/access_token');
    expect(exchange?.query).toEqual({
      client_id: '4242',
      client_secret: 'the-lisa-meta-app-secret',
      code: `code-${phoneNumberId}`,
    });
    expect(
      meta.requests.some((r) => r.path === `/v21.0/${input.business_account_id}/subscribed_apps`),
    ).toBe(true);
    // The exchanged token sends; the app's secret signs its webhooks.
    const test = await call('POST', '/api/channels/whatsapp/test', token, { to: '+254711000099' });
    expect(test.body.ok).toBe(true);
    expect(meta.sends().at(-1)?.headers.authorization).toBe(`Bearer EAAG-signup-${phoneNumberId}`);
    const hook = await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, { statuses: [] }),
      'the-lisa-meta-app-secret',
    );
    expect(hook.status).toBe(200);
    // An agent may not connect.
    const agent = await member(businessId, 'agent');
    expect((await call('GET', '/api/channels/whatsapp/signup', agent)).status).toBe(403);
  });

  it.each(['messenger', 'instagram'] as const)(
    'connects a %s page through Facebook Login: pages listed, one picked, the app subscribed',
    async (channel) => {
      const businessId = await createBusiness(api.database);
      const token = await member(businessId);
      expect((await call('GET', `/api/channels/${channel}/signup`, token)).body).toEqual({
        enabled: true,
        app_id: '4242',
        config_id: null,
        graph_version: 'v21.0',
      });
      const pageId = harness.unique('8000');
      const igId = harness.unique('1784');
      const short = `short-${pageId}`;
      const long = `long-${pageId}`;
      meta.userTokens.set(short, long);
      meta.pages.set(long, [
        {
          id: pageId,
          name: 'Kiosk Coffee',
          access_token: `page-token-${pageId}`,
          instagram_business_account: { id: igId, username: 'kioskcoffee' },
        },
        { id: `${pageId}7`, name: 'No Instagram here', access_token: `page-token-${pageId}7` },
      ]);
      // A token Facebook does not accept: nothing listed, the reason in words.
      const stale = await call('POST', `/api/channels/${channel}/signup/pages`, token, {
        access_token: 'stale',
      });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toContain('Facebook did not accept the sign-in');
      expect(
        (await call('POST', `/api/channels/${channel}/signup/pages`, token, { access_token: '' }))
          .status,
      ).toBe(400);

      const listed = await call('POST', `/api/channels/${channel}/signup/pages`, token, {
        access_token: short,
      });
      expect(listed.status).toBe(200);
      const kiosk = {
        id: pageId,
        name: 'Kiosk Coffee',
        instagram_id: igId,
        instagram_username: 'kioskcoffee',
      };
      // Instagram offers only pages with a linked account; no page token reaches the browser.
      expect(listed.body.pages).toEqual(
        channel === 'messenger'
          ? [
              kiosk,
              {
                id: `${pageId}7`,
                name: 'No Instagram here',
                instagram_id: null,
                instagram_username: null,
              },
            ]
          : [kiosk],
      );
      expect(JSON.stringify(listed.body)).not.toContain('page-token');
      const exchange = meta.requests.findLast((r) => r.path === '/v21.0/oauth/access_token');
      expect(exchange?.query).toEqual({
        grant_type: 'fb_exchange_token',
        fb_exchange_token: short,
        client_id: '4242',
        client_secret: 'the-lisa-meta-app-secret',
      });
      expect(
        meta.requests.findLast((r) => r.path === '/v21.0/me/accounts')?.headers.authorization,
      ).toBe(`Bearer ${long}`);

      // A page this person does not manage is refused; nothing connected.
      const foreign = await call('POST', `/api/channels/${channel}/signup`, token, {
        access_token: short,
        page_id: '999999999',
      });
      expect(foreign.status).toBe(409);
      expect((await call('GET', `/api/channels/${channel}`, token)).body.connected).toBe(false);

      const connected = await call('POST', `/api/channels/${channel}/signup`, token, {
        access_token: short,
        page_id: pageId,
      });
      expect(connected.status).toBe(200);
      // Instagram's webhooks name the Instagram account: that is the connection's id.
      const externalId = channel === 'instagram' ? igId : pageId;
      expect(connected.body).toMatchObject({
        channel,
        connected: true,
        external_id: externalId,
        token_hint: `…${pageId.slice(-4)}`,
      });
      const subscribed = meta.requests.findLast(
        (r) => r.path === `/v21.0/${pageId}/subscribed_apps`,
      );
      expect(subscribed?.method).toBe('POST');
      expect(subscribed?.query).toEqual({ subscribed_fields: 'messages,messaging_postbacks' });
      expect(subscribed?.headers.authorization).toBe(`Bearer page-token-${pageId}`);

      // Connected like the manual form: the app's secret signs the page's webhooks, and the
      // page's token answers the customer.
      const psid = `${pageId}55`;
      const hook = await deliverWebhook(
        api.url,
        harness.pagePayload(channel, externalId, psid, {
          mid: `m_${pageId}`,
          text: 'Which channels does Lisa support?',
        }),
        'the-lisa-meta-app-secret',
      );
      expect(hook.status).toBe(200);
      const [answer] = await waitForSendsTo(psid, 1);
      expect(answer?.headers.authorization).toBe(`Bearer page-token-${pageId}`);

      // Without a linked Instagram account, Instagram refuses that page in words.
      if (channel === 'instagram') {
        const other = await member(await createBusiness(api.database));
        const none = await call('POST', '/api/channels/instagram/signup', other, {
          access_token: short,
          page_id: `${pageId}7`,
        });
        expect(none.status).toBe(409);
        expect(none.body.message).toContain('no Instagram business account');
      }
      // An agent may not connect.
      const agent = await member(businessId, 'agent');
      expect(
        (
          await call('POST', `/api/channels/${channel}/signup/pages`, agent, {
            access_token: short,
          })
        ).status,
      ).toBe(403);
    },
  );

  it('answers the handshake only to its verify token', async () => {
    const { connection } = await whatsappBusiness();
    const right = await fetch(
      `${api.url}/webhooks/meta?hub.mode=subscribe&hub.verify_token=${connection.verify_token}&hub.challenge=1158201444`,
    );
    expect(right.status).toBe(200);
    expect(await right.text()).toBe('1158201444');
    const wrong = await fetch(
      `${api.url}/webhooks/meta?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1158201444`,
    );
    expect(wrong.status).toBe(403);
  });

  it('stores nothing for a tampered body, a missing header or a wrong secret', async () => {
    const { businessId, phoneNumberId, appSecret } = await whatsappBusiness();
    const payload = waPayload(phoneNumberId, { messages: [textMessage('254711000001', 'Hello')] });
    const tampered = await deliverWebhook(api.url, payload, appSecret, {
      tamper: (raw) => raw.replace('Hello', 'Hullo'),
    });
    expect(tampered.status).toBe(401);
    expect((await deliverWebhook(api.url, payload, null)).status).toBe(401);
    expect((await deliverWebhook(api.url, payload, 'not-the-secret')).status).toBe(401);
    await settle();
    expect(await messageCount(businessId)).toBe(0);
  });

  it('answers a WhatsApp text through the send endpoint, formatted, with the contact found by number', async () => {
    const { businessId, phoneNumberId, appSecret } = await whatsappBusiness();
    const from = '254711000002';
    // A NUL inside the text (valid JSON) is dropped rather than failing the insert.
    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, { messages: [textMessage(from, 'Hi\u0000 there')] }),
      appSecret,
    );
    await waitForSendsTo(from, 1);
    const [cleaned] = await api.database.db
      .select({ text: messages.text })
      .from(messages)
      .where(and(eq(messages.businessId, businessId), eq(messages.sender, 'visitor')));
    expect(cleaned?.text).toBe('Hi there');
    meta.reset();
    const res = await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, {
        contacts: [{ profile: { name: 'Amina Njoroge' }, wa_id: from }],
        messages: [textMessage(from, 'Which channels does Lisa support?')],
      }),
      appSecret,
    );
    expect(res.status).toBe(200);
    const [sent] = await waitForSendsTo(from, 1);
    expect(sent?.path).toBe(`/v21.0/${phoneNumberId}/messages`);
    expect(sent?.headers.authorization).toBe(`Bearer EAAG-token-${phoneNumberId}`);
    expect(sent?.body).toMatchObject({ messaging_product: 'whatsapp', to: from, type: 'text' });
    expect(sent?.body.text.body).toContain('WhatsApp, Instagram, Facebook Messenger');
    // The customer's message was marked read with the typing indicator before the answer.
    expect(
      meta.actions().find((r) => String(r.body.message_id).startsWith('wamid.in'))?.body,
    ).toMatchObject({
      messaging_product: 'whatsapp',
      status: 'read',
      typing_indicator: { type: 'text' },
    });
    const [conversation] = await conversationsOf(businessId, 'whatsapp');
    expect(conversation).toBeDefined();
    const [contact] = await api.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, conversation?.contactId ?? 0));
    expect(contact?.name).toBe('Amina Njoroge');
    const keys = await api.database.db
      .select({ kind: contactIdentities.kind, value: contactIdentities.value })
      .from(contactIdentities)
      .where(eq(contactIdentities.contactId, contact?.id ?? 0));
    expect(keys).toEqual(
      expect.arrayContaining([
        { kind: 'whatsapp', value: '+254711000002' },
        { kind: 'phone', value: '+254711000002' },
      ]),
    );
    const [delivery] = await api.database.db
      .select()
      .from(channelMessages)
      .where(and(eq(channelMessages.businessId, businessId), eq(channelMessages.direction, 'out')));
    expect(delivery?.status).toBe('sent');
    expect(delivery?.externalId).toMatch(/^wamid\.fake/);
  });

  it('answers a burst from one sender once, as one turn in order; a later message gets its own answer', async () => {
    const { businessId, phoneNumberId, appSecret } = await whatsappBusiness();
    const from = '254711000077';
    const lines = ['Which channels', 'does Lisa', 'support?'];
    // Three short lines in one delivery, the way Meta batches a customer typing fast.
    const res = await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, { messages: lines.map((line) => textMessage(from, line)) }),
      appSecret,
    );
    expect(res.status).toBe(200);
    const [answer] = await waitForSendsTo(from, 1);
    expect(answer?.body.text.body).toContain('WhatsApp, Instagram, Facebook Messenger');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await settle();
    expect(sendsTo(from)).toHaveLength(1);
    const said = await api.database.db
      .select({ text: messages.text })
      .from(messages)
      .where(and(eq(messages.businessId, businessId), eq(messages.sender, 'visitor')));
    expect(said.map((row) => row.text)).toEqual(['Which channels does Lisa support?']);
    const inbound = await api.database.db
      .select({ status: channelMessages.status, content: channelMessages.content })
      .from(channelMessages)
      .where(and(eq(channelMessages.businessId, businessId), eq(channelMessages.direction, 'in')));
    expect(inbound).toEqual(lines.map(() => ({ status: 'received', content: null })));

    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, { messages: [textMessage(from, 'How much does Lisa cost?')] }),
      appSecret,
    );
    await waitForSendsTo(from, 2);
    expect(await messageCount(businessId)).toBe(4);
  });

  it('processes every message and status of a batch, and a redelivery creates nothing', async () => {
    const { businessId, phoneNumberId, appSecret } = await whatsappBusiness();
    const payload = {
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
                  textMessage('254711000011', 'How much does Lisa cost?'),
                  textMessage('254711000012', 'Which channels does Lisa support?'),
                ],
                statuses: [{ id: 'wamid.unknown', status: 'delivered', recipient_id: '1' }],
              },
            },
          ],
        },
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: phoneNumberId },
                messages: [textMessage('254711000013', 'How much does Lisa cost?')],
              },
            },
          ],
        },
      ],
    };
    expect((await deliverWebhook(api.url, payload, appSecret)).status).toBe(200);
    for (const to of ['254711000011', '254711000012', '254711000013']) await waitForSendsTo(to, 1);
    expect(await conversationsOf(businessId, 'whatsapp')).toHaveLength(3);
    const stored = await messageCount(businessId);
    const sends = meta.sends().length;

    expect((await deliverWebhook(api.url, payload, appSecret)).status).toBe(200);
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settle();
    expect(await messageCount(businessId)).toBe(stored);
    expect(meta.sends().length).toBe(sends);
  });

  it('stores a media message as an attachment', async () => {
    const { businessId, phoneNumberId, appSecret } = await whatsappBusiness();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    meta.media.set(`media${driver}`, { data: png, mimeType: 'image/png' });
    const from = '254711000021';
    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, {
        messages: [
          {
            from,
            id: `wamid.media${driver}`,
            type: 'image',
            image: { id: `media${driver}`, mime_type: 'image/png', caption: 'My x-ray' },
          },
        ],
      }),
      appSecret,
    );
    // While the burst waits, its row holds the file's key; the bytes are in the file store.
    const { storage } = api.server.context;
    let queued: typeof channelMessages.$inferSelect | undefined;
    for (const deadline = Date.now() + 10_000; !queued?.content && Date.now() < deadline; ) {
      [queued] = await api.database.db
        .select()
        .from(channelMessages)
        .where(eq(channelMessages.externalId, `wamid.media${driver}`));
      if (!queued) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [queuedFile] = queued?.content?.attachments ?? [];
    expect(queuedFile).toMatchObject({ content_type: 'image/png', size: png.length });
    expect(queuedFile?.data_base64).toBeUndefined();
    expect(queuedFile?.key).toMatch(
      new RegExp(`^channel-media/${businessId}/\\d+/[0-9a-f]{32}-1$`),
    );
    const key = queuedFile?.key ?? '';
    expect((await storage.get(key))?.equals(png)).toBe(true);
    await waitForSendsTo(from, 1);
    const files = await api.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.businessId, businessId));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ contentType: 'image/png', size: png.length });
    // Answered: the file is an attachment; its queued copy is gone.
    expect((await storage.get(files[0]?.storageKey ?? ''))?.equals(png)).toBe(true);
    expect(await storage.get(key)).toBeNull();
    const [answered] = await api.database.db
      .select({ content: channelMessages.content })
      .from(channelMessages)
      .where(eq(channelMessages.externalId, `wamid.media${driver}`));
    expect(answered?.content).toBeNull();
    const [visitor] = await api.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.businessId, businessId), eq(messages.sender, 'visitor')));
    expect(visitor?.text).toBe('My x-ray');
  });

  async function memberSocket(token: string): Promise<TestSocket> {
    const socket = await connect(api.wsUrl);
    socket.send({ type: 'auth', token });
    await socket.next((frame) => frame.type === 'ready');
    return socket;
  }
  const deliveryFrames = (socket: TestSocket) =>
    socket.frames.flatMap((frame) => (frame.type === 'channel.delivery.updated' ? [frame] : []));

  it('never moves a status back, keeps failed final with the reason in plain words, live over /ws', async () => {
    const { businessId, token, phoneNumberId, appSecret } = await whatsappBusiness();
    const socket = await memberSocket(token);
    const from = '254711000031';
    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, { messages: [textMessage(from, 'How much does Lisa cost?')] }),
      appSecret,
    );
    await waitForSendsTo(from, 1);
    const delivery = async () =>
      (
        await api.database.db
          .select()
          .from(channelMessages)
          .where(
            and(eq(channelMessages.businessId, businessId), eq(channelMessages.direction, 'out')),
          )
      )[0];
    const id = (await delivery())?.externalId as string;
    const status = (state: string, extra: object = {}) =>
      deliverWebhook(
        api.url,
        waPayload(phoneNumberId, {
          statuses: [{ id, status: state, recipient_id: from, ...extra }],
        }),
        appSecret,
      );
    await status('read');
    await settle();
    await status('delivered');
    await status('sent');
    await settle();
    expect((await delivery())?.status).toBe('read');
    await status('failed', { errors: [{ code: 131050, title: 'opted out' }] });
    await settle();
    expect((await delivery())?.status).toBe('read');

    // A second reply that fails: final, with Meta's reason in plain words.
    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, {
        messages: [textMessage(from, 'Which channels does Lisa support?')],
      }),
      appSecret,
    );
    await waitForSendsTo(from, 2);
    const rows = await api.database.db
      .select()
      .from(channelMessages)
      .where(and(eq(channelMessages.businessId, businessId), eq(channelMessages.direction, 'out')))
      .orderBy(channelMessages.id);
    const second = rows[1]?.externalId as string;
    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, {
        statuses: [
          {
            id: second,
            status: 'failed',
            errors: [{ code: 131047, title: 'Re-engagement message' }],
          },
        ],
      }),
      appSecret,
    );
    await settle();
    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, { statuses: [{ id: second, status: 'delivered' }] }),
      appSecret,
    );
    await settle();
    const [, failed] = await api.database.db
      .select()
      .from(channelMessages)
      .where(and(eq(channelMessages.businessId, businessId), eq(channelMessages.direction, 'out')))
      .orderBy(channelMessages.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.errorText).toContain('More than 24 hours have passed');

    // The team's socket heard every move, forward only, and the failure's reason.
    const first = String((await delivery())?.messageId);
    await socket.next(
      (frame) => frame.type === 'channel.delivery.updated' && frame.delivery.status === 'failed',
    );
    const frames = deliveryFrames(socket);
    expect(
      frames.filter((f) => f.delivery.message_id === first).map((f) => f.delivery.status),
    ).toEqual(['pending', 'sent', 'read']);
    expect(frames.at(-1)).toMatchObject({
      conversation_id: String(failed?.conversationId),
      delivery: { message_id: String(failed?.messageId), status: 'failed' },
    });
    expect(
      frames.at(-1)?.type === 'channel.delivery.updated' && frames.at(-1)?.delivery.error,
    ).toContain('More than 24 hours have passed');
    socket.close();
  });

  it('refuses free text outside the 24-hour window before calling Meta, and sends a template', async () => {
    const { businessId, token, phoneNumberId, appSecret, accountId } = await whatsappBusiness();
    const from = '254711000041';
    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, { messages: [textMessage(from, 'How much does Lisa cost?')] }),
      appSecret,
    );
    await waitForSendsTo(from, 1);
    const [conversation] = await conversationsOf(businessId, 'whatsapp');
    const id = conversation?.id as number;

    // Inside the window a member's reply reaches the customer.
    const replied = await call('POST', `/api/conversations/${id}/messages`, token, {
      text: 'Hello from **Mary** at the desk',
    });
    expect(replied.status).toBe(201);
    const [, memberSend] = await waitForSendsTo(from, 2);
    expect(memberSend?.body.text.body).toBe('Hello from *Mary* at the desk');
    const open = await call('GET', `/api/channels/conversations/${id}`, token);
    expect(open.body.window_open).toBe(true);

    // The customer last wrote 25 hours ago (sessions stay valid: the messages move, not the clock).
    await api.database.db
      .update(messages)
      .set({ createdAt: sql`${messages.createdAt} - interval '25 hours'` })
      .where(eq(messages.conversationId, id));
    {
      const sendsBefore = sendsTo(from).length;
      const storedBefore = await messageCount(businessId);
      // A member's reply is refused up front: nothing stored, nothing sent, the window named.
      const late = await call('POST', `/api/conversations/${id}/messages`, token, {
        text: 'Are you still there?',
      });
      expect(late.status).toBe(409);
      expect(late.body.error).toBe('conflict');
      expect(late.body.message).toContain('more than 24 hours ago');
      expect(await messageCount(businessId)).toBe(storedBefore);
      // A private note still goes in.
      const note = await call('POST', `/api/conversations/${id}/messages`, token, {
        text: 'Call her tomorrow',
        private: true,
      });
      expect(note.status).toBe(201);
      // Any other sender (the bot, a workflow) is refused by the delivery job, before the call.
      const [botLine] = await api.database.db
        .insert(messages)
        .values({ conversationId: id, businessId, sender: 'bot', text: 'Still there?' })
        .returning();
      await api.server.context.jobs.enqueue(
        DELIVERY_JOB,
        { messageId: botLine?.id as number },
        { singletonKey: `message:${botLine?.id}` },
      );
      const deadline = Date.now() + 10_000;
      let refused: typeof channelMessages.$inferSelect | undefined;
      while (!refused && Date.now() < deadline) {
        await settle();
        [refused] = await api.database.db
          .select()
          .from(channelMessages)
          .where(and(eq(channelMessages.conversationId, id), eq(channelMessages.status, 'failed')));
        if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(refused?.errorText).toContain('24 hours');
      expect(sendsTo(from).length).toBe(sendsBefore);
      const notes = await api.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, id), eq(messages.private, true)));
      expect(notes.some((note) => note.text.startsWith('Not delivered:'))).toBe(true);
      const closed = await call('GET', `/api/channels/conversations/${id}`, token);
      expect(closed.body).toMatchObject({ window_open: false, channel: 'whatsapp' });

      meta.templates.set(accountId, [
        {
          name: 'appointment_reminder',
          language: 'en',
          status: 'APPROVED',
          category: 'UTILITY',
          components: [{ type: 'BODY', text: 'Hi {{1}}, see you on {{2}}.' }],
        },
        {
          name: 'welcome',
          language: 'en',
          status: 'APPROVED',
          components: [{ type: 'BODY', text: 'Welcome!' }],
        },
        {
          name: 'draft_offer',
          language: 'fr',
          status: 'PENDING',
          components: [{ type: 'BODY', text: 'Offre' }],
        },
      ]);
      const synced = await call('POST', '/api/channels/whatsapp/templates/sync', token);
      expect(synced.status).toBe(200);
      expect(synced.body.templates).toHaveLength(3);
      const reminder = synced.body.templates.find(
        (t: { name: string }) => t.name === 'appointment_reminder',
      );
      expect(reminder.variables).toBe(2);
      const pending = synced.body.templates.find((t: { name: string }) => t.name === 'draft_offer');
      expect(
        (
          await call('POST', `/api/channels/conversations/${id}/template`, token, {
            template_id: pending.id,
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await call('POST', `/api/channels/conversations/${id}/template`, token, {
            template_id: reminder.id,
            variables: ['Amina'],
          })
        ).status,
      ).toBe(400);
      const sent = await call('POST', `/api/channels/conversations/${id}/template`, token, {
        template_id: reminder.id,
        variables: ['Amina', 'Friday'],
      });
      expect(sent.status).toBe(200);
      const last = sendsTo(from).at(-1);
      expect(last?.body).toMatchObject({
        type: 'template',
        template: {
          name: 'appointment_reminder',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Amina' },
                { type: 'text', text: 'Friday' },
              ],
            },
          ],
        },
      });
    }
  });

  it('opts out on STOP (confirmed once, no agent answer) and back in on START, shown in the inbox', async () => {
    const { businessId, token, phoneNumberId, appSecret } = await whatsappBusiness();
    const from = '254711000051';
    const consent = async () => {
      const [row] = await api.database.db
        .select({ consents: contacts.consents })
        .from(contacts)
        .where(
          and(eq(contacts.businessId, businessId), eq(contacts.customerId, `whatsapp:+${from}`)),
        );
      return row?.consents.whatsapp?.status;
    };
    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, { messages: [textMessage(from, 'STOP')] }),
      appSecret,
    );
    const [confirmation] = await waitForSendsTo(from, 1);
    expect(confirmation?.body.text.body).toContain('You will not receive marketing messages');
    expect(await consent()).toBe('opted_out');
    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, { messages: [textMessage(from, 'stop')] }),
      appSecret,
    );
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sendsTo(from)).toHaveLength(1);
    expect(await messageCount(businessId)).toBe(0);
    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, { messages: [textMessage(from, 'Anza')] }),
      appSecret,
    );
    await waitForSendsTo(from, 2);
    expect(await consent()).toBe('opted_in');

    // Once there is a conversation, a change shows in it as a team line (never sent).
    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, { messages: [textMessage(from, 'How much does Lisa cost?')] }),
      appSecret,
    );
    await waitForSendsTo(from, 3);
    await deliverWebhook(
      api.url,
      waPayload(phoneNumberId, { messages: [textMessage(from, 'Stop.')] }),
      appSecret,
    );
    await waitForSendsTo(from, 4);
    const [conversation] = await conversationsOf(businessId, 'whatsapp');
    const lines = await api.database.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.conversationId, conversation?.id as number), eq(messages.sender, 'system')),
      );
    expect(lines.map((line) => [line.text, line.private])).toEqual([
      ['Opted out of marketing messages on WhatsApp (replied STOP).', true],
    ]);
    const state = await call('GET', `/api/channels/conversations/${conversation?.id}`, token);
    expect(state.body.opted_out).toBe(true);
    expect(sendsTo(from)).toHaveLength(4);
  });

  it.each([
    ['messenger', 'page'],
    ['instagram', 'instagram'],
  ] as const)('answers on %s through the same plumbing', async (channel, object) => {
    const { businessId, token, pageId, psid } = await harness.pageBusiness(channel);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    meta.media.set(`photo-${pageId}.png`, { data: png, mimeType: 'image/png' });
    const payload = {
      object,
      entry: [
        {
          id: pageId,
          time: Date.now(),
          messaging: [
            {
              sender: { id: psid },
              recipient: { id: pageId },
              timestamp: Date.now(),
              message: {
                mid: `m_${pageId}`,
                text: 'Which channels does Lisa support?',
                attachments: [
                  { type: 'image', payload: { url: `${meta.url}/files/photo-${pageId}.png` } },
                ],
              },
            },
          ],
        },
      ],
    };
    expect((await deliverWebhook(api.url, payload, `page-secret-${pageId}`)).status).toBe(200);
    const [sent] = await waitForSendsTo(psid, 1);
    expect(sent?.path).toBe(`/v21.0/${pageId}/messages`);
    expect(sent?.body).toMatchObject({ recipient: { id: psid }, messaging_type: 'RESPONSE' });
    expect(sent?.body.message.text).toContain('WhatsApp, Instagram');
    expect(
      meta
        .actions()
        .filter((r) => r.body.recipient?.id === psid)
        .map((r) => r.body.sender_action),
    ).toEqual(['mark_seen', 'typing_on']);
    const [conversation] = await conversationsOf(businessId, channel);
    expect(conversation).toBeDefined();
    // The image at the webhook's URL is stored as an attachment (no token sent to the CDN).
    const files = await api.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.businessId, businessId));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      name: `photo-${pageId}.png`,
      contentType: 'image/png',
      size: png.length,
    });
    const cdn = meta.requests.find((r) => r.path === `/files/photo-${pageId}.png`);
    expect(cdn?.headers.authorization).toBeUndefined();

    // A member's reply reaches the page too.
    await call('POST', `/api/conversations/${conversation?.id}/messages`, token, {
      text: 'A person here.',
    });
    const [, reply] = await waitForSendsTo(psid, 2);
    expect(reply?.body.message.text).toBe('A person here.');

    // A tapped button (a postback) is read as its title (the member has the conversation now,
    // so the bot stays quiet).
    const tap = {
      object,
      entry: [
        {
          id: pageId,
          time: Date.now(),
          messaging: [
            {
              sender: { id: psid },
              recipient: { id: pageId },
              timestamp: Date.now(),
              postback: {
                mid: `m_tap_${pageId}`,
                title: 'How much does Lisa cost?',
                payload: 'PRICE',
              },
            },
          ],
        },
      ],
    };
    expect((await deliverWebhook(api.url, tap, `page-secret-${pageId}`)).status).toBe(200);
    const deadline = Date.now() + 20_000;
    let said: string[] = [];
    while (!said.includes('How much does Lisa cost?') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      said = (
        await api.database.db
          .select({ text: messages.text })
          .from(messages)
          .where(and(eq(messages.businessId, businessId), eq(messages.sender, 'visitor')))
      ).map((row) => row.text);
    }
    expect(said).toContain('How much does Lisa cost?');
  });

  it("never lands a webhook for business A's number in business B", async () => {
    const a = await whatsappBusiness();
    const b = await whatsappBusiness();
    const from = '254711000061';
    // Signed with B's secret but naming A's phone number id: not A's (and not B's number).
    await deliverWebhook(
      api.url,
      waPayload(a.phoneNumberId, { messages: [textMessage(from, 'Hello')] }),
      b.appSecret,
    );
    await settle();
    expect(await messageCount(a.businessId)).toBe(0);
    expect(await messageCount(b.businessId)).toBe(0);

    await deliverWebhook(
      api.url,
      waPayload(a.phoneNumberId, { messages: [textMessage(from, 'How much does Lisa cost?')] }),
      a.appSecret,
    );
    await waitForSendsTo(from, 1);
    expect(await messageCount(a.businessId)).toBeGreaterThan(0);
    expect(await messageCount(b.businessId)).toBe(0);
    const [conversation] = await conversationsOf(a.businessId, 'whatsapp');
    expect(
      (await call('GET', `/api/channels/conversations/${conversation?.id}`, b.token)).status,
    ).toBe(404);
    expect(
      (await call('GET', `/api/channels/conversations/${conversation?.id}`, a.token)).status,
    ).toBe(200);
  });
});
