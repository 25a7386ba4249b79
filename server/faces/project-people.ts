import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { facePeople } from '../db/schema';

/**
 * Of the person ids robots named in visitor events, those that are people of the project: an id
 * of a deleted person or of another project is stored as null (a stranger), never refused.
 */
export async function peopleOfProject(
  db: Database,
  projectId: string,
  personIds: (string | null | undefined)[],
): Promise<Set<string>> {
  const asked = [...new Set(personIds.filter((id): id is string => typeof id === 'string'))];
  if (asked.length === 0) return new Set();
  const rows = await db
    .select({ id: facePeople.id })
    .from(facePeople)
    .where(and(eq(facePeople.projectId, projectId), inArray(facePeople.id, asked)));
  return new Set(rows.map((row) => row.id));
}
