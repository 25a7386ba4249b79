CREATE TABLE "face_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"purpose" text NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "face_groups_one_owner" CHECK (("face_groups"."tenant_id" is null) <> ("face_groups"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "face_groups" ADD CONSTRAINT "face_groups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_groups" ADD CONSTRAINT "face_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_groups" ADD CONSTRAINT "face_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_groups" ADD CONSTRAINT "face_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "face_groups_project_name_idx" ON "face_groups" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "face_groups_tenant_idx" ON "face_groups" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "face_groups_user_idx" ON "face_groups" USING btree ("user_id");