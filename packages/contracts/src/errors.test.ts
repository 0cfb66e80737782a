import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatRequestSchema } from './chat.ts';
import {
  errorBody,
  errorBodySchema,
  fieldErrorsFromZod,
  ROOT_FIELD,
  validationErrorBody,
} from './errors.ts';

describe('fieldErrorsFromZod', () => {
  it('groups messages by dotted field path', () => {
    const result = chatRequestSchema.safeParse({
      message: ' ',
      customer_id: '',
      attachments: [{ name: '', content_type: 'text/plain', data_base64: '' }],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromZod(result.error)).toEqual({
      message: ['Message cannot be empty'],
      customer_id: ['Customer id is required'],
      'attachments.0.name': ['Attachment name is required'],
    });
  });

  it('puts issues about the whole body under the root key', () => {
    const result = z.object({ a: z.string() }).safeParse('nope');
    if (result.success) throw new Error('expected failure');
    expect(Object.keys(fieldErrorsFromZod(result.error))).toEqual([ROOT_FIELD]);
  });
});

describe('error bodies', () => {
  it('build a validation_failed body led by the first problem', () => {
    const result = chatRequestSchema.safeParse({ message: '', customer_id: 'd' });
    if (result.success) throw new Error('expected failure');
    const body = validationErrorBody(result.error);
    expect(body).toEqual({
      error: 'validation_failed',
      message: 'Message cannot be empty',
      fields: { message: ['Message cannot be empty'] },
    });
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it('omit fields when there are none', () => {
    expect(errorBody('not_found', 'No such business')).toEqual({
      error: 'not_found',
      message: 'No such business',
    });
    expect(errorBodySchema.safeParse({ error: '', message: 'x' }).success).toBe(false);
  });
});
