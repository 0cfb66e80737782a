ALTER TABLE "attachments" ALTER COLUMN "data_base64" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_bytes_ck" CHECK ("attachments"."storage_key" is not null or "attachments"."data_base64" is not null);