// Every recipient of a campaign as CSV (read page by page through the api-client), saved
// through a temporary link. Cells a spreadsheet would run as a formula get an apostrophe.
import type { CampaignRecipient } from '@lisa/contracts/campaigns';
import type { CampaignsApi } from '../api/campaigns-api.ts';

const COLUMNS: (keyof CampaignRecipient)[] = [
  'contact_id',
  'name',
  'address',
  'state',
  'reason',
  'sent_at',
  'delivered_at',
  'read_at',
  'replied_at',
  'conversation_id',
];

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function recipientsCsv(rows: CampaignRecipient[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) lines.push(COLUMNS.map((c) => cell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export async function downloadRecipientsCsv(api: CampaignsApi, id: number, name: string) {
  const rows: CampaignRecipient[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.recipients(id, { cursor, limit: 200 });
    rows.push(...page.data);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  const url = URL.createObjectURL(
    new Blob([recipientsCsv(rows)], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[^\w-]+/g, '-').toLowerCase() || 'campaign'}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
