import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { faceGroups, facePeople, visitorEvents } from '../db/schema';
import { type SampleFaceName, sampleFaceThumbnail } from '../faces/sample-faces';
import { DEMO_FACE_PEOPLE } from './demo-face-people';
import { demoProjectOf } from './demo-fleet';

/** Faces of the sample photos no demo person has: the strangers the robots took a photo of. */
const STRANGER_FACES: SampleFaceName[] = ['e', 'f', 'g', 'h'];
/** Every so many seeded visits a demo person came; of the others, every so many a stranger left a photo. */
const PERSON_EVERY = 7;
const STRANGER_PHOTO_EVERY = 3;

const thumbnail = (face: SampleFaceName) =>
  `data:image/jpeg;base64,${sampleFaceThumbnail(face).toString('base64')}`;

/**
 * Gives the demo fleet's week of visits what the robots' face search reports (RECOGNISED events):
 * the demo people now and then, with their face, and a photo of some strangers, so 访客记录 shows
 * recognised visitors and thumbnails. After the demo people (who need a storage for their
 * photos: the seed tests have none), and once: the simulated robots' own recognitions do not count.
 */
export async function ensureDemoRecognitions(tx: Database, tenantId: string): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  const seeded = sql`${visitorEvents.eventId} like 'seed-%'`;
  const recognised = and(
    eq(visitorEvents.projectId, project.id),
    eq(visitorEvents.kind, 'RECOGNISED'),
    seeded,
  );
  if ((await tx.$count(visitorEvents, recognised)) > 0) return;
  const people = await tx
    .select({ id: facePeople.id, name: facePeople.name, group: faceGroups.name })
    .from(facePeople)
    .innerJoin(faceGroups, eq(faceGroups.id, facePeople.groupId))
    .where(eq(facePeople.projectId, project.id))
    .orderBy(facePeople.name);
  const faces = people.flatMap((person) => {
    const demo = DEMO_FACE_PEOPLE.find((one) => one.name === person.name);
    return demo ? [{ ...person, photo: thumbnail(demo.face) }] : [];
  });
  if (faces.length === 0) return;
  const strangers = STRANGER_FACES.map(thumbnail);
  const arrivals = await tx
    .select({
      deviceId: visitorEvents.deviceId,
      eventId: visitorEvents.eventId,
      at: visitorEvents.occurredAt,
    })
    .from(visitorEvents)
    .where(and(eq(visitorEvents.projectId, project.id), eq(visitorEvents.kind, 'APPROACHED'), seeded))
    .orderBy(visitorEvents.occurredAt);
  const events = arrivals.flatMap((arrival, index) => {
    const seen = {
      deviceId: arrival.deviceId,
      projectId: project.id,
      eventId: arrival.eventId.replace(/-a$/, '-r'),
      occurredAt: new Date(arrival.at.getTime() + 2000),
      kind: 'RECOGNISED' as const,
    };
    if (index % PERSON_EVERY === 0) {
      const person = faces[(index / PERSON_EVERY) % faces.length];
      return [{ ...seen, personId: person.id, faceGroup: person.group, thumbnail: person.photo }];
    }
    if (index % STRANGER_PHOTO_EVERY === 0)
      return [{ ...seen, thumbnail: strangers[(index / STRANGER_PHOTO_EVERY) % strangers.length] }];
    return [];
  });
  if (events.length > 0) await tx.insert(visitorEvents).values(events).onConflictDoNothing();
}
