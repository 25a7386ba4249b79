-- 问答分析's rollups (server/db/schema/turn-rollups.ts) follow the turns as they are stored: an
-- AFTER INSERT statement trigger sees only the rows the statement inserted, so a retried batch,
-- whose ids conflict and insert nothing, adds nothing twice.
CREATE FUNCTION roll_up_turns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO turn_hour_rollup AS r (project_id, device_id, hour, total, unknown)
    SELECT project_id, device_id, date_trunc('hour', occurred_at, 'UTC'), count(*), count(*) FILTER (WHERE unknown)
    FROM stored GROUP BY 1, 2, 3
  ON CONFLICT (project_id, hour, device_id)
    DO UPDATE SET total = r.total + excluded.total, unknown = r.unknown + excluded.unknown;
  INSERT INTO turn_question_rollup AS r (project_id, hour, question_key, question, total, unknown)
    SELECT project_id, date_trunc('hour', occurred_at, 'UTC'), question_key, min(question), count(*),
      count(*) FILTER (WHERE unknown)
    FROM stored GROUP BY 1, 2, 3
  ON CONFLICT (project_id, hour, question_key)
    DO UPDATE SET total = r.total + excluded.total, unknown = r.unknown + excluded.unknown;
  INSERT INTO turn_question_day_rollup AS r (project_id, day, question_key, question, total, unknown)
    SELECT project_id, date_trunc('day', occurred_at, 'UTC'), question_key, min(question), count(*),
      count(*) FILTER (WHERE unknown)
    FROM stored GROUP BY 1, 2, 3
  ON CONFLICT (project_id, day, question_key)
    DO UPDATE SET total = r.total + excluded.total, unknown = r.unknown + excluded.unknown;
  INSERT INTO turn_sessions (device_id, session_id, project_id, first_at)
    SELECT device_id, session_id, min(project_id::text)::uuid, min(occurred_at)
    FROM stored WHERE session_id IS NOT NULL GROUP BY 1, 2
  ON CONFLICT (device_id, session_id) DO UPDATE SET first_at = least(turn_sessions.first_at, excluded.first_at);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER conversation_turns_rolled_up AFTER INSERT ON conversation_turns
  REFERENCING NEW TABLE AS stored FOR EACH STATEMENT EXECUTE FUNCTION roll_up_turns();--> statement-breakpoint
INSERT INTO turn_hour_rollup (project_id, device_id, hour, total, unknown)
  SELECT project_id, device_id, date_trunc('hour', occurred_at, 'UTC'), count(*), count(*) FILTER (WHERE unknown)
  FROM conversation_turns GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO turn_question_rollup (project_id, hour, question_key, question, total, unknown)
  SELECT project_id, date_trunc('hour', occurred_at, 'UTC'), question_key, min(question), count(*),
    count(*) FILTER (WHERE unknown)
  FROM conversation_turns GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO turn_question_day_rollup (project_id, day, question_key, question, total, unknown)
  SELECT project_id, date_trunc('day', occurred_at, 'UTC'), question_key, min(question), count(*),
    count(*) FILTER (WHERE unknown)
  FROM conversation_turns GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO turn_sessions (device_id, session_id, project_id, first_at)
  SELECT device_id, session_id, min(project_id::text)::uuid, min(occurred_at)
  FROM conversation_turns WHERE session_id IS NOT NULL GROUP BY 1, 2;
