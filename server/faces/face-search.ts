import { eq } from 'drizzle-orm';
import { GREETING_NAME } from '../../src/shared/api/face-groups';
import {
  FACE_MATCH_DISTANCE,
  type FaceSearchAnswer,
  type RecognisedPerson,
} from '../../src/shared/api/face-search';
import type { Database } from '../db/database';
import { faceGroups, facePeople } from '../db/schema';
import type { PictureFaces } from './face-detector';
import { faceIndex } from './face-index';

async function recognised(db: Database, personId: string): Promise<RecognisedPerson | null> {
  const [row] = await db
    .select({
      id: facePeople.id,
      name: facePeople.name,
      greeting: facePeople.greeting,
      groupId: faceGroups.id,
      groupName: faceGroups.name,
      groupGreeting: faceGroups.greeting,
      purpose: faceGroups.purpose,
    })
    .from(facePeople)
    .innerJoin(faceGroups, eq(faceGroups.id, facePeople.groupId))
    .where(eq(facePeople.id, personId));
  if (!row) return null;
  const greeting = (row.greeting || row.groupGreeting).replaceAll(GREETING_NAME, row.name);
  return {
    id: row.id,
    name: row.name,
    groupId: row.groupId,
    groupName: row.groupName,
    purpose: row.purpose,
    greeting,
  };
}

/**
 * Who the largest face of a snapshot is among the people of the project's enabled groups: the
 * nearest enrolled face within FACE_MATCH_DISTANCE, else a stranger.
 */
export async function searchFace(
  db: Database,
  projectId: string,
  picture: NonNullable<PictureFaces>,
  now: Date,
): Promise<FaceSearchAnswer> {
  const base = { threshold: FACE_MATCH_DISTANCE };
  const face = picture.largest;
  if (!face) return { ...base, outcome: 'NO_FACE', person: null, distance: null, box: null };
  const nearest = await faceIndex.nearest(db, projectId, face.descriptor, now);
  const person =
    nearest && nearest.distance <= FACE_MATCH_DISTANCE ? await recognised(db, nearest.personId) : null;
  return {
    ...base,
    outcome: person ? 'PERSON' : 'STRANGER',
    person,
    distance: nearest?.distance ?? null,
    box: face.box,
  };
}
