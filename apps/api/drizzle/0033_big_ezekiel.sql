ALTER TABLE "knowledge_chunks" ADD COLUMN "generation" integer;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "generation" integer;