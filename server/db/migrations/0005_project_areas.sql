CREATE TABLE "device_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"result" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"acked_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"model" text NOT NULL,
	"quantity" integer NOT NULL,
	"months" integer NOT NULL,
	"device_id" uuid,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_ref" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "device_orders_payment_ref_unique" UNIQUE("payment_ref"),
	CONSTRAINT "device_orders_renew_has_device" CHECK ("device_orders"."kind" <> 'RENEW' or "device_orders"."device_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"activation_key" text NOT NULL,
	"order_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone,
	"serial" text,
	"firmware" text,
	"token_hash" text,
	"activated_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"battery" integer,
	"charging" integer,
	"volume" integer,
	"current_page" text,
	"map_id" text,
	"position_x" double precision,
	"position_y" double precision,
	"point_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_activation_key_unique" UNIQUE("activation_key"),
	CONSTRAINT "devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "resource_shares" (
	"resource_type" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"level" text NOT NULL,
	"shared_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_shares_resource_type_resource_id_user_id_pk" PRIMARY KEY("resource_type","resource_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "resource_tags" (
	"resource_type" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "resource_tags_resource_type_resource_id_tag_pk" PRIMARY KEY("resource_type","resource_id","tag")
);
--> statement-breakpoint
CREATE TABLE "role_resource_grants" (
	"role_id" uuid NOT NULL,
	"resource_type" text NOT NULL,
	"flags" text[] NOT NULL,
	CONSTRAINT "role_resource_grants_role_id_resource_type_pk" PRIMARY KEY("role_id","resource_type")
);
--> statement-breakpoint
CREATE TABLE "conversation_turns" (
	"device_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"matched" text,
	"unknown" boolean NOT NULL,
	"session_id" text,
	CONSTRAINT "conversation_turns_device_id_event_id_pk" PRIMARY KEY("device_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "visitor_events" (
	"device_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"dwell_seconds" integer,
	"face_group" text,
	CONSTRAINT "visitor_events_device_id_event_id_pk" PRIMARY KEY("device_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_orders" ADD CONSTRAINT "device_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_orders" ADD CONSTRAINT "device_orders_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_orders" ADD CONSTRAINT "device_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_order_id_device_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."device_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_shares" ADD CONSTRAINT "resource_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_shares" ADD CONSTRAINT "resource_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_resource_grants" ADD CONSTRAINT "role_resource_grants_role_id_tenant_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."tenant_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_turns" ADD CONSTRAINT "conversation_turns_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_turns" ADD CONSTRAINT "conversation_turns_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_events" ADD CONSTRAINT "visitor_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_events" ADD CONSTRAINT "visitor_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_commands_device_idx" ON "device_commands" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "device_commands_open_idx" ON "device_commands" USING btree ("device_id") WHERE "device_commands"."status" in ('PENDING', 'SENT');--> statement-breakpoint
CREATE INDEX "device_orders_project_idx" ON "device_orders" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "devices_project_idx" ON "devices" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "devices_order_idx" ON "devices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_project_serial_idx" ON "devices" USING btree ("project_id","serial");--> statement-breakpoint
CREATE INDEX "resource_shares_user_idx" ON "resource_shares" USING btree ("user_id","resource_type");--> statement-breakpoint
CREATE INDEX "resource_tags_tag_idx" ON "resource_tags" USING btree ("resource_type","tag");--> statement-breakpoint
CREATE INDEX "conversation_turns_project_time_idx" ON "conversation_turns" USING btree ("project_id","occurred_at","unknown");--> statement-breakpoint
CREATE INDEX "visitor_events_project_time_idx" ON "visitor_events" USING btree ("project_id","occurred_at","kind");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;