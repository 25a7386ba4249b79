import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { kgBases, kgBuilds } from '../../db/schema';
import type { KgSnapshot } from '../build/snapshot';
import { templatesOfBase } from '../template/library-access';
import { GraphIndex } from './graph-index';
import { type MatchResult, matchQuestion } from './question-matcher';

/** Indexes of the last builds read, by base: a build is read once, not per question. */
const CACHE_SIZE = 20;
const cache = new Map<string, { builtAt: number; index: GraphIndex }>();

async function indexOf(db: Database, baseId: string): Promise<{ index: GraphIndex; builtAt: Date } | null> {
  const [stamp] = await db
    .select({ builtAt: kgBuilds.builtAt })
    .from(kgBuilds)
    .where(eq(kgBuilds.baseId, baseId));
  if (!stamp) return null;
  const cached = cache.get(baseId);
  if (cached && cached.builtAt === stamp.builtAt.getTime())
    return { index: cached.index, builtAt: stamp.builtAt };
  const [build] = await db.select().from(kgBuilds).where(eq(kgBuilds.baseId, baseId));
  if (!build) return null;
  const index = new GraphIndex(build.snapshot as KgSnapshot);
  cache.delete(baseId);
  cache.set(baseId, { builtAt: build.builtAt.getTime(), index });
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return { index, builtAt: build.builtAt };
}

/**
 * A question answered from the base's last successful build with the templates of the libraries
 * the base chose — what the query test shows and what a robot would say. Null before any build.
 */
export async function answerFromBuild(
  db: Database,
  baseId: string,
  question: string,
): Promise<(MatchResult & { builtAt: Date }) | null> {
  const built = await indexOf(db, baseId);
  if (!built) return null;
  const [base] = await db
    .select({ libraries: kgBases.templateLibraryIds })
    .from(kgBases)
    .where(eq(kgBases.id, baseId));
  const templates = await templatesOfBase(db, base?.libraries ?? []);
  return { ...matchQuestion(built.index, templates, question), builtAt: built.builtAt };
}
