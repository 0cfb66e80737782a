ALTER TABLE "workflow_runs" ADD COLUMN "trigger_key" text;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "hook_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_runs_trigger_key_uq" ON "workflow_runs" USING btree ("workflow_id","trigger_key");--> statement-breakpoint
CREATE UNIQUE INDEX "workflows_hook_token_uq" ON "workflows" USING btree ("hook_token");