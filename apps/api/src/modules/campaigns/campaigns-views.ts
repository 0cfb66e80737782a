// The error bodies the campaign routes answer with, and the results as CSV.
import { Readable } from 'node:stream';
import type { CampaignRecipient } from '@lisa/contracts/campaigns';
import { errorBodySchema } from '@lisa/contracts/errors';
import { csvCell } from '../contacts/contacts-csv.ts';

export const campaignErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  406: errorBodySchema,
  409: errorBodySchema,
};

const COLUMNS = [
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
] as const;

const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function recipientsCsv(pages: AsyncGenerator<CampaignRecipient[]>): Readable {
  return Readable.from(
    (async function* () {
      yield line([...COLUMNS]);
      for await (const page of pages) {
        yield page.map((r) => line(COLUMNS.map((column) => r[column]))).join('');
      }
    })(),
  );
}
