import { and, desc, eq, sql } from 'drizzle-orm';
import { type ConfigurationBundle, MAX_BUNDLE_QUESTIONS } from '../../src/shared/api/device-link';
import type { Database } from '../db/database';
import { qaLibraries, qaPairs } from '../db/schema';

/**
 * The bundle's qa: the standard questions of the project's enabled pairs (enabled libraries),
 * the most recently changed first, each with its first answer — question hints for the robot's
 * screen and answers while offline. Similar questions, intents and fallbacks stay with the
 * matcher behind the ask call.
 */
export async function bundleQuestions(db: Database, projectId: string): Promise<ConfigurationBundle['qa']> {
  return db
    .select({ question: qaPairs.question, answer: sql<string>`coalesce(${qaPairs.answers}->0->>'text', '')` })
    .from(qaPairs)
    .innerJoin(qaLibraries, eq(qaLibraries.id, qaPairs.libraryId))
    .where(and(eq(qaLibraries.projectId, projectId), qaLibraries.enabled, qaPairs.enabled))
    .orderBy(desc(qaPairs.updatedAt), desc(qaPairs.id))
    .limit(MAX_BUNDLE_QUESTIONS);
}
