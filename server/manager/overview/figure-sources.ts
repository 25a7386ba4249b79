import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { homepages, qaLibraries, qaPairs } from '../../db/schema';

/** The overview's figures that count what a project's areas hold. */
export type ContentFigure = 'screensPublished' | 'qaPairs' | 'skills';

/** One area's contribution to a content figure of a project. */
export interface FigureSource {
  figure: ContentFigure;
  count(db: Database, projectId: string): Promise<number>;
}

const publishedScreens: FigureSource = {
  figure: 'screensPublished',
  async count(db, projectId) {
    const [row] = await db
      .select({ value: count() })
      .from(homepages)
      .where(and(eq(homepages.projectId, projectId), isNotNull(homepages.releasedAt)));
    return row?.value ?? 0;
  },
};

/** The enabled Q&A pairs of the project's enabled libraries: what its robots can answer from. */
const enabledQaPairs: FigureSource = {
  figure: 'qaPairs',
  async count(db, projectId) {
    const [row] = await db
      .select({ value: count() })
      .from(qaPairs)
      .innerJoin(qaLibraries, eq(qaLibraries.id, qaPairs.libraryId))
      .where(and(eq(qaLibraries.projectId, projectId), qaLibraries.enabled, qaPairs.enabled));
    return row?.value ?? 0;
  },
};

/**
 * Every area that feeds the overview. An area that brings its own table (the Q&A library's pairs,
 * scene and store skills) adds its source here; a figure nobody feeds yet reads 0.
 */
export const FIGURE_SOURCES: readonly FigureSource[] = [publishedScreens, enabledQaPairs];

/** Each content figure of a project: the sum of its sources, counted side by side. */
export async function contentFigures(
  db: Database,
  projectId: string,
  sources: readonly FigureSource[] = FIGURE_SOURCES,
): Promise<Record<ContentFigure, number>> {
  const figures: Record<ContentFigure, number> = { screensPublished: 0, qaPairs: 0, skills: 0 };
  const counts = await Promise.all(sources.map((source) => source.count(db, projectId)));
  sources.forEach((source, index) => {
    figures[source.figure] += counts[index];
  });
  return figures;
}
