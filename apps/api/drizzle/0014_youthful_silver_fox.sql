CREATE TABLE "widget_settings" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"business_key" text,
	"previous_key" text,
	"previous_key_expires_at" timestamp with time zone,
	"allowed_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"identity_secret" text NOT NULL,
	"prechat_name" text DEFAULT 'off' NOT NULL,
	"prechat_email" text DEFAULT 'off' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widget_settings" ADD CONSTRAINT "widget_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "widget_settings_key_uq" ON "widget_settings" USING btree ("business_key");--> statement-breakpoint
CREATE UNIQUE INDEX "widget_settings_previous_key_uq" ON "widget_settings" USING btree ("previous_key");