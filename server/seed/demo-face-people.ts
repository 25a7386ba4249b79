import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { faceGroups, facePeople } from '../db/schema';
import { enrolPhoto } from '../faces/enrol-photo';
import { type SampleFaceName, sampleFacePhoto } from '../faces/sample-faces';
import type { FileStorage } from '../storage/file-storage';
import { demoProjectOf } from './demo-fleet';

/** The demo groups' people; their faces are cut from the face model package's sample photos. */
export const DEMO_FACE_PEOPLE: { group: string; name: string; staffNumber: string; face: SampleFaceName }[] =
  [
    { group: '展厅员工', name: '王晓明', staffNumber: 'XH-001', face: 'a' },
    { group: '展厅员工', name: '陈静', staffNumber: 'XH-002', face: 'b' },
    { group: '展厅员工', name: '刘洋', staffNumber: 'XH-003', face: 'c' },
    { group: '贵宾', name: '赵总', staffNumber: '', face: 'd' },
  ];

/**
 * Gives the demo face groups their people, each with a photo the face model checked, and the
 * staff group its working hours (attendance). Only with a storage for the photos (the server's
 * start; the seed tests have none), and once: a project with any person keeps its own.
 */
export async function ensureDemoFacePeople(
  tx: Database,
  tenantId: string,
  now: Date,
  storage: FileStorage | undefined,
): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project || !storage) return;
  if ((await tx.$count(facePeople, eq(facePeople.projectId, project.id))) > 0) return;
  const groups = await tx
    .select({ id: faceGroups.id, name: faceGroups.name })
    .from(faceGroups)
    .where(
      and(
        eq(faceGroups.projectId, project.id),
        inArray(
          faceGroups.name,
          DEMO_FACE_PEOPLE.map((person) => person.group),
        ),
      ),
    );
  const groupId = new Map(groups.map((group) => [group.name, group.id]));
  const staff = groupId.get('展厅员工');
  if (staff)
    await tx.update(faceGroups).set({ workStart: '09:00', workEnd: '17:00' }).where(eq(faceGroups.id, staff));
  for (const person of DEMO_FACE_PEOPLE) {
    const group = groupId.get(person.group);
    if (!group) continue;
    const [row] = await tx
      .insert(facePeople)
      .values({
        groupId: group,
        projectId: project.id,
        name: person.name,
        staffNumber: person.staffNumber,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: facePeople.id });
    await enrolPhoto(tx, row.id, sampleFacePhoto(person.face), now, storage);
  }
}
