// A member's public reply with files on WhatsApp, Messenger and Instagram, against the fake
// Graph API: each file is uploaded (WhatsApp /media, the page's /message_attachments), then
// sent by its id as an image or a document/file, and the text follows; the delivery is
// recorded as sent. A private note's files never reach Meta. Without a Meta app configured,
// "Continue with Facebook" is not offered (the manual form only).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useMetaHarness } from '../../../test/support/meta-harness.ts';
import { createBusiness } from '../../../test/support/test-server.ts';
import { channelMessages } from '../../db/schema/channels.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');

describe.each(testDrivers)('channel media send on %s', (driver) => {
  const harness = useMetaHarness(driver);
  const { call, settle, waPayload, textMessage, pagePayload } = harness;

  async function reply(
    token: string,
    conversationId: number,
    files: { name: string; content_type: string; text: string }[],
    body: { text?: string; private?: boolean },
  ) {
    const ids: number[] = [];
    for (const file of files) {
      const up = await call('POST', '/api/attachments', token, {
        conversation_id: conversationId,
        name: file.name,
        content_type: file.content_type,
        data_base64: b64(file.text),
      });
      expect(up.status, JSON.stringify(up.body)).toBe(201);
      ids.push(up.body.id);
    }
    const sent = await call('POST', `/api/conversations/${conversationId}/messages`, token, {
      ...body,
      attachments: ids,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await settle();
    return sent.body.message.id as number;
  }

  // This file's server has no Meta app configured (the channels suite's has one).
  it('offers only the manual form when no Meta app is set', async () => {
    const businessId = await createBusiness(harness.api.database);
    const { token } = await harness.member(businessId);
    for (const channel of ['whatsapp', 'messenger', 'instagram']) {
      const config = await call('GET', `/api/channels/${channel}/signup`, token);
      expect(config.body).toMatchObject({ enabled: false, app_id: null });
    }
    const refused = await call('POST', '/api/channels/messenger/signup/pages', token, {
      access_token: 'any',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('enter the details by hand');
  });

  it('uploads a WhatsApp reply’s files to /media and sends them as image and document, then the text', async () => {
    const { businessId, token, phoneNumberId, appSecret } = await harness.whatsappBusiness();
    const from = '254711500001';
    await harness.deliver(
      waPayload(phoneNumberId, { messages: [textMessage(from, 'Can you send the price list?')] }),
      appSecret,
    );
    const { id: conversationId } = await harness.waitForConversation(businessId, 'whatsapp');
    await settle();
    const { meta } = harness;
    meta.reset();

    // A private note's file never reaches Meta.
    await reply(
      token,
      conversationId,
      [{ name: 'internal.txt', content_type: 'text/plain', text: 'x' }],
      {
        text: 'For the team',
        private: true,
      },
    );
    expect(meta.requests.filter((r) => r.method === 'POST')).toEqual([]);

    const messageId = await reply(
      token,
      conversationId,
      [
        { name: 'photo.png', content_type: 'image/png', text: 'png bytes' },
        { name: 'prices.pdf', content_type: 'application/pdf', text: '%PDF-1.4 prices' },
      ],
      { text: 'Here you go.' },
    );
    const uploads = meta.requests.filter((r) => r.path === `/v21.0/${phoneNumberId}/media`);
    expect(uploads).toHaveLength(2);
    expect(uploads[0]?.headers.authorization).toBe(`Bearer EAAG-token-${phoneNumberId}`);
    expect(uploads[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(String(uploads[0]?.body)).toContain('name="messaging_product"');
    expect(String(uploads[0]?.body)).toContain('filename="photo.png"');
    expect(String(uploads[1]?.body)).toContain('%PDF-1.4 prices');
    const sends = meta.sends().filter((r) => r.body?.to === from);
    expect(sends.map((r) => r.body.type)).toEqual(['image', 'document', 'text']);
    expect(sends[0]?.body.image).toEqual({ id: expect.stringMatching(/^media\.fake/) });
    expect(sends[1]?.body.document).toEqual({
      id: expect.stringMatching(/^media\.fake/),
      filename: 'prices.pdf',
    });
    expect(sends[2]?.body.text.body).toBe('Here you go.');
    const [delivery] = await harness.api.database.db
      .select()
      .from(channelMessages)
      .where(and(eq(channelMessages.messageId, messageId), eq(channelMessages.direction, 'out')));
    expect(delivery?.status).toBe('sent');
  });

  it('a retry after a partly failed reply sends only the files Meta did not accept, then the text', async () => {
    const { businessId, token, phoneNumberId, appSecret } = await harness.whatsappBusiness();
    const from = '254711600002';
    await harness.deliver(
      waPayload(phoneNumberId, { messages: [textMessage(from, 'Send me all three forms')] }),
      appSecret,
    );
    const { id: conversationId } = await harness.waitForConversation(businessId, 'whatsapp');
    await settle();
    const { meta } = harness;
    meta.reset();
    // The first file goes through; Meta refuses the second for good.
    meta.sendAnswers.push(
      { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.first' }] } },
      {
        status: 400,
        body: { error: { code: 131053, message: 'Media upload error', type: 'OAuthException' } },
      },
    );
    const files = [
      { name: 'a.pdf', content_type: 'application/pdf', text: '%PDF-1.4 first' },
      { name: 'b.pdf', content_type: 'application/pdf', text: '%PDF-1.4 second' },
      { name: 'c.pdf', content_type: 'application/pdf', text: '%PDF-1.4 third' },
    ];
    const messageId = await reply(token, conversationId, files, { text: 'All three.' });
    const documents = () =>
      meta
        .sends()
        .filter((r) => r.body?.to === from)
        .map((r) => r.body.document?.filename ?? r.body.text?.body);
    expect(documents()).toEqual(['a.pdf', 'b.pdf']);
    const before = await call('GET', `/api/channels/conversations/${conversationId}`, token);
    const deliveryOf = (body: { deliveries: { message_id: string }[] }) =>
      body.deliveries.find((d) => d.message_id === String(messageId));
    expect(deliveryOf(before.body)).toEqual({
      message_id: String(messageId),
      status: 'failed',
      error: expect.any(String),
    });

    // Another business's member, and a message that was delivered: refused, nothing sent.
    const { token: stranger } = await harness.member(
      await createBusiness(harness.api.database, { credits: 1 }),
    );
    const path = `/api/channels/conversations/${conversationId}/messages/${messageId}/retry`;
    expect((await call('POST', path, stranger)).status).toBe(404);

    const retried = await call('POST', path, token);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(deliveryOf(retried.body)).toMatchObject({ status: 'pending', error: null });
    await settle();
    // Only b and c were uploaded and sent again; a (already delivered) never twice.
    expect(documents()).toEqual(['a.pdf', 'b.pdf', 'b.pdf', 'c.pdf', 'All three.']);
    const uploads = meta.requests.filter((r) => r.path === `/v21.0/${phoneNumberId}/media`);
    expect(uploads.map((r) => String(r.body).match(/filename="(\w\.pdf)"/)?.[1])).toEqual([
      'a.pdf',
      'b.pdf',
      'b.pdf',
      'c.pdf',
    ]);
    const [delivery] = await harness.api.database.db
      .select()
      .from(channelMessages)
      .where(and(eq(channelMessages.messageId, messageId), eq(channelMessages.direction, 'out')));
    expect(delivery?.status).toBe('sent');
    expect(delivery?.businessId).toBe(businessId);
    // Delivered now: a second retry is refused and sends nothing.
    expect((await call('POST', path, token)).status).toBe(409);
    expect(documents()).toHaveLength(5);
  });

  it.each(['messenger', 'instagram'] as const)(
    'uploads a %s reply’s file to the page and sends it as an attachment',
    async (channel) => {
      const { businessId, token, pageId, appSecret, psid } = await harness.pageBusiness(channel);
      await harness.deliver(
        pagePayload(channel, pageId, psid, { mid: `m_media_${pageId}`, text: 'Send me the menu' }),
        appSecret,
      );
      const { id: conversationId } = await harness.waitForConversation(businessId, channel);
      await settle();
      const { meta } = harness;
      meta.reset();

      // A file alone: no text message after it.
      await reply(
        token,
        conversationId,
        [{ name: 'menu.txt', content_type: 'text/plain', text: 'Soup 5' }],
        {},
      );
      // On a busy machine a first delivery attempt may fail and be retried (5 s later): the
      // send is waited for, as a customer's reply would be.
      const sends = await harness.waitForSendsTo(psid, 1);
      expect(sends).toHaveLength(1);
      const uploads = meta.requests.filter(
        (r) => r.path === `/v21.0/${pageId}/message_attachments`,
      );
      expect(uploads).toHaveLength(1);
      expect(String(uploads[0]?.body)).toContain('filename="menu.txt"');
      expect(String(uploads[0]?.body)).toContain('"is_reusable":false');
      expect(sends[0]?.body).toEqual({
        recipient: { id: psid },
        messaging_type: 'RESPONSE',
        message: {
          attachment: {
            type: 'file',
            payload: { attachment_id: expect.stringMatching(/^att\.fake/) },
          },
        },
      });
    },
  );
});
