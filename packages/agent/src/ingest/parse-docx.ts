import mammoth from 'mammoth';
import { parseHtml } from './parse-html.ts';
import { type Block, IngestError } from './types.ts';

/** A Word document through mammoth's semantic HTML, so its headings become sections. */
export async function parseDocx(data: Uint8Array): Promise<{ blocks: Block[]; title?: string }> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml({ buffer: Buffer.from(data) });
    html = result.value;
  } catch (e) {
    throw new IngestError(
      'parse-failed',
      `The DOCX could not be read: ${e instanceof Error ? e.message : e}`,
    );
  }
  const { blocks } = parseHtml(`<body>${html}</body>`);
  const firstHeading = blocks.find((b) => b.type === 'heading');
  return firstHeading ? { blocks, title: firstHeading.text } : { blocks };
}
