CREATE TABLE "knowledge_plans" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"plan" text DEFAULT 'medium' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_plans_plan_ck" CHECK ("knowledge_plans"."plan" in ('small', 'medium', 'large'))
);
--> statement-breakpoint
ALTER TABLE "knowledge_plans" ADD CONSTRAINT "knowledge_plans_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;