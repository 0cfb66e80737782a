ALTER TABLE "campaigns" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "shown_count" integer DEFAULT 0 NOT NULL;