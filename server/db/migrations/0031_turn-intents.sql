CREATE TABLE "turn_intent_rollup" (
	"project_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"intent" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "turn_intent_rollup_project_id_hour_intent_pk" PRIMARY KEY("project_id","hour","intent")
);
--> statement-breakpoint
ALTER TABLE "conversation_turns" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "turn_intent_rollup" ADD CONSTRAINT "turn_intent_rollup_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_turns_project_intent_idx" ON "conversation_turns" USING btree ("project_id","intent","occurred_at") WHERE intent is not null;--> statement-breakpoint
-- 热门意图 follows the turns as they are stored, as the other rollups do (turn-rollup-trigger): a
-- statement trigger sees only the rows inserted, so a retried batch adds nothing twice.
CREATE FUNCTION roll_up_turn_intents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO turn_intent_rollup AS r (project_id, hour, intent, total)
    SELECT project_id, date_trunc('hour', occurred_at, 'UTC'), intent, count(*)
    FROM stored WHERE intent IS NOT NULL GROUP BY 1, 2, 3
  ON CONFLICT (project_id, hour, intent) DO UPDATE SET total = r.total + excluded.total;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER conversation_turns_intents_rolled_up AFTER INSERT ON conversation_turns
  REFERENCING NEW TABLE AS stored FOR EACH STATEMENT EXECUTE FUNCTION roll_up_turn_intents();
