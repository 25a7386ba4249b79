DROP INDEX "turn_sessions_project_time_idx";--> statement-breakpoint
ALTER TABLE "turn_hour_rollup" ADD COLUMN "sessions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- 问答分析 counts conversations from turn_hour_rollup.sessions, not by reading every conversation:
-- each turn_sessions row counts once, in the hour of its first turn. A batch that brings a
-- conversation's earlier turn moves it to that hour; a retried batch changes nothing.
-- The question rollups keep the least wording of a key, as min(question) over the turns picks,
-- whatever order the wordings come in.
CREATE OR REPLACE FUNCTION roll_up_turns() RETURNS trigger LANGUAGE plpgsql AS $$
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
    DO UPDATE SET total = r.total + excluded.total, unknown = r.unknown + excluded.unknown,
      question = least(r.question, excluded.question);
  INSERT INTO turn_question_day_rollup AS r (project_id, day, question_key, question, total, unknown)
    SELECT project_id, date_trunc('day', occurred_at, 'UTC'), question_key, min(question), count(*),
      count(*) FILTER (WHERE unknown)
    FROM stored GROUP BY 1, 2, 3
  ON CONFLICT (project_id, day, question_key)
    DO UPDATE SET total = r.total + excluded.total, unknown = r.unknown + excluded.unknown,
      question = least(r.question, excluded.question);
  INSERT INTO turn_sessions AS s (device_id, session_id, project_id, first_at)
    SELECT device_id, session_id, min(project_id::text)::uuid, min(occurred_at)
    FROM stored WHERE session_id IS NOT NULL GROUP BY 1, 2
  ON CONFLICT (device_id, session_id) DO UPDATE SET first_at = excluded.first_at
    WHERE excluded.first_at < s.first_at;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION count_turn_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO turn_hour_rollup AS r (project_id, device_id, hour, total, unknown, sessions)
    SELECT project_id, device_id, hour, 0, 0, sum(change) FROM (
      SELECT project_id, device_id, date_trunc('hour', first_at, 'UTC') AS hour, 1 AS change FROM counted
      UNION ALL
      SELECT project_id, device_id, date_trunc('hour', first_at, 'UTC'), -1 FROM uncounted
    ) moves GROUP BY 1, 2, 3 HAVING sum(change) <> 0
  ON CONFLICT (project_id, hour, device_id) DO UPDATE SET sessions = r.sessions + excluded.sessions;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new conversation only counts: an insert's trigger has no old rows.
CREATE FUNCTION count_new_turn_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO turn_hour_rollup AS r (project_id, device_id, hour, total, unknown, sessions)
    SELECT project_id, device_id, date_trunc('hour', first_at, 'UTC'), 0, 0, count(*) FROM counted GROUP BY 1, 2, 3
  ON CONFLICT (project_id, hour, device_id) DO UPDATE SET sessions = r.sessions + excluded.sessions;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER turn_sessions_counted AFTER INSERT ON turn_sessions
  REFERENCING NEW TABLE AS counted FOR EACH STATEMENT EXECUTE FUNCTION count_new_turn_sessions();--> statement-breakpoint
CREATE TRIGGER turn_sessions_moved AFTER UPDATE ON turn_sessions
  REFERENCING OLD TABLE AS uncounted NEW TABLE AS counted FOR EACH STATEMENT EXECUTE FUNCTION count_turn_sessions();--> statement-breakpoint
UPDATE turn_hour_rollup r SET sessions = s.n
  FROM (SELECT project_id, device_id, date_trunc('hour', first_at, 'UTC') AS hour, count(*) AS n
        FROM turn_sessions GROUP BY 1, 2, 3) s
  WHERE r.project_id = s.project_id AND r.device_id = s.device_id AND r.hour = s.hour;--> statement-breakpoint
UPDATE turn_question_rollup r SET question = t.question
  FROM (SELECT project_id, date_trunc('hour', occurred_at, 'UTC') AS hour, question_key, min(question) AS question
        FROM conversation_turns GROUP BY 1, 2, 3) t
  WHERE r.project_id = t.project_id AND r.hour = t.hour AND r.question_key = t.question_key
    AND r.question <> t.question;--> statement-breakpoint
UPDATE turn_question_day_rollup r SET question = t.question
  FROM (SELECT project_id, date_trunc('day', occurred_at, 'UTC') AS day, question_key, min(question) AS question
        FROM conversation_turns GROUP BY 1, 2, 3) t
  WHERE r.project_id = t.project_id AND r.day = t.day AND r.question_key = t.question_key
    AND r.question <> t.question;
