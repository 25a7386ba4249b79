CREATE TABLE "media_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"md5" text NOT NULL,
	"size" bigint NOT NULL,
	"format" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"blob_sha256" text NOT NULL,
	"resource_name" text NOT NULL,
	"resource_type" text NOT NULL,
	"source_md5" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blob_sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"source_md5" text NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uploads_one_owner" CHECK (("media_uploads"."tenant_id" is null) <> ("media_uploads"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "stock_materials" (
	"id" text PRIMARY KEY NOT NULL,
	"resource_name" text NOT NULL,
	"resource_url" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"resource_category" smallint NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_blob_sha256_media_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."media_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_blob_sha256_media_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."media_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_project_blob_idx" ON "media_files" USING btree ("project_id","blob_sha256");--> statement-breakpoint
CREATE INDEX "media_files_project_md5_idx" ON "media_files" USING btree ("project_id","source_md5");--> statement-breakpoint
CREATE INDEX "media_files_project_type_created_idx" ON "media_files" USING btree ("project_id","resource_type","created_at");--> statement-breakpoint
CREATE INDEX "media_uploads_blob_idx" ON "media_uploads" USING btree ("blob_sha256");--> statement-breakpoint
CREATE INDEX "stock_materials_category_order_idx" ON "stock_materials" USING btree ("resource_category","sort_order");