CREATE TABLE "inbox_settings" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"round_robin" boolean DEFAULT false NOT NULL,
	"stay_with_last_agent" boolean DEFAULT false NOT NULL,
	"site_url" text,
	"last_assigned_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_settings" ADD CONSTRAINT "inbox_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;