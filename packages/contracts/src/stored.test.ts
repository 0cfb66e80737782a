import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './accounts.ts';
import { businessIdSchema, chatRequestSchema } from './chat.ts';
import { contactPayloadSchema, rsvpPayloadSchema } from './forms.ts';
import {
  cannedResponseInputSchema,
  conversationUpdateSchema,
  replyRequestSchema,
} from './inbox.ts';
import { webhookEndpointInputSchema } from './public-api.ts';
import { slackDestinationInputSchema } from './slack.ts';
import {
  dbIdParamSchema,
  dbIdSchema,
  isStorableText,
  MAX_DB_ID,
  storedText,
  unstorableTextReason,
} from './stored.ts';
import { ownershipTransferRequestSchema } from './team.ts';

describe('storedText', () => {
  it('refuses NUL and the other C0 controls, but not tab, newline or carriage return', () => {
    for (let code = 0; code < 0x20; code++) {
      const char = String.fromCharCode(code);
      expect(isStorableText(`a${char}b`), `U+${code.toString(16)}`).toBe(
        char === '\t' || char === '\n' || char === '\r',
      );
    }
    expect(unstorableTextReason('hi\u0000')).toBe('control');
  });

  it('refuses lone surrogates and keeps paired ones (emoji)', () => {
    expect(unstorableTextReason('\ud800')).toBe('surrogate');
    expect(unstorableTextReason('a\udc00b')).toBe('surrogate');
    expect(unstorableTextReason('\udc00\ud800')).toBe('surrogate');
    expect(isStorableText('Habari 👋🏾 ✓ Ωμέγα 中文')).toBe(true);
    expect(isStorableText('line one\r\nline\ttwo')).toBe(true);
  });

  it('names the field in its message, before any other rule', () => {
    const schema = storedText('Name').trim().min(1).max(3);
    const result = schema.safeParse('\u0000\u0000\u0000\u0000\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(
      'Name contains a control character or broken Unicode. Remove it and try again.',
    );
    expect(
      storedText('Name', { error: 'Name is required' }).safeParse(7).error?.issues[0]?.message,
    ).toBe('Name is required');
  });

  it("is what every contract's stored strings use (the issue's reproductions)", () => {
    const chat = { message: 'hi', customer_id: 'device-1' };
    expect(chatRequestSchema.safeParse({ ...chat, message: 'hi\u0000' }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ ...chat, customer_id: 'd\u0000' }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ ...chat, client_message_id: '\ud800' }).success).toBe(
      false,
    );
    expect(chatRequestSchema.safeParse({ ...chat, message: 'two\nlines\there' }).success).toBe(
      true,
    );
    const register = { name: 'Ada', email: 'a@b.co', password: 'long enough', business_name: 'B' };
    expect(registerRequestSchema.safeParse(register).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...register, name: 'A\u0000' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...register, business_name: 'B\u001b' }).success).toBe(
      false,
    );
    const at = '2026-01-01T00:00:00Z';
    expect(
      rsvpPayloadSchema.safeParse({
        name: '\ud800',
        email: 'a@b.co',
        attendance: 'online',
        submittedAt: at,
      }).success,
    ).toBe(false);
    expect(
      contactPayloadSchema.safeParse({
        name: 'A',
        email: 'a@b.co',
        message: 'x\u0000',
        submittedAt: at,
      }).success,
    ).toBe(false);
    expect(replyRequestSchema.safeParse({ text: 'a\u0000' }).success).toBe(false);
    expect(cannedResponseInputSchema.safeParse({ short_code: 'hi', text: '\u0000' }).success).toBe(
      false,
    );
    const hook = { url: 'https://hooks.example.com/lisa', events: ['message.created'] };
    expect(webhookEndpointInputSchema.safeParse(hook).success).toBe(true);
    expect(webhookEndpointInputSchema.safeParse({ ...hook, description: 'a\u0000' }).success).toBe(
      false,
    );
    const channel = {
      name: '#desk',
      webhook_url: 'https://hooks.slack.com/services/x',
      alerts: ['handoff'],
    };
    expect(slackDestinationInputSchema.safeParse({ ...channel, name: '\ud800' }).success).toBe(
      false,
    );
  });
});

describe('ids', () => {
  it('bounds every id to a PostgreSQL integer', () => {
    expect(dbIdSchema().safeParse(MAX_DB_ID).success).toBe(true);
    expect(dbIdSchema().safeParse(MAX_DB_ID + 1).error?.issues[0]?.message).toBe('Id is too large');
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '7']) {
      expect(dbIdSchema().safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(dbIdParamSchema().parse('42')).toBe(42);
    expect(dbIdParamSchema().parse(42)).toBe(42);
    for (const bad of ['2147483648', '1e3', '0x10', '', 'abc', '-1', '99999999999999999999']) {
      expect(dbIdParamSchema().safeParse(bad).success, bad).toBe(false);
    }
    expect(businessIdSchema.safeParse(2_147_483_648).error?.issues[0]?.message).toBe(
      'Business id is too large',
    );
    expect(businessIdSchema.safeParse('2147483648').success).toBe(false);
    expect(
      chatRequestSchema.safeParse({ message: 'hi', customer_id: 'd', business_id: 2_147_483_648 })
        .success,
    ).toBe(false);
    expect(ownershipTransferRequestSchema.safeParse({ user_id: 2_147_483_648 }).success).toBe(
      false,
    );
    expect(conversationUpdateSchema.safeParse({ assignee_id: 2_147_483_648 }).success).toBe(false);
    expect(
      conversationUpdateSchema.safeParse({ status: 'open', version: 2_147_483_648 }).success,
    ).toBe(false);
  });
});
