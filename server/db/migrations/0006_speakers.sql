CREATE TABLE "speakers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"voice" text NOT NULL,
	"speed" double precision DEFAULT 1 NOT NULL,
	"pitch" integer DEFAULT 0 NOT NULL,
	"volume" integer DEFAULT 80 NOT NULL,
	"sample_text" text DEFAULT '' NOT NULL,
	"device_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "speakers_one_owner" CHECK (("speakers"."tenant_id" is null) <> ("speakers"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "speakers_project_name_idx" ON "speakers" USING btree ("project_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "speakers_one_default_idx" ON "speakers" USING btree ("project_id") WHERE "speakers"."is_default";--> statement-breakpoint
CREATE INDEX "speakers_tenant_idx" ON "speakers" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "speakers_user_idx" ON "speakers" USING btree ("user_id");