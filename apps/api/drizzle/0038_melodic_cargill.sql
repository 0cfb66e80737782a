ALTER TABLE "knowledge_chunks" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;