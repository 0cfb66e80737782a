// The CSV export of a filtered contact list, streamed page by page (1,000 rows a query) so
// a large list never sits in memory. Cells that a spreadsheet would run as a formula are
// quoted with a leading apostrophe (CSV injection).
import { Readable } from 'node:stream';
import type { ContactRow } from './contact-rows.ts';

const FIXED_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'company',
  'owner_id',
  'tags',
  'created_at',
  'last_seen_at',
] as const;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function line(cells: unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function contactsCsv(
  attributeKeys: string[],
  pages: AsyncIterable<{ row: ContactRow; tags: string[] }[]>,
): Readable {
  async function* generate() {
    yield line([...FIXED_COLUMNS, ...attributeKeys]);
    for await (const page of pages) {
      let chunk = '';
      for (const { row, tags } of page) {
        chunk += line([
          row.id,
          row.name,
          row.email,
          row.phone,
          row.company,
          row.ownerId,
          tags.join(' '),
          row.createdAt.toISOString(),
          row.lastSeenAt.toISOString(),
          ...attributeKeys.map((key) => row.attributes[key]),
        ]);
      }
      yield chunk;
    }
  }
  return Readable.from(generate());
}
