import {
  ATTACHMENT_CONTENT_TYPES,
  type ChatAttachment,
  chatAttachmentSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from '@lisa/contracts/chat';

// Files a visitor picks in the hero chat become the chat request's `attachments`
// (base64, SPEC-silent limits from @lisa/contracts/chat). Each refused file gets a
// message naming it; accepted ones are kept.

export const ATTACHMENT_ACCEPT = ATTACHMENT_CONTENT_TYPES.join(',');

export interface ReadResult {
  accepted: ChatAttachment[];
  errors: string[];
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export async function readAttachments(
  files: readonly File[],
  alreadyPicked: number,
): Promise<ReadResult> {
  const accepted: ChatAttachment[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (alreadyPicked + accepted.length >= MAX_ATTACHMENTS) {
      errors.push(`${file.name}: at most ${MAX_ATTACHMENTS} attachments per message`);
      continue;
    }
    if (!(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      errors.push(
        `${file.name}: type not supported. Attach an image (PNG, JPEG, GIF, WebP), PDF, text, CSV or DOCX file`,
      );
      continue;
    }
    if (file.size > MAX_ATTACHMENT_BYTES) {
      errors.push(`${file.name}: larger than ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MiB`);
      continue;
    }
    const parsed = chatAttachmentSchema.safeParse({
      name: file.name,
      content_type: file.type,
      data_base64: toBase64(await file.arrayBuffer()),
    });
    if (parsed.success) accepted.push(parsed.data);
    else errors.push(`${file.name}: ${parsed.error.issues[0]?.message ?? 'cannot be attached'}`);
  }
  return { accepted, errors };
}
