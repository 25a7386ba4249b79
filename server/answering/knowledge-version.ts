import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** One parent table's state for a project: rows, the latest transaction to write one, the latest change. */
const stateOf = (table: string, projectId: string, extra: SQL = sql``) => sql`(
  select count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text || '/' ||
         coalesce(max(updated_at)::text, '')
  from ${sql.identifier(table)} where project_id = ${projectId}::uuid ${extra}) as ${sql.identifier(table)}`;

/**
 * What a project's knowledge is at: per parent table, how many rows, the latest transaction that
 * wrote one (xmin) and the latest updated_at. The Q&A library, intent, dictionary and fallback
 * calls move their parent row (library, intent, dictionary, set) with every change of what is
 * inside it, so the parent tables alone tell a change: an edit moves xmin (even within one clock
 * tick), a delete the count. One round trip over the project's few parent rows — nothing the
 * areas have to keep for it, and it holds for any number of server instances.
 */
export async function knowledgeVersion(db: Database, projectId: string): Promise<string> {
  const result = (await db.execute(
    sql`select ${sql.join(
      [
        stateOf('qa_libraries', projectId),
        stateOf('intents', projectId),
        stateOf('dictionaries', projectId),
        stateOf('personal_resources', projectId, sql`and kind = 'REVEAL'`),
        // 趣味问答 is a store skill whose Q&A the matcher answers.
        stateOf('skills', projectId, sql`and store_skill_code = 'interestAnswer'`),
      ],
      sql`, `,
    )}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return Object.values(result.rows[0] ?? {}).join('|');
}
