import { eq, inArray } from 'drizzle-orm';
import {
  FACE_GROUP_API,
  FACE_GROUP_MSG,
  type FaceGroupSummary,
  faceGroupCreateBody,
  faceGroupEditBody,
  faceGroupEnableBody,
  faceGroupIdQuery,
  faceGroupPageQuery,
} from '../../../src/shared/api/face-groups';
import { faceGroups, facePeople, facePhotos } from '../../db/schema';
import { faceIndex } from '../../faces/face-index';
import { discardAllBytes } from '../../media/stored-blobs';
import type { FileStorage } from '../../storage/file-storage';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
import { summaryRows, withStandings } from '../resource-kit/resource-summaries';
import { usualCalls } from '../resource-kit/usual-calls';
import { deletePhotosIn } from './face-photo-blobs';

const { description, purpose, greeting, workStart, workEnd, workDays, enabled } = faceGroups;

/** Where face groups live and who opens them: what the checks of calls on a group's content read. */
const faceGroupPlace = {
  type: 'FACE_GROUP',
  menus: ['FACE_GROUP'],
  table: faceGroups,
  messages: FACE_GROUP_MSG,
} satisfies Partial<ResourceKind<FaceGroupSummary>>;

/** 人脸库 (resource type FACE_GROUP): the people a project's robots recognise, and how they greet them. */
export const faceGroupKind = (storage: FileStorage): ResourceKind<FaceGroupSummary> => ({
  ...faceGroupPlace,
  log: { action: 'faceGroup', idKey: 'faceGroupId' },
  read: {
    summaries: async (access, where, page) =>
      withStandings(
        access,
        await summaryRows(
          access,
          faceGroups,
          { description, purpose, greeting, workStart, workEnd, workDays, enabled },
          where,
          page,
        ),
      ),
  },
  calls: usualCalls(FACE_GROUP_API, {
    page: faceGroupPageQuery,
    id: faceGroupIdQuery,
    create: faceGroupCreateBody,
    edit: faceGroupEditBody,
    enable: faceGroupEnableBody,
  }),
  // Its people's photos go with it, in the same transaction (the foreign keys would take the rows
  // but leave their files); the files nothing else uses go once it committed.
  async onDelete({ tx, id, projectId }) {
    const people = tx.select({ id: facePeople.id }).from(facePeople).where(eq(facePeople.groupId, id));
    const { unneeded } = await deletePhotosIn(tx, inArray(facePhotos.personId, people));
    return async (db) => {
      faceIndex.forget(projectId);
      await discardAllBytes(db, storage, unneeded);
    };
  },
});

/** The checks of calls on what a group holds (its people and their photos). */
export const faceGroupAccess = accessOfKind(faceGroupPlace);
