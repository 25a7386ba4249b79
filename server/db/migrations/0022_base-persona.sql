CREATE TABLE "base_configurations" (
	"resource_id" uuid PRIMARY KEY NOT NULL,
	"wake_word" text NOT NULL,
	"language" text NOT NULL,
	"screen_saver_seconds" integer NOT NULL,
	"screen_saver_picture" text,
	"work_start" text NOT NULL,
	"work_end" text NOT NULL,
	"work_days" integer[] NOT NULL,
	"homepage_id" uuid,
	"speaker_id" uuid,
	"volume" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persona_answers" (
	"persona_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"similar_questions" text[] NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "persona_answers_persona_id_position_pk" PRIMARY KEY("persona_id","position")
);
--> statement-breakpoint
CREATE TABLE "personas" (
	"resource_id" uuid PRIMARY KEY NOT NULL,
	"robot_name" text NOT NULL,
	"age" integer,
	"gender" text NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting_targets" (
	"resource_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"device_id" uuid,
	"tag" text,
	CONSTRAINT "setting_targets_device_or_tag" CHECK ("setting_targets"."device_id" is null or "setting_targets"."tag" is null)
);
--> statement-breakpoint
ALTER TABLE "base_configurations" ADD CONSTRAINT "base_configurations_resource_id_personal_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."personal_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_configurations" ADD CONSTRAINT "base_configurations_homepage_id_homepages_id_fk" FOREIGN KEY ("homepage_id") REFERENCES "public"."homepages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_configurations" ADD CONSTRAINT "base_configurations_speaker_id_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."speakers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persona_answers" ADD CONSTRAINT "persona_answers_persona_id_personal_resources_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."personal_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_resource_id_personal_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."personal_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_targets" ADD CONSTRAINT "setting_targets_resource_id_personal_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."personal_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_targets" ADD CONSTRAINT "setting_targets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_targets" ADD CONSTRAINT "setting_targets_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "setting_targets_device_idx" ON "setting_targets" USING btree ("project_id","kind","device_id") WHERE "setting_targets"."device_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "setting_targets_tag_idx" ON "setting_targets" USING btree ("project_id","kind","tag") WHERE "setting_targets"."tag" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "setting_targets_default_idx" ON "setting_targets" USING btree ("project_id","kind") WHERE "setting_targets"."device_id" is null and "setting_targets"."tag" is null;--> statement-breakpoint
CREATE INDEX "setting_targets_resource_idx" ON "setting_targets" USING btree ("resource_id");