CREATE TABLE "turn_hour_rollup" (
	"project_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"unknown" integer NOT NULL,
	CONSTRAINT "turn_hour_rollup_project_id_hour_device_id_pk" PRIMARY KEY("project_id","hour","device_id")
);
--> statement-breakpoint
CREATE TABLE "turn_question_day_rollup" (
	"project_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"question_key" text NOT NULL,
	"question" text NOT NULL,
	"total" integer NOT NULL,
	"unknown" integer NOT NULL,
	CONSTRAINT "turn_question_day_rollup_project_id_day_question_key_pk" PRIMARY KEY("project_id","day","question_key")
);
--> statement-breakpoint
CREATE TABLE "turn_question_rollup" (
	"project_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"question_key" text NOT NULL,
	"question" text NOT NULL,
	"total" integer NOT NULL,
	"unknown" integer NOT NULL,
	CONSTRAINT "turn_question_rollup_project_id_hour_question_key_pk" PRIMARY KEY("project_id","hour","question_key")
);
--> statement-breakpoint
CREATE TABLE "turn_sessions" (
	"device_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	CONSTRAINT "turn_sessions_device_id_session_id_pk" PRIMARY KEY("device_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_turns" ADD COLUMN "score" real;--> statement-breakpoint
ALTER TABLE "conversation_turns" ADD COLUMN "question_key" text GENERATED ALWAYS AS (regexp_replace(lower(question), '[[:space:][:punct:]？！，。、；：“”‘’（）《》【】…～·]+', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "turn_hour_rollup" ADD CONSTRAINT "turn_hour_rollup_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_hour_rollup" ADD CONSTRAINT "turn_hour_rollup_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_question_day_rollup" ADD CONSTRAINT "turn_question_day_rollup_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_question_rollup" ADD CONSTRAINT "turn_question_rollup_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_sessions" ADD CONSTRAINT "turn_sessions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_sessions" ADD CONSTRAINT "turn_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "turn_sessions_project_time_idx" ON "turn_sessions" USING btree ("project_id","first_at","device_id");--> statement-breakpoint
CREATE INDEX "conversation_turns_project_key_idx" ON "conversation_turns" USING btree ("project_id","question_key","occurred_at");--> statement-breakpoint
CREATE INDEX "conversation_turns_device_time_idx" ON "conversation_turns" USING btree ("device_id","occurred_at");--> statement-breakpoint
CREATE INDEX "conversation_turns_unsure_idx" ON "conversation_turns" USING btree ("project_id","occurred_at","question_key","unknown","device_id") WHERE (unknown or score < 0.6);