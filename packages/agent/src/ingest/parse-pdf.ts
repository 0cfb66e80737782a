import { extractText, getDocumentProxy } from 'unpdf';
import { parsePlainText } from './parse-markdown.ts';
import { type Block, IngestError } from './types.ts';

/** Text of a PDF, one section per page so citations can say where ("Page 3"). */
export async function parsePdf(data: Uint8Array): Promise<{ blocks: Block[]; title?: string }> {
  let pages: string[];
  let title: string | undefined;
  try {
    const pdf = await getDocumentProxy(new Uint8Array(data));
    const meta = await pdf.getMetadata().catch(() => undefined);
    const info = meta?.info as { Title?: unknown } | undefined;
    if (typeof info?.Title === 'string' && info.Title.trim()) title = info.Title.trim();
    const result = await extractText(pdf, { mergePages: false });
    pages = result.text as string[];
  } catch (e) {
    throw new IngestError(
      'parse-failed',
      `The PDF could not be read: ${e instanceof Error ? e.message : e}`,
    );
  }
  const blocks: Block[] = [];
  pages.forEach((text, i) => {
    const paras = parsePlainText(text);
    if (paras.length === 0) return;
    if (pages.length > 1) blocks.push({ type: 'heading', level: 1, text: `Page ${i + 1}` });
    blocks.push(...paras);
  });
  return title ? { blocks, title } : { blocks };
}
