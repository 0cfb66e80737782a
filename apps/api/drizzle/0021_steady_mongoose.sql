CREATE TABLE "knowledge_plans" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"plan" text DEFAULT 'medium' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_plans_plan_ck" CHECK ("knowledge_plans"."plan" in ('small', 'medium', 'large'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_progress" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"step" text DEFAULT 'agent-type' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"tested_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_progress_step_ck" CHECK ("onboarding_progress"."step" in ('agent-type', 'agent-setup', 'onboarding-data', 'onboarding-apps', 'team-member'))
);
--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "sync_schedule" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "next_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD COLUMN "last_modified" text;--> statement-breakpoint
ALTER TABLE "knowledge_plans" ADD CONSTRAINT "knowledge_plans_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_sources_next_sync_idx" ON "knowledge_sources" USING btree ("next_sync_at");--> statement-breakpoint
ALTER TABLE "knowledge_sources" ADD CONSTRAINT "knowledge_sources_sync_schedule_ck" CHECK ("knowledge_sources"."sync_schedule" in ('off', 'daily', 'weekly'));