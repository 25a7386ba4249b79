CREATE TABLE "qa_marks" (
	"project_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"state" text NOT NULL,
	"question" text NOT NULL,
	"pair_id" uuid,
	"marked_by" uuid,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qa_marks_project_id_question_key_pk" PRIMARY KEY("project_id","question_key")
);
--> statement-breakpoint
ALTER TABLE "qa_marks" ADD CONSTRAINT "qa_marks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_marks" ADD CONSTRAINT "qa_marks_pair_id_qa_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."qa_pairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_marks" ADD CONSTRAINT "qa_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_marks_project_state_idx" ON "qa_marks" USING btree ("project_id","state");