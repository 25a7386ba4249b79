CREATE TABLE "homepages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"screen_width" integer NOT NULL,
	"screen_height" integer NOT NULL,
	"document" jsonb NOT NULL,
	"thumbnail" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	"released_document" jsonb,
	"released_name" text,
	"released_version" integer,
	"released_at" timestamp with time zone,
	"player_key" text,
	CONSTRAINT "homepages_player_key_unique" UNIQUE("player_key")
);
--> statement-breakpoint
CREATE TABLE "my_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"orientation" text NOT NULL,
	"page" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "my_pages_one_owner" CHECK (("my_pages"."tenant_id" is null) <> ("my_pages"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "homepages" ADD CONSTRAINT "homepages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homepages" ADD CONSTRAINT "homepages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_pages" ADD CONSTRAINT "my_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_pages" ADD CONSTRAINT "my_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_pages" ADD CONSTRAINT "my_pages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homepages_project_updated_idx" ON "homepages" USING btree ("project_id","updated_at");--> statement-breakpoint
CREATE INDEX "my_pages_tenant_idx" ON "my_pages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "my_pages_user_idx" ON "my_pages" USING btree ("user_id","created_at");