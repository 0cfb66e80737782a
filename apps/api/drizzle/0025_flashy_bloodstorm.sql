CREATE TABLE "csat_asks" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"state" text DEFAULT 'asked' NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"rated_at" timestamp with time zone,
	"last_reply_id" text,
	CONSTRAINT "csat_asks_state_ck" CHECK ("csat_asks"."state" in ('asked', 'rated', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "csat_asks" ADD CONSTRAINT "csat_asks_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_asks" ADD CONSTRAINT "csat_asks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csat_asks_address_idx" ON "csat_asks" USING btree ("business_id","channel","address","asked_at");