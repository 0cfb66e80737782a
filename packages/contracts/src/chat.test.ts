import { describe, expect, it } from 'vitest';
import {
  base64DecodedLength,
  CHAT_FAILED_TEXT,
  chatRequestSchema,
  chatResponseSchema,
  DEFAULT_BUSINESS_ID,
  DOCX_CONTENT_TYPE,
  EMPTY_CHAT_RESPONSE_TEXT,
  MAX_ATTACHMENT_BYTES,
  MAX_MESSAGE_LENGTH,
} from './chat.ts';

const base = { message: 'Hello', customer_id: 'device-1' };

function messagesOf(input: unknown): string[] {
  const result = chatRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function base64OfBytes(count: number): string {
  return Buffer.alloc(count, 7).toString('base64');
}

describe('chatRequestSchema', () => {
  it('trims the message and applies the default business and source', () => {
    const parsed = chatRequestSchema.parse({ ...base, message: '  Hi there \n' });
    expect(parsed).toEqual({
      message: 'Hi there',
      business_id: DEFAULT_BUSINESS_ID,
      customer_id: 'device-1',
      source: 'widget',
    });
    expect(DEFAULT_BUSINESS_ID).toBe(1);
  });

  it('rejects an empty or whitespace-only message', () => {
    expect(messagesOf({ ...base, message: '' })).toEqual(['Message cannot be empty']);
    expect(messagesOf({ ...base, message: ' \n\t ' })).toEqual(['Message cannot be empty']);
    expect(messagesOf({ customer_id: 'd' })).toEqual(['Message cannot be empty']);
  });

  it('allows exactly 4000 characters after trimming and rejects 4001', () => {
    const max = 'a'.repeat(MAX_MESSAGE_LENGTH);
    expect(chatRequestSchema.parse({ ...base, message: `  ${max}  ` }).message).toBe(max);
    expect(messagesOf({ ...base, message: `${max}b` })).toEqual([
      'Message must be at most 4000 characters',
    ]);
  });

  it('accepts numeric strings for business_id and rejects non-positive or non-integer ids', () => {
    expect(chatRequestSchema.parse({ ...base, business_id: '7' }).business_id).toBe(7);
    expect(chatRequestSchema.parse({ ...base, business_id: 12 }).business_id).toBe(12);
    for (const bad of [0, -1, 1.5, 'abc', '', '1e3', null]) {
      expect(chatRequestSchema.safeParse({ ...base, business_id: bad }).success).toBe(false);
    }
  });

  it('requires a customer id of 1..200 characters', () => {
    expect(messagesOf({ message: 'Hi' })).toEqual(['Customer id is required']);
    expect(messagesOf({ ...base, customer_id: '' })).toEqual(['Customer id is required']);
    expect(chatRequestSchema.safeParse({ ...base, customer_id: 'x'.repeat(200) }).success).toBe(
      true,
    );
    expect(chatRequestSchema.safeParse({ ...base, customer_id: 'x'.repeat(201) }).success).toBe(
      false,
    );
  });

  it('bounds the idempotency key to 1..100 characters', () => {
    expect(chatRequestSchema.parse({ ...base, client_message_id: 'm-1' }).client_message_id).toBe(
      'm-1',
    );
    expect(chatRequestSchema.safeParse({ ...base, client_message_id: '' }).success).toBe(false);
    expect(
      chatRequestSchema.safeParse({ ...base, client_message_id: 'k'.repeat(101) }).success,
    ).toBe(false);
  });

  it('accepts the widget, hero and api sources only', () => {
    expect(chatRequestSchema.parse({ ...base, source: 'hero' }).source).toBe('hero');
    expect(chatRequestSchema.parse({ ...base, source: 'api' }).source).toBe('api');
    expect(messagesOf({ ...base, source: 'email' })).toEqual([
      'Source must be one of: widget, hero, api',
    ]);
  });

  it('accepts up to three allowed attachments of at most 2 MiB', () => {
    const attachment = { name: 'notes.txt', content_type: 'text/plain', data_base64: 'aGk=' };
    const docx = { name: 'brief.docx', content_type: DOCX_CONTENT_TYPE, data_base64: '' };
    const parsed = chatRequestSchema.parse({
      ...base,
      attachments: [attachment, docx, { ...attachment, content_type: 'image/webp' }],
    });
    expect(parsed.attachments).toHaveLength(3);
    expect(
      messagesOf({ ...base, attachments: [attachment, attachment, attachment, attachment] }),
    ).toEqual(['At most 3 attachments per message']);
  });

  it('rejects a disallowed content type, bad base64 and data over 2 MiB', () => {
    const ok = { name: 'a.png', content_type: 'image/png', data_base64: 'aGk=' };
    expect(
      messagesOf({ ...base, attachments: [{ ...ok, content_type: 'application/zip' }] }),
    ).toEqual([
      'Attachment type must be an image (PNG, JPEG, GIF, WebP), PDF, text, CSV or DOCX file',
    ]);
    expect(messagesOf({ ...base, attachments: [{ ...ok, data_base64: 'not base64!' }] })).toEqual([
      'Attachment data must be base64 encoded',
    ]);
    const atLimit = base64OfBytes(MAX_ATTACHMENT_BYTES);
    expect(
      chatRequestSchema.safeParse({ ...base, attachments: [{ ...ok, data_base64: atLimit }] })
        .success,
    ).toBe(true);
    const overLimit = base64OfBytes(MAX_ATTACHMENT_BYTES + 1);
    expect(messagesOf({ ...base, attachments: [{ ...ok, data_base64: overLimit }] })).toEqual([
      'Attachment must be at most 2 MiB',
    ]);
  });

  it('computes decoded base64 length from padding', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000]) {
      expect(base64DecodedLength(base64OfBytes(n))).toBe(n);
    }
  });
});

describe('chatResponseSchema', () => {
  it('accepts a reply with citations, handoff and status', () => {
    const body = {
      response: 'Lisa connects to WhatsApp [1].',
      conversation_id: 'c1',
      visitor_token: 'vt',
      citations: [{ index: 1, title: 'WhatsApp', url: '/integrations/whatsapp' }],
      handoff: false,
      status: 'bot',
    };
    expect(chatResponseSchema.parse(body)).toEqual(body);
  });

  it('rejects an unknown conversation status', () => {
    const result = chatResponseSchema.safeParse({
      response: 'x',
      conversation_id: 'c',
      status: 'closed',
    });
    expect(result.success).toBe(false);
  });
});

describe('chat texts', () => {
  it('match SPEC §8 word for word', () => {
    expect(EMPTY_CHAT_RESPONSE_TEXT).toBe(
      "I'm sorry, I couldn't process your request at the moment.",
    );
    expect(CHAT_FAILED_TEXT).toBe(
      'Sorry, there was an error processing your message. Please try again later.',
    );
  });
});
