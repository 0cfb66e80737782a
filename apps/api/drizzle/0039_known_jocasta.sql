CREATE TABLE "campaign_inbound_email" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"address" text,
	"secret_sealed" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "reply_token" text;--> statement-breakpoint
ALTER TABLE "campaign_inbound_email" ADD CONSTRAINT "campaign_inbound_email_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_inbound_email_secret" ON "campaign_inbound_email" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_reply" ON "campaign_recipients" USING btree ("reply_token") WHERE "campaign_recipients"."reply_token" is not null;--> statement-breakpoint
CREATE INDEX "channel_messages_templates_out" ON "channel_messages" USING btree ("business_id","created_at") WHERE "channel_messages"."direction" = 'out' and "channel_messages"."template" is not null;