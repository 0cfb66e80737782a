import { describe, expect, it } from 'vitest';
import {
  campaignMessageId,
  conversationMessageId,
  conversationThreadId,
  htmlToText,
  plusPart,
  replyAddress,
  replyTokens,
  stripQuotedReply,
} from './reply-mail.ts';

const TOKEN = '0123456789abcdef0123';

describe('reply mail', () => {
  it('names a recipient in Reply-To and Message-ID, and finds the token again', () => {
    expect(replyAddress('box@inbound.test', TOKEN)).toBe(`box+${TOKEN}@inbound.test`);
    expect(campaignMessageId(TOKEN, 'api.lisa.test')).toBe(`<campaign.${TOKEN}@api.lisa.test>`);
    expect(plusPart(`"Shop" <box+${TOKEN}@inbound.test>`)).toBe(TOKEN);
    expect(plusPart('box@inbound.test')).toBeNull();
    // Upper-cased by a mail system, named twice, or only in References: one token each.
    expect(
      replyTokens({
        mailboxHashes: [TOKEN.toUpperCase(), TOKEN, '', 'not-a-token', `${TOKEN}0`],
        references: [`<other@x> <campaign.${TOKEN}@api.lisa.test>`, '<campaign.zz@x>'],
      }),
    ).toEqual([TOKEN]);
    expect(
      replyTokens({ mailboxHashes: [], references: [`<campaign.${TOKEN}@api.lisa.test>`] }),
    ).toEqual([TOKEN]);
  });

  it("threads a conversation's reply mails and finds its token in any of their ids", () => {
    const root = conversationThreadId(TOKEN, 'api.lisa.test');
    const one = conversationMessageId(TOKEN, 'a1b2c3', 'api.lisa.test');
    expect(root).toBe(`<conversation.${TOKEN}@api.lisa.test>`);
    expect(one).toBe(`<conversation.${TOKEN}.a1b2c3@api.lisa.test>`);
    expect(replyTokens({ mailboxHashes: [], references: [one] })).toEqual([TOKEN]);
    expect(replyTokens({ mailboxHashes: [], references: [`${root} ${one}`] })).toEqual([TOKEN]);
    expect(
      replyTokens({ mailboxHashes: [], references: [`<conversation.zz@x> <chat.${TOKEN}@x>`] }),
    ).toEqual([]);
  });

  it('keeps the reply and drops the quoted original, as the common mail apps write it', () => {
    const gmail =
      'Do you deliver on Sundays?\r\n\r\nOn Thu, 26 Nov 2026 at 09:00, Shop <shop@lisa.test> wrote:\r\n> Hello\r\n> there\r\n';
    expect(stripQuotedReply(gmail)).toBe('Do you deliver on Sundays?');
    const split = 'Yes!\n\nOn Thu, 26 Nov 2026 at 09:00, Shop <shop@lisa.test>\nwrote:\n\n> Hello';
    expect(stripQuotedReply(split)).toBe('Yes!');
    const outlook =
      'Book me in.\n\n-----Original Message-----\nFrom: Shop\nSent: Thursday\n\nHello';
    expect(stripQuotedReply(outlook)).toBe('Book me in.');
    const rule =
      'Thanks\n\n________________________________\nFrom: Shop <shop@lisa.test>\nSent: Thursday';
    expect(stripQuotedReply(rule)).toBe('Thanks');
    const french =
      'Merci\n\nLe jeu. 26 nov. 2026 à 09:00, Shop <shop@lisa.test> a écrit :\n> Bonjour';
    expect(stripQuotedReply(french)).toBe('Merci');
    const inline = '> Do you open on Sunday?\nYes, from ten.\n> And Monday?\nClosed.';
    expect(stripQuotedReply(inline)).toBe('Yes, from ten.\nClosed.');
    // Words that only look like a header stay; a mail that is only a quote keeps its text.
    expect(stripQuotedReply('On Sunday we will come.\nThanks')).toBe(
      'On Sunday we will come.\nThanks',
    );
    expect(stripQuotedReply('> only a quote')).toBe('> only a quote');
  });

  it('reads an HTML-only reply as text without its quoted part', () => {
    const html =
      '<div dir="ltr">See you <b>Friday</b> &amp; thanks<br>Ann</div><div class="gmail_quote"><div>On Thu … wrote:</div><blockquote>Hello</blockquote></div>';
    expect(htmlToText(html)).toBe('See you Friday & thanks\nAnn');
    expect(htmlToText('<p>Yes</p><blockquote type="cite">old</blockquote>')).toBe('Yes');
  });
});
