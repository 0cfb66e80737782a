import {
  ATTACHMENT_CONTENT_TYPES,
  type AttachmentContentType,
  type ChatAttachment,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_NAME_LENGTH,
  MAX_ATTACHMENTS,
} from '@lisa/contracts/chat';

// Files a visitor picks in a visitor chat (hero chat, floating and embedded widget) become
// the chat request's `attachments` (base64). The limits are the API's (@lisa/contracts/chat):
// at most 3 per message, 2 MiB each, images, PDF, text, CSV or DOCX; HTML and SVG are named
// as such because they are the files a visitor most expects to work. Each refused file gets
// a message naming it; the accepted ones are kept. No zod here: the embed stays small.

export const ATTACHMENT_ACCEPT = ATTACHMENT_CONTENT_TYPES.join(',');

export const VISITOR_ATTACHMENT_TEXTS = {
  tooMany: `at most ${MAX_ATTACHMENTS} files per message`,
  tooLarge: `larger than ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MiB`,
  webPage: 'HTML and SVG files cannot be attached',
  badType:
    'type not supported. Attach an image (PNG, JPEG, GIF, WebP), PDF, text, CSV or DOCX file',
  empty: 'the file is empty',
  unreadable: 'could not be read. Try again.',
} as const;

export interface ReadResult {
  accepted: ChatAttachment[];
  errors: string[];
}

/** What a picked file looks like before it is read (File, or a test double). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
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

/** Why a picked file cannot be attached (null: it can), before anything is read. */
export function visitorRefusalOf(file: Pick<PickedFile, 'name' | 'type' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (/html|svg/i.test(file.type) || /\.(html?|xhtml|svg|svgz)$/.test(name)) {
    return VISITOR_ATTACHMENT_TEXTS.webPage;
  }
  if (!(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return VISITOR_ATTACHMENT_TEXTS.badType;
  }
  if (file.size > MAX_ATTACHMENT_BYTES) return VISITOR_ATTACHMENT_TEXTS.tooLarge;
  if (file.size === 0) return VISITOR_ATTACHMENT_TEXTS.empty;
  return null;
}

/** Checks and reads the picked files; `alreadyPicked` counts the ones waiting to be sent. */
export async function readAttachments(
  files: readonly PickedFile[],
  alreadyPicked: number,
): Promise<ReadResult> {
  const accepted: ChatAttachment[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const refusal = visitorRefusalOf(file);
    if (refusal) {
      errors.push(`${file.name}: ${refusal}`);
      continue;
    }
    if (alreadyPicked + accepted.length >= MAX_ATTACHMENTS) {
      errors.push(`${file.name}: ${VISITOR_ATTACHMENT_TEXTS.tooMany}`);
      continue;
    }
    try {
      accepted.push({
        name: file.name.slice(0, MAX_ATTACHMENT_NAME_LENGTH),
        content_type: file.type as AttachmentContentType,
        data_base64: toBase64(await file.arrayBuffer()),
      });
    } catch {
      errors.push(`${file.name}: ${VISITOR_ATTACHMENT_TEXTS.unreadable}`);
    }
  }
  return { accepted, errors };
}
