CREATE TABLE "map_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"map_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"picture_url" text NOT NULL,
	"picture_width" integer NOT NULL,
	"picture_height" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maps_one_owner" CHECK (("maps"."tenant_id" is null) <> ("maps"."user_id" is null)),
	CONSTRAINT "maps_picture_size" CHECK ("maps"."picture_width" > 0 and "maps"."picture_height" > 0)
);
--> statement-breakpoint
ALTER TABLE "map_points" ADD CONSTRAINT "map_points_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps" ADD CONSTRAINT "maps_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps" ADD CONSTRAINT "maps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps" ADD CONSTRAINT "maps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps" ADD CONSTRAINT "maps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "map_points_map_name_idx" ON "map_points" USING btree ("map_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "maps_project_name_idx" ON "maps" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "maps_tenant_idx" ON "maps" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "maps_user_idx" ON "maps" USING btree ("user_id");