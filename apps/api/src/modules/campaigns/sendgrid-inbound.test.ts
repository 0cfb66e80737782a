import { describe, expect, it } from 'vitest';
import { isSendgridForm, rawHeaderPairs, sendgridToInbound } from './sendgrid-inbound.ts';

const TOKEN = '0123456789abcdef0123';

describe('SendGrid Inbound Parse forms', () => {
  it('tells an Inbound Parse form from a Mailgun one', () => {
    expect(isSendgridForm({ envelope: '{}', text: 'hi' })).toBe(true);
    expect(isSendgridForm({ headers: 'From: a@b' })).toBe(true);
    expect(isSendgridForm({ recipient: 'a@b', 'body-plain': 'hi' })).toBe(false);
  });

  it('reads a raw header block, joining folded lines', () => {
    expect(
      rawHeaderPairs(
        'Received: by mx.test\r\n  with SMTP\r\nMessage-ID: <m1@mail.test>\r\nnot a header\r\nReferences: <a@x>\n\t<b@x>',
      ),
    ).toEqual([
      { Name: 'Received', Value: 'by mx.test with SMTP' },
      { Name: 'Message-ID', Value: '<m1@mail.test>' },
      { Name: 'References', Value: '<a@x> <b@x>' },
    ]);
    expect(rawHeaderPairs(undefined)).toEqual([]);
  });

  it('gives an Inbound Parse form the shape of Postmark inbound JSON', () => {
    const mail = sendgridToInbound({
      headers: [
        'From: Person <person@mail.test>',
        'To: Shop <box@inbound.test>',
        'Subject: Re: Winter',
        'Message-ID: <m1@mail.test>',
        `In-Reply-To: <campaign.${TOKEN}@api.lisa.test>`,
      ].join('\n'),
      envelope: JSON.stringify({ to: [`box+${TOKEN}@inbound.test`], from: 'bounce@mail.test' }),
      from: 'Person <person@mail.test>',
      to: 'Shop <box@inbound.test>',
      cc: '"Smith, Jo" <jo@mail.test>',
      subject: 'Re: Winter',
      text: 'Yes please',
      html: '<p>Yes please</p>',
    });
    expect(mail).toMatchObject({
      From: 'Person <person@mail.test>',
      FromFull: { Email: 'person@mail.test' },
      ToFull: [
        { Email: `box+${TOKEN}@inbound.test`, MailboxHash: TOKEN },
        { Email: 'box@inbound.test', MailboxHash: '' },
      ],
      CcFull: [{ Email: 'jo@mail.test', MailboxHash: '' }],
      OriginalRecipient: `box+${TOKEN}@inbound.test`,
      MailboxHash: TOKEN,
      Subject: 'Re: Winter',
      MessageID: '<m1@mail.test>',
      TextBody: 'Yes please',
      HtmlBody: '<p>Yes please</p>',
    });
    expect(mail.Headers).toContainEqual({
      Name: 'In-Reply-To',
      Value: `<campaign.${TOKEN}@api.lisa.test>`,
    });
  });

  it('takes the sender and subject from the headers, and ignores an envelope that is not JSON', () => {
    const mail = sendgridToInbound({
      headers: 'From: person@mail.test\nSubject: Hello',
      envelope: 'not json',
    });
    expect(mail.FromFull).toEqual({ Email: 'person@mail.test' });
    expect(mail.Subject).toBe('Hello');
    expect(mail.ToFull).toEqual([]);
    expect(mail.OriginalRecipient).toBeUndefined();
    expect(sendgridToInbound({ envelope: '{"to": [1, null]}' }).ToFull).toEqual([]);
  });
});
