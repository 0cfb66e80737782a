CREATE TABLE "channel_delivery_files" (
	"delivery_id" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_delivery_files_delivery_id_attachment_id_pk" PRIMARY KEY("delivery_id","attachment_id")
);
--> statement-breakpoint
ALTER TABLE "channel_delivery_files" ADD CONSTRAINT "channel_delivery_files_delivery_id_channel_messages_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."channel_messages"("id") ON DELETE cascade ON UPDATE no action;