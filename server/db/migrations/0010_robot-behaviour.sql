CREATE TABLE "action_steps" (
	"action_id" uuid NOT NULL,
	"page_type" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"step" jsonb NOT NULL,
	CONSTRAINT "action_steps_action_id_page_type_position_pk" PRIMARY KEY("action_id","page_type","position")
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actions_one_owner" CHECK (("actions"."tenant_id" is null) <> ("actions"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "fallback_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"situation" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_word_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"word_count" integer NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"project_id" uuid NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"fallback_mode" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_resources_one_owner" CHECK (("personal_resources"."tenant_id" is null) <> ("personal_resources"."user_id" is null)),
	CONSTRAINT "personal_resources_mode_of_reveal" CHECK (("personal_resources"."kind" = 'REVEAL') = ("personal_resources"."fallback_mode" is not null))
);
--> statement-breakpoint
ALTER TABLE "action_steps" ADD CONSTRAINT "action_steps_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fallback_answers" ADD CONSTRAINT "fallback_answers_set_id_personal_resources_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."personal_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_word_files" ADD CONSTRAINT "hot_word_files_list_id_personal_resources_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."personal_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_word_files" ADD CONSTRAINT "hot_word_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD CONSTRAINT "personal_resources_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD CONSTRAINT "personal_resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD CONSTRAINT "personal_resources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_resources" ADD CONSTRAINT "personal_resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "actions_project_name_idx" ON "actions" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "actions_tenant_idx" ON "actions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "actions_user_idx" ON "actions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fallback_answers_order_idx" ON "fallback_answers" USING btree ("set_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "hot_word_files_list_name_idx" ON "hot_word_files" USING btree ("list_id","name");--> statement-breakpoint
CREATE INDEX "hot_word_files_key_idx" ON "hot_word_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_resources_project_name_idx" ON "personal_resources" USING btree ("project_id","kind","name");--> statement-breakpoint
CREATE INDEX "personal_resources_tenant_idx" ON "personal_resources" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "personal_resources_user_idx" ON "personal_resources" USING btree ("user_id");