import { type ChunkOptions, chunkSource } from './chunk-source.ts';
import { parseDocx } from './parse-docx.ts';
import { parseFaqCsv, parseFaqJson } from './parse-faq.ts';
import { parseHtml } from './parse-html.ts';
import { parseMarkdown, parsePlainText } from './parse-markdown.ts';
import { parsePdf } from './parse-pdf.ts';
import {
  type FaqEntry,
  IngestError,
  type IngestedSource,
  type ParsedSource,
  type SourceKind,
} from './types.ts';

export type FileFormat = 'faq-csv' | 'faq-json' | 'markdown' | 'text' | 'html' | 'pdf' | 'docx';

const byExtension: Record<string, FileFormat> = {
  csv: 'faq-csv',
  json: 'faq-json',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
  text: 'text',
  html: 'html',
  htm: 'html',
  pdf: 'pdf',
  docx: 'docx',
};

const byMime: Record<string, FileFormat> = {
  'text/csv': 'faq-csv',
  'application/json': 'faq-json',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/plain': 'text',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The format of an upload from its content, then its extension, then its MIME type. */
export function detectFormat(fileName: string, data: Uint8Array, mimeType?: string): FileFormat {
  // Magic numbers first: a renamed file is still what its bytes say.
  if (data[0] === 0x25 && data[1] === 0x50 && data[2] === 0x44 && data[3] === 0x46) return 'pdf';
  const ext = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (data[0] === 0x50 && data[1] === 0x4b && (ext === 'docx' || !ext)) return 'docx';
  const fromExt = ext ? byExtension[ext] : undefined;
  if (fromExt) return fromExt;
  const fromMime = mimeType
    ? byMime[mimeType.split(';')[0]?.trim().toLowerCase() ?? '']
    : undefined;
  if (fromMime) return fromMime;
  throw new IngestError(
    'unsupported-format',
    `Unsupported file "${fileName}": upload CSV or JSON (FAQ), Markdown, text, HTML, PDF or DOCX`,
  );
}

const kindOf: Record<FileFormat, SourceKind> = {
  'faq-csv': 'faq',
  'faq-json': 'faq',
  markdown: 'markdown',
  text: 'text',
  html: 'html',
  pdf: 'pdf',
  docx: 'docx',
};

const decode = (data: Uint8Array) => new TextDecoder('utf-8').decode(data);
const baseName = (fileName: string) => fileName.replace(/^.*[\\/]/, '');
const stem = (fileName: string) => baseName(fileName).replace(/\.[^.]+$/, '');

function finish(parsed: ParsedSource, options: ChunkOptions): IngestedSource {
  const chunks = chunkSource(parsed, options);
  if (chunks.length === 0)
    throw new IngestError('empty', `"${parsed.title}" contains no text to learn from`);
  const out: IngestedSource = { kind: parsed.kind, title: parsed.title, chunks };
  if (parsed.url) out.url = parsed.url;
  if (parsed.fileName) out.fileName = parsed.fileName;
  return out;
}

export interface IngestFileInput {
  fileName: string;
  data: Uint8Array;
  mimeType?: string;
  /** Overrides the title found in the document (or the file name). */
  title?: string;
}

/** Parses and chunks an uploaded file of any supported format. */
export async function ingestFile(
  input: IngestFileInput,
  options: ChunkOptions = {},
): Promise<IngestedSource> {
  const fileName = baseName(input.fileName);
  const format = detectFormat(fileName, input.data, input.mimeType);
  const base = { kind: kindOf[format], fileName };
  switch (format) {
    case 'faq-csv':
    case 'faq-json': {
      const text = decode(input.data);
      const faq = format === 'faq-csv' ? parseFaqCsv(text) : parseFaqJson(text);
      return finish({ ...base, title: input.title ?? stem(fileName), blocks: [], faq }, options);
    }
    case 'markdown': {
      const { blocks, title } = parseMarkdown(decode(input.data));
      return finish({ ...base, title: input.title ?? title ?? stem(fileName), blocks }, options);
    }
    case 'text':
      return finish(
        {
          ...base,
          title: input.title ?? stem(fileName),
          blocks: parsePlainText(decode(input.data)),
        },
        options,
      );
    case 'html': {
      const { blocks, title } = parseHtml(decode(input.data));
      return finish({ ...base, title: input.title ?? title ?? stem(fileName), blocks }, options);
    }
    case 'pdf': {
      const { blocks, title } = await parsePdf(input.data);
      return finish({ ...base, title: input.title ?? title ?? stem(fileName), blocks }, options);
    }
    case 'docx': {
      const { blocks, title } = await parseDocx(input.data);
      return finish({ ...base, title: input.title ?? title ?? stem(fileName), blocks }, options);
    }
  }
}

/** A text typed or pasted by the user; Markdown headings are honoured. */
export function ingestText(
  input: { title: string; text: string; url?: string },
  options: ChunkOptions = {},
): IngestedSource {
  const { blocks } = parseMarkdown(input.text);
  return finish(
    { kind: 'text', title: input.title, blocks, ...(input.url ? { url: input.url } : {}) },
    options,
  );
}

/** FAQ entries given as data (the dashboard form, or the catalogue). */
export function ingestFaq(
  input: { title: string; entries: FaqEntry[]; url?: string },
  options: ChunkOptions = {},
): IngestedSource {
  const faq = input.entries
    .map((e) => ({ ...e, question: e.question.trim(), answer: e.answer.trim() }))
    .filter((e) => e.question && e.answer);
  if (faq.length === 0) throw new IngestError('empty', 'Add at least one question with its answer');
  return finish(
    { kind: 'faq', title: input.title, blocks: [], faq, ...(input.url ? { url: input.url } : {}) },
    options,
  );
}

/** Markdown written for the knowledge base (documentation pages). */
export function ingestMarkdown(
  input: { markdown: string; title?: string; url?: string; fileName?: string },
  options: ChunkOptions = {},
): IngestedSource {
  const { blocks, title } = parseMarkdown(input.markdown);
  return finish(
    {
      kind: 'markdown',
      title: input.title ?? title ?? input.fileName ?? 'Document',
      blocks,
      ...(input.url ? { url: input.url } : {}),
      ...(input.fileName ? { fileName: input.fileName } : {}),
    },
    options,
  );
}

export interface FetchUrlOptions extends ChunkOptions {
  fetch?: typeof fetch;
  /** Bytes read at most (default 5 MB). */
  maxBytes?: number;
  timeoutMs?: number;
}

/**
 * Fetches a web page (or a PDF/DOCX/Markdown/text file at a URL) and ingests it. Only
 * http(s) URLs are accepted. Whether a private address may be fetched is the host's
 * decision (the API checks it before calling).
 */
export async function ingestUrl(
  rawUrl: string,
  options: FetchUrlOptions = {},
): Promise<IngestedSource> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new IngestError('invalid-url', `"${rawUrl}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new IngestError('invalid-url', 'Only http and https URLs can be fetched');
  }
  const doFetch = options.fetch ?? fetch;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  let response: Response;
  try {
    response = await doFetch(url, {
      redirect: 'follow',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      headers: {
        accept:
          'text/html,application/xhtml+xml,text/plain,text/markdown,application/pdf;q=0.9,*/*;q=0.5',
      },
    });
  } catch (e) {
    throw new IngestError(
      'fetch-failed',
      `Could not fetch ${url.href}: ${e instanceof Error ? e.message : e}`,
    );
  }
  if (!response.ok)
    throw new IngestError('fetch-failed', `Fetching ${url.href} answered HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes)
    throw new IngestError('too-large', `The page is larger than ${maxBytes} bytes`);
  const data = new Uint8Array(await response.arrayBuffer());
  if (data.byteLength > maxBytes)
    throw new IngestError('too-large', `The page is larger than ${maxBytes} bytes`);
  const mime = response.headers.get('content-type') ?? 'text/html';
  const path = url.pathname.replace(/\/+$/, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  const isHtml = /html/i.test(mime) || !/\.[a-z0-9]+$/i.test(last);
  const fileName = isHtml ? `${last || url.hostname}.html` : last;
  const source = await ingestFile({ fileName, data, mimeType: mime }, options);
  const out: IngestedSource = {
    ...source,
    kind: 'url',
    url: url.href,
    chunks: source.chunks.map((c) => ({ ...c, url: url.href })),
  };
  delete out.fileName;
  for (const c of out.chunks) delete c.fileName;
  return out;
}
