// How a source reads in the table: its type, status and size in plain words.
import type { KnowledgeSource } from '@lisa/contracts/knowledge';

export const KIND_LABELS: Record<KnowledgeSource['kind'], string> = {
  faq: 'Q&A',
  markdown: 'Markdown',
  text: 'Text',
  html: 'HTML',
  pdf: 'PDF',
  docx: 'Word',
  url: 'Web page',
};

/** A web page's scheduled re-sync, as the table and the schedule picker say it. */
export const SCHEDULE_LABELS: Record<KnowledgeSource['sync_schedule'], string> = {
  off: 'Off',
  daily: 'Re-synced daily',
  weekly: 'Re-synced weekly',
};

export const STATUS_LABELS: Record<KnowledgeSource['status'], string> = {
  queued: 'Waiting',
  processing: 'Reading',
  ready: 'Ready',
  failed: 'Failed',
};

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Files the ingestion reads (SPEC-silent choice: the formats @lisa/agent/ingest supports). */
export const ACCEPTED_FILES = '.csv,.json,.md,.markdown,.txt,.html,.htm,.pdf,.docx';
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A file's bytes as base64 (the knowledge API takes uploads inside JSON). */
export async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}
