// Per-file delivery state of a reply with files on WhatsApp, Messenger or Instagram
// (modules/channels/channel-media-send.ts): one row per file Meta accepted, written as soon
// as it was accepted. A retry of the delivery (the job's own, or the inbox's "Retry") sends
// only the files without a row, so a file the customer already has is never sent twice.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { channelMessages } from './channels.ts';

export const channelDeliveryFiles = pgTable(
  'channel_delivery_files',
  {
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => channelMessages.id, { onDelete: 'cascade' }),
    /** The attachment sent (no foreign key: the attachments sweep owns those rows). */
    attachmentId: integer('attachment_id').notNull(),
    /** Meta's message id for the file. */
    externalId: text('external_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.deliveryId, table.attachmentId] })],
);
