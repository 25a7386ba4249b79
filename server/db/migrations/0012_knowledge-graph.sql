CREATE TABLE "kg_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"base_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"name" text NOT NULL,
	"data_type" text NOT NULL,
	"link_concept_id" uuid,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kg_bases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"template_library_ids" text[] DEFAULT '{general-template-library}'::text[] NOT NULL,
	"build_state" text DEFAULT 'UNBUILT' NOT NULL,
	"build_progress" integer DEFAULT 0 NOT NULL,
	"build_error" text,
	"build_started_at" timestamp with time zone,
	"build_attempts" integer DEFAULT 0 NOT NULL,
	"built_at" timestamp with time zone,
	"built_entities" integer DEFAULT 0 NOT NULL,
	"built_relations" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kg_bases_one_owner" CHECK (("kg_bases"."tenant_id" is null) <> ("kg_bases"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "kg_builds" (
	"base_id" uuid PRIMARY KEY NOT NULL,
	"snapshot" jsonb NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kg_concepts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"base_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kg_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"base_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kg_entity_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"base_id" uuid NOT NULL,
	"relation_id" uuid NOT NULL,
	"from_entity_id" uuid NOT NULL,
	"to_entity_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kg_entity_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"base_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"value" text NOT NULL,
	"link_entity_id" uuid
);
--> statement-breakpoint
CREATE TABLE "kg_import_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"base_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"errors" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kg_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"base_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"name" text NOT NULL,
	"target_concept_id" uuid NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kg_template_libraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"synonyms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kg_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"patterns" text[] NOT NULL,
	"targets" text[] DEFAULT '{}'::text[] NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"domain" text DEFAULT 'common' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kg_attributes" ADD CONSTRAINT "kg_attributes_base_id_kg_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."kg_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_attributes" ADD CONSTRAINT "kg_attributes_concept_id_kg_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."kg_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_attributes" ADD CONSTRAINT "kg_attributes_link_concept_id_kg_concepts_id_fk" FOREIGN KEY ("link_concept_id") REFERENCES "public"."kg_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_bases" ADD CONSTRAINT "kg_bases_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_bases" ADD CONSTRAINT "kg_bases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_bases" ADD CONSTRAINT "kg_bases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_bases" ADD CONSTRAINT "kg_bases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_builds" ADD CONSTRAINT "kg_builds_base_id_kg_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."kg_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_concepts" ADD CONSTRAINT "kg_concepts_base_id_kg_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."kg_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_entities" ADD CONSTRAINT "kg_entities_base_id_kg_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."kg_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_entities" ADD CONSTRAINT "kg_entities_concept_id_kg_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."kg_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_entity_relations" ADD CONSTRAINT "kg_entity_relations_base_id_kg_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."kg_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_entity_relations" ADD CONSTRAINT "kg_entity_relations_relation_id_kg_relations_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."kg_relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_entity_relations" ADD CONSTRAINT "kg_entity_relations_from_entity_id_kg_entities_id_fk" FOREIGN KEY ("from_entity_id") REFERENCES "public"."kg_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_entity_relations" ADD CONSTRAINT "kg_entity_relations_to_entity_id_kg_entities_id_fk" FOREIGN KEY ("to_entity_id") REFERENCES "public"."kg_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_entity_values" ADD CONSTRAINT "kg_entity_values_base_id_kg_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."kg_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_entity_values" ADD CONSTRAINT "kg_entity_values_entity_id_kg_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."kg_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_entity_values" ADD CONSTRAINT "kg_entity_values_attribute_id_kg_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."kg_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_entity_values" ADD CONSTRAINT "kg_entity_values_link_entity_id_kg_entities_id_fk" FOREIGN KEY ("link_entity_id") REFERENCES "public"."kg_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_import_reports" ADD CONSTRAINT "kg_import_reports_base_id_kg_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."kg_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_import_reports" ADD CONSTRAINT "kg_import_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_relations" ADD CONSTRAINT "kg_relations_base_id_kg_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."kg_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_relations" ADD CONSTRAINT "kg_relations_concept_id_kg_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."kg_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_relations" ADD CONSTRAINT "kg_relations_target_concept_id_kg_concepts_id_fk" FOREIGN KEY ("target_concept_id") REFERENCES "public"."kg_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_template_libraries" ADD CONSTRAINT "kg_template_libraries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_template_libraries" ADD CONSTRAINT "kg_template_libraries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kg_templates" ADD CONSTRAINT "kg_templates_library_id_kg_template_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."kg_template_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kg_attributes_concept_name_idx" ON "kg_attributes" USING btree ("concept_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "kg_bases_project_name_idx" ON "kg_bases" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "kg_bases_tenant_idx" ON "kg_bases" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "kg_bases_user_idx" ON "kg_bases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kg_bases_building_idx" ON "kg_bases" USING btree ("build_state");--> statement-breakpoint
CREATE UNIQUE INDEX "kg_concepts_base_name_idx" ON "kg_concepts" USING btree ("base_id","name");--> statement-breakpoint
CREATE INDEX "kg_concepts_parent_idx" ON "kg_concepts" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kg_entities_concept_name_idx" ON "kg_entities" USING btree ("concept_id","name");--> statement-breakpoint
CREATE INDEX "kg_entities_base_idx" ON "kg_entities" USING btree ("base_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "kg_entity_relations_unique_idx" ON "kg_entity_relations" USING btree ("from_entity_id","relation_id","to_entity_id");--> statement-breakpoint
CREATE INDEX "kg_entity_relations_to_idx" ON "kg_entity_relations" USING btree ("to_entity_id");--> statement-breakpoint
CREATE INDEX "kg_entity_relations_base_idx" ON "kg_entity_relations" USING btree ("base_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kg_entity_values_entity_attribute_idx" ON "kg_entity_values" USING btree ("entity_id","attribute_id");--> statement-breakpoint
CREATE INDEX "kg_entity_values_base_idx" ON "kg_entity_values" USING btree ("base_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kg_relations_concept_name_idx" ON "kg_relations" USING btree ("concept_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "kg_template_libraries_project_name_idx" ON "kg_template_libraries" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "kg_templates_library_idx" ON "kg_templates" USING btree ("library_id");