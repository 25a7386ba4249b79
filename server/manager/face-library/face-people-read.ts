import { asc, inArray, type SQL } from 'drizzle-orm';
import type { FacePerson, FacePhoto } from '../../../src/shared/api/face-people';
import { storedFileUrl } from '../../../src/shared/api/material';
import type { Database } from '../../db/database';
import { facePeople, facePhotos } from '../../db/schema';

type PhotoRow = typeof facePhotos.$inferSelect;
type PersonRow = typeof facePeople.$inferSelect;

export const toFacePhoto = (row: PhotoRow): FacePhoto => ({
  id: row.id,
  url: storedFileUrl(row.storageKey),
  width: row.width,
  height: row.height,
  box: row.box,
});

/** The people the condition selects, in the order asked, each with their photos (oldest first). */
export async function readPeople(
  db: Database,
  where: SQL | undefined,
  page: { orderBy: SQL[]; limit: number; offset: number },
): Promise<FacePerson[]> {
  const people: PersonRow[] = await db
    .select()
    .from(facePeople)
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  if (people.length === 0) return [];
  const photos = await db
    .select()
    .from(facePhotos)
    .where(
      inArray(
        facePhotos.personId,
        people.map((person) => person.id),
      ),
    )
    .orderBy(asc(facePhotos.createdAt), asc(facePhotos.id));
  return people.map((person) => ({
    id: person.id,
    groupId: person.groupId,
    name: person.name,
    phone: person.phone,
    staffNumber: person.staffNumber,
    greeting: person.greeting,
    validFrom: person.validFrom,
    validUntil: person.validUntil,
    photos: photos.filter((photo) => photo.personId === person.id).map(toFacePhoto),
    updatedAt: person.updatedAt.toISOString(),
  }));
}
