CREATE TABLE "scene_skill_runs" (
	"device_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"path" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"failure" text,
	CONSTRAINT "scene_skill_runs_device_id_event_id_pk" PRIMARY KEY("device_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "scene_skill_versions" (
	"skill_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scene_skill_versions_skill_id_version_pk" PRIMARY KEY("skill_id","version")
);
--> statement-breakpoint
ALTER TABLE "scene_skill_runs" ADD CONSTRAINT "scene_skill_runs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_skill_runs" ADD CONSTRAINT "scene_skill_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_skill_runs" ADD CONSTRAINT "scene_skill_runs_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_skill_versions" ADD CONSTRAINT "scene_skill_versions_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_skill_versions" ADD CONSTRAINT "scene_skill_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scene_skill_runs_skill_time_idx" ON "scene_skill_runs" USING btree ("skill_id","occurred_at");