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
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;