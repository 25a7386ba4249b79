CREATE TABLE "account_invitations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code_digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_profiles" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"logo_url" text,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_profiles" ADD CONSTRAINT "tenant_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_log_tenant_user_at_idx" ON "operation_log" USING btree ("tenant_id","user_id","at");--> statement-breakpoint
CREATE INDEX "operation_log_tenant_action_at_idx" ON "operation_log" USING btree ("tenant_id","action","at");--> statement-breakpoint
CREATE INDEX "operation_log_tenant_area_at_idx" ON "operation_log" USING btree ("tenant_id",split_part("action", '.', 1),"at");