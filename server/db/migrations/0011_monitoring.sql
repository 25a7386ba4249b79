CREATE TABLE "alarms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"began_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_samples" (
	"device_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"battery" integer NOT NULL,
	"map_id" text,
	"x" double precision,
	"y" double precision
);
--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_samples" ADD CONSTRAINT "device_samples_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_open_idx" ON "alarms" USING btree ("device_id","kind","subject") WHERE "alarms"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "alarms_project_time_idx" ON "alarms" USING btree ("project_id","began_at");--> statement-breakpoint
CREATE INDEX "alarms_device_time_idx" ON "alarms" USING btree ("device_id","began_at");--> statement-breakpoint
CREATE INDEX "device_samples_device_time_idx" ON "device_samples" USING btree ("device_id","at");