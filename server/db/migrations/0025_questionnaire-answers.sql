CREATE TABLE "questionnaire_answers" (
	"device_id" uuid NOT NULL,
	"answer_id" text NOT NULL,
	"skill_id" uuid NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"answers" jsonb NOT NULL,
	CONSTRAINT "questionnaire_answers_device_id_answer_id_pk" PRIMARY KEY("device_id","answer_id")
);
--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_answers_skill_idx" ON "questionnaire_answers" USING btree ("skill_id","answered_at");