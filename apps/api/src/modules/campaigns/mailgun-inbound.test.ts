import { describe, expect, it } from 'vitest';
import { isFormPost, mailgunToInbound, readFormFields } from './mailgun-inbound.ts';

const TOKEN = '0123456789abcdef0123';

describe('Mailgun inbound forms', () => {
  it('gives a Mailgun form the shape of Postmark inbound JSON', () => {
    const mail = mailgunToInbound({
      recipient: `box+${TOKEN}@inbound.test, other@inbound.test`,
      sender: 'bounce@mail.test',
      from: 'Person <person@mail.test>',
      subject: 'Re: Winter',
      'body-plain': 'Yes please',
      'body-html': '<p>Yes please</p>',
      'message-headers': JSON.stringify([
        ['Message-Id', '<m1@mail.test>'],
        ['In-Reply-To', `<campaign.${TOKEN}@api.lisa.test>`],
      ]),
    });
    expect(mail).toEqual({
      From: 'Person <person@mail.test>',
      FromFull: { Email: 'person@mail.test' },
      ToFull: [
        { Email: `box+${TOKEN}@inbound.test`, MailboxHash: TOKEN },
        { Email: 'other@inbound.test', MailboxHash: '' },
      ],
      MailboxHash: TOKEN,
      Subject: 'Re: Winter',
      MessageID: '<m1@mail.test>',
      TextBody: 'Yes please',
      HtmlBody: '<p>Yes please</p>',
      Headers: [
        { Name: 'Message-Id', Value: '<m1@mail.test>' },
        { Name: 'In-Reply-To', Value: `<campaign.${TOKEN}@api.lisa.test>` },
      ],
    });
  });

  it('takes thread headers posted as fields, and ignores headers that are not JSON pairs', () => {
    const mail = mailgunToInbound({
      sender: 'person@mail.test',
      'message-headers': 'not json',
      'In-Reply-To': `<conversation.${TOKEN}@api.lisa.test>`,
    });
    expect(mail.FromFull).toEqual({ Email: 'person@mail.test' });
    expect(mail.Headers).toEqual([
      { Name: 'In-Reply-To', Value: `<conversation.${TOKEN}@api.lisa.test>` },
    ]);
    expect(mailgunToInbound({ 'message-headers': '[[1, 2], "x"]' }).Headers).toEqual([]);
  });

  it('reads url-encoded and multipart forms, dropping files', async () => {
    expect(isFormPost('application/x-www-form-urlencoded; charset=utf-8')).toBe(true);
    expect(isFormPost('multipart/form-data; boundary=x')).toBe(true);
    expect(isFormPost('application/json')).toBe(false);
    const encoded = await readFormFields(
      Buffer.from('List-Unsubscribe=One-Click&a=%C3%A9'),
      { 'content-type': 'application/x-www-form-urlencoded' },
      1000,
    );
    expect(encoded).toEqual({ 'List-Unsubscribe': 'One-Click', a: 'é' });
    const form = new FormData();
    form.set('body-plain', 'Hello');
    form.set('attachment-1', new Blob(['bytes']), 'a.pdf');
    const request = new Request('http://x', { method: 'POST', body: form });
    const fields = await readFormFields(
      Buffer.from(await request.arrayBuffer()),
      { 'content-type': request.headers.get('content-type') ?? '' },
      1000,
    );
    expect(fields).toEqual({ 'body-plain': 'Hello' });
    await expect(
      readFormFields(Buffer.from('x'), { 'content-type': 'multipart/form-data' }, 1000),
    ).rejects.toThrow();
  });
});
