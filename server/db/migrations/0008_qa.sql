CREATE TABLE "qa_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_categories_sibling_name_key" UNIQUE NULLS NOT DISTINCT("library_id","parent_id","name")
);
--> statement-breakpoint
CREATE TABLE "qa_libraries" (
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
	CONSTRAINT "qa_libraries_one_owner" CHECK (("qa_libraries"."tenant_id" is null) <> ("qa_libraries"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "qa_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_id" uuid NOT NULL,
	"category_id" uuid,
	"question" text NOT NULL,
	"similar_questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"answers" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qa_categories" ADD CONSTRAINT "qa_categories_library_id_qa_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."qa_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_libraries" ADD CONSTRAINT "qa_libraries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_libraries" ADD CONSTRAINT "qa_libraries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_libraries" ADD CONSTRAINT "qa_libraries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_libraries" ADD CONSTRAINT "qa_libraries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_pairs" ADD CONSTRAINT "qa_pairs_library_id_qa_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."qa_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_pairs" ADD CONSTRAINT "qa_pairs_category_id_qa_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."qa_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_pairs" ADD CONSTRAINT "qa_pairs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_pairs" ADD CONSTRAINT "qa_pairs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_categories_parent_idx" ON "qa_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_libraries_project_name_idx" ON "qa_libraries" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "qa_libraries_tenant_idx" ON "qa_libraries" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "qa_libraries_user_idx" ON "qa_libraries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_pairs_library_question_idx" ON "qa_pairs" USING btree ("library_id","question");--> statement-breakpoint
CREATE INDEX "qa_pairs_library_updated_idx" ON "qa_pairs" USING btree ("library_id","updated_at");--> statement-breakpoint
CREATE INDEX "qa_pairs_category_idx" ON "qa_pairs" USING btree ("category_id");