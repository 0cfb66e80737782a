import { z } from 'zod';
import {
  ATTACHMENT_CONTENT_TYPES,
  chatAttachmentSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from './chat.ts';
import { dbIdSchema } from './stored.ts';

// Wire contract of files members attach in the inbox composer (inbox issue). The same
// limits as a visitor's files (@lisa/contracts/chat): at most 3 per message, 2 MiB each,
// images, PDF, text, CSV or DOCX. A file is uploaded to its conversation first
// (POST /api/attachments), then named by id in the reply
// (POST /api/conversations/:id/messages {attachments: [id]}). Downloads:
// GET /api/attachments/:id, for members and for the visitor (Bearer visitor token).

export { ATTACHMENT_CONTENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS };

export const attachmentUploadSchema = chatAttachmentSchema.extend({
  conversation_id: dbIdSchema('Conversation'),
});
export type AttachmentUpload = z.input<typeof attachmentUploadSchema>;

export const uploadedAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type UploadedAttachment = z.infer<typeof uploadedAttachmentSchema>;

export const ATTACHMENT_TEXTS = {
  notUploaded: 'A file is not ready to send. Remove it and attach it again.',
  tooMany: `At most ${MAX_ATTACHMENTS} files per message`,
  tooLarge: `larger than ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MiB`,
  badType:
    'type not supported. Attach an image (PNG, JPEG, GIF, WebP), PDF, text, CSV or DOCX file',
  uploadFailed: 'could not be uploaded. Try again.',
  downloadFailed: 'The file could not be downloaded. Try again.',
} as const;
