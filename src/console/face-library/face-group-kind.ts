import { FACE_GROUP_MSG, type FaceGroupSummary } from '../../shared/api/face-groups';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { faceGroupApi } from './face-group-api';
import { faceGroupPaths } from './face-group-paths';
import { FACE_GROUP_KEYS, useFaceGroupPage } from './face-group-queries';

/** Face groups (人脸库) as a project resource kind. */
export const FACE_GROUP_KIND: ResourceKind<FaceGroupSummary> = {
  type: 'FACE_GROUP',
  noun: '人脸库',
  title: '人脸库',
  summary: '按用途分组管理机器人认识的人：识别员工与贵宾并按问候语打招呼，识别重点关注人员时提醒安保。',
  paths: faceGroupPaths,
  usePage: useFaceGroupPage,
  refreshKey: FACE_GROUP_KEYS.all,
  enable: {
    call: faceGroupApi.enable,
    messages: FACE_GROUP_MSG,
    effect: '停用后机器人不再识别这个人脸库中的人，可随时重新启用。',
  },
  remove: { call: faceGroupApi.remove, effect: () => '删除后不可恢复，机器人不再识别其中的人。' },
};
