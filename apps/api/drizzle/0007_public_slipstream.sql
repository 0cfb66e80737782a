ALTER TABLE "knowledge_sources" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_status_ck" CHECK ("knowledge_sources"."status" in ('queued', 'processing', 'ready', 'failed'));