ALTER TABLE "odoo_inventory_exports" ALTER COLUMN "raw" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "odoo_inventory_exports" ALTER COLUMN "csv" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "odoo_inventory_exports" ADD COLUMN "raw_storage_key" text;--> statement-breakpoint
ALTER TABLE "odoo_inventory_exports" ADD COLUMN "csv_storage_key" text;--> statement-breakpoint
ALTER TABLE "odoo_inventory_exports" ADD CONSTRAINT "odoo_inventory_exports_files_ck" CHECK (("odoo_inventory_exports"."raw_storage_key" is not null or "odoo_inventory_exports"."raw" is not null) and ("odoo_inventory_exports"."csv_storage_key" is not null or "odoo_inventory_exports"."csv" is not null));