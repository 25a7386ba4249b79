import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { faceGroups, facePeople, facePhotos } from '../db/schema';

/** One enrolled face: the person it is and the 128 numbers of the photo's face. */
interface IndexedFace {
  personId: string;
  descriptor: Float32Array;
}

export interface NearestFace {
  personId: string;
  distance: number;
}

/** How long a project's faces are used before being read again (changes made by other processes). */
const FRESH_MS = 5_000;

/**
 * The faces face search compares with, per project: every photo of the people of the project's
 * enabled groups who are valid today. Read from the database at most every few seconds (or at
 * once after this process changed a project's people), then compared in memory: 10,000 faces are
 * 1.3 million multiplications, a few milliseconds.
 */
class FaceIndex {
  private readonly projects = new Map<string, { readAt: number; faces: IndexedFace[] }>();

  forget(projectId: string): void {
    this.projects.delete(projectId);
  }

  private async facesOf(db: Database, projectId: string, now: Date): Promise<IndexedFace[]> {
    const known = this.projects.get(projectId);
    if (known && now.getTime() - known.readAt < FRESH_MS) return known.faces;
    const today = now.toISOString().slice(0, 10);
    const rows = await db
      .select({ personId: facePhotos.personId, descriptor: facePhotos.descriptor })
      .from(facePhotos)
      .innerJoin(facePeople, eq(facePeople.id, facePhotos.personId))
      .innerJoin(faceGroups, eq(faceGroups.id, facePeople.groupId))
      .where(
        and(
          eq(facePeople.projectId, projectId),
          eq(faceGroups.enabled, true),
          or(isNull(facePeople.validFrom), lte(facePeople.validFrom, sql`${today}::date`)),
          or(isNull(facePeople.validUntil), gte(facePeople.validUntil, sql`${today}::date`)),
        ),
      );
    const faces = rows.map((row) => ({
      personId: row.personId,
      descriptor: Float32Array.from(row.descriptor),
    }));
    this.projects.set(projectId, { readAt: now.getTime(), faces });
    return faces;
  }

  /** The enrolled face nearest to the descriptor (Euclidean distance), or null when there is none. */
  async nearest(
    db: Database,
    projectId: string,
    descriptor: number[],
    now: Date,
  ): Promise<NearestFace | null> {
    const probe = Float32Array.from(descriptor);
    let best: NearestFace | null = null;
    let bestSquared = Number.POSITIVE_INFINITY;
    for (const face of await this.facesOf(db, projectId, now)) {
      let squared = 0;
      for (let index = 0; index < probe.length && squared < bestSquared; index++) {
        const difference = probe[index] - face.descriptor[index];
        squared += difference * difference;
      }
      if (squared < bestSquared) {
        bestSquared = squared;
        best = { personId: face.personId, distance: 0 };
      }
    }
    return best && { ...best, distance: Number(Math.sqrt(bestSquared).toFixed(4)) };
  }
}

export const faceIndex = new FaceIndex();
