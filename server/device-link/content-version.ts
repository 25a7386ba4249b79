import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** How a table's rows belong to a project: through its own project_id, or its parent row's. */
type Belonging = { parent: string; key: string } | 'own';

/**
 * The tables a project's content (projectContent: the bundle and its ETag) is read from, and how
 * their rows belong to the project. A test reads projectContent's table statistics and fails when
 * it reads a table missing here (a new bundle part must add its table).
 */
export const CONTENT_TABLES: Record<string, Belonging> = {
  homepages: 'own',
  qa_libraries: 'own',
  qa_pairs: { parent: 'qa_libraries', key: 'library_id' },
  maps: 'own',
  map_points: { parent: 'maps', key: 'map_id' },
  speakers: 'own',
  personal_resources: 'own',
  setting_targets: 'own',
  base_configurations: { parent: 'personal_resources', key: 'resource_id' },
  personas: { parent: 'personal_resources', key: 'resource_id' },
  persona_answers: { parent: 'personal_resources', key: 'persona_id' },
  skills: 'own',
  intents: 'own',
  face_groups: 'own',
};

/** Rows and the latest transaction that wrote one: an edit moves xmin, a delete the count. */
function stateOf(table: string, belonging: Belonging, projectId: string): SQL {
  const rows = sql`count(*)::text || '/' || coalesce(max(t.xmin::text::bigint), 0)::text`;
  const from =
    belonging === 'own'
      ? sql`from ${sql.identifier(table)} t where t.project_id = ${projectId}::uuid`
      : sql`from ${sql.identifier(table)} t join ${sql.identifier(belonging.parent)} p
              on p.id = t.${sql.identifier(belonging.key)} where p.project_id = ${projectId}::uuid`;
  return sql`(select ${rows} ${from}) as ${sql.identifier(table)}`;
}

/**
 * Where a project's content is at, in one round trip: per content table its rows and latest
 * writing transaction. Devices count by id and tags only (what decides their settings): a
 * heartbeat rewrites the device row and must not look like a change. Same version, same content —
 * for any number of server instances, with nothing for the writing areas to keep.
 */
export async function contentVersion(db: Database, projectId: string): Promise<string> {
  const devices = sql`(select count(*)::text || '/' ||
      coalesce(md5(string_agg(d.id::text || d.tags::text, ',' order by d.id)), '')
    from devices d where d.project_id = ${projectId}::uuid) as devices`;
  const states = Object.entries(CONTENT_TABLES).map(([table, belonging]) =>
    stateOf(table, belonging, projectId),
  );
  const result = (await db.execute(sql`select ${sql.join([...states, devices], sql`, `)}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return Object.values(result.rows[0] ?? {}).join('|');
}
