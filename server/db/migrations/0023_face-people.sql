CREATE TABLE "face_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"staff_number" text DEFAULT '' NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "face_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"blob_sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"source_md5" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"box" jsonb NOT NULL,
	"descriptor" real[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "face_groups" ADD COLUMN "work_start" text;--> statement-breakpoint
ALTER TABLE "face_groups" ADD COLUMN "work_end" text;--> statement-breakpoint
ALTER TABLE "visitor_events" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "visitor_events" ADD COLUMN "thumbnail" text;--> statement-breakpoint
ALTER TABLE "face_people" ADD CONSTRAINT "face_people_group_id_face_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."face_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_people" ADD CONSTRAINT "face_people_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_people" ADD CONSTRAINT "face_people_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_photos" ADD CONSTRAINT "face_photos_person_id_face_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."face_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_photos" ADD CONSTRAINT "face_photos_blob_sha256_media_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."media_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_people_group_idx" ON "face_people" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "face_people_project_idx" ON "face_people" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "face_photos_person_idx" ON "face_photos" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "face_photos_blob_idx" ON "face_photos" USING btree ("blob_sha256");--> statement-breakpoint
ALTER TABLE "visitor_events" ADD CONSTRAINT "visitor_events_person_id_face_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."face_people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_events_person_time_idx" ON "visitor_events" USING btree ("person_id","occurred_at");