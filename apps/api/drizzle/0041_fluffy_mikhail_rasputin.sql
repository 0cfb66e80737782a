CREATE TABLE "conversation_email_threads" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"reply_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_email_threads_reply_token_unique" UNIQUE("reply_token")
);
--> statement-breakpoint
ALTER TABLE "conversation_email_threads" ADD CONSTRAINT "conversation_email_threads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_email_threads" ADD CONSTRAINT "conversation_email_threads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;