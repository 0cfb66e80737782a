ALTER TABLE "channel_messages" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "channel_messages" ADD COLUMN "content" jsonb;--> statement-breakpoint
CREATE INDEX "channel_messages_queued" ON "channel_messages" USING btree ("connection_id","sender") WHERE "channel_messages"."status" = 'queued';