ALTER TABLE "knowledge_sources" ADD COLUMN "sync_schedule" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "next_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "last_modified" text;--> statement-breakpoint
CREATE INDEX "knowledge_sources_next_sync_idx" ON "knowledge_sources" USING btree ("next_sync_at");--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_sync_schedule_ck" CHECK ("knowledge_sources"."sync_schedule" in ('off', 'daily', 'weekly'));