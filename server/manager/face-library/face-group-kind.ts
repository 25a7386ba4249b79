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
import { faceGroups } from '../../db/schema';
import type { ResourceKind } from '../resource-kit/resource-kind';
import { accessOfKind } from '../resource-kit/resource-kind-calls';
import { summaryRows, withStandings } from '../resource-kit/resource-summaries';
import { usualCalls } from '../resource-kit/usual-calls';

const { description, purpose, greeting, workStart, workEnd, enabled } = faceGroups;

/** 人脸库 (resource type FACE_GROUP): the people a project's robots recognise, and how they greet them. */
export const faceGroupKind: ResourceKind<FaceGroupSummary> = {
  type: 'FACE_GROUP',
  menus: ['FACE_GROUP'],
  table: faceGroups,
  messages: FACE_GROUP_MSG,
  log: { action: 'faceGroup', idKey: 'faceGroupId' },
  read: {
    summaries: async (access, where, page) =>
      withStandings(
        access,
        await summaryRows(
          access,
          faceGroups,
          { description, purpose, greeting, workStart, workEnd, enabled },
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
};

/** The checks of calls on what a group holds (its people and their photos). */
export const faceGroupAccess = accessOfKind(faceGroupKind);
