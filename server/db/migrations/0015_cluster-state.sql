CREATE TABLE "dev_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"entry" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_budgets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"refilled_at" timestamp with time zone NOT NULL,
	"asked" integer NOT NULL,
	"granted" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dev_outbox_kind_idx" ON "dev_outbox" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "device_budgets_refilled_idx" ON "device_budgets" USING btree ("refilled_at");--> statement-breakpoint
CREATE INDEX "request_counts_resets_idx" ON "request_counts" USING btree ("resets_at");