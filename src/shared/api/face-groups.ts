import { z } from 'zod';
import {
  resourceEnableBody as faceGroupEnableBody,
  resourceIdQuery as faceGroupIdQuery,
  resourcePageQuery as faceGroupPageQuery,
  resourceDescription,
  resourceId,
  resourceName,
} from './resource-kind-schemas';
import { resourceMessages } from './resource-messages';
import type { PermittedRow } from './resource-permissions';

/**
 * The console's face group calls (人脸库, manager/v1/face/group). A face group is a list of people
 * a project's robots recognise — staff, VIPs, people to watch for — with the greeting the robot
 * says to them. Resource type FACE_GROUP; every call checks the project and the flags on the group.
 */
export const FACE_GROUP_API = {
  page: '/manager/v1/face/group/page', // GET ?projectId&pageNo&pageSize&name&tag
  detail: '/manager/v1/face/group/detail', // GET ?id
  create: '/manager/v1/face/group/create', // PUT faceGroupCreateBody
  edit: '/manager/v1/face/group/edit', // POST faceGroupEditBody
  enable: '/manager/v1/face/group/enable', // PUT { id, enabled }
  remove: '/manager/v1/face/group', // DELETE ?id
} as const;

export const FACE_GROUP_MSG = resourceMessages('人脸库');

/** What the robot does for a recognised member: greet staff and VIPs, alert on the watch list. */
export const FACE_GROUP_PURPOSES = ['STAFF', 'VIP', 'VISITOR', 'WATCH'] as const;
export type FaceGroupPurpose = (typeof FACE_GROUP_PURPOSES)[number];
export const FACE_GROUP_PURPOSE_NAMES: Record<FaceGroupPurpose, string> = {
  STAFF: '员工',
  VIP: 'VIP',
  VISITOR: '常客',
  WATCH: '黑名单',
};

/** The greeting may name the person with this variable. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: the variable as operators write it
export const GREETING_NAME = '${name}';
export const GREETING_MAX = 100;
/** Working hours ('HH:mm'): attendance counts who came late or left early against them. */
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '请选择正确的时间')
  .nullable()
  .default(null);
/** Monday to Friday: the working days of a group unless set otherwise. */
export const DEFAULT_WORK_DAYS = [1, 2, 3, 4, 5];
/** ISO weekdays, 1 (Monday) to 7: attendance counts the other days as rest days (休息). */
export const faceGroupWorkDays = z
  .array(
    z
      .number({ error: '请选择正确的工作日' })
      .int('请选择正确的工作日')
      .min(1, '请选择正确的工作日')
      .max(7, '请选择正确的工作日'),
    {
      error: '请选择正确的工作日',
    },
  )
  .min(1, '请至少选择一个工作日')
  .transform((days) => [...new Set(days)].sort((one, other) => one - other))
  .default(DEFAULT_WORK_DAYS);
const faceGroupFields = {
  name: resourceName('人脸库'),
  description: resourceDescription,
  purpose: z.enum(FACE_GROUP_PURPOSES, { error: '请选择用途' }),
  greeting: z.string().trim().max(GREETING_MAX, `问候语不能超过${GREETING_MAX}个字符`).default(''),
  workStart: clockTime,
  workEnd: clockTime,
  workDays: faceGroupWorkDays,
};
const workHoursInOrder = (fields: { workStart: string | null; workEnd: string | null }) =>
  (fields.workStart === null) === (fields.workEnd === null) &&
  (!fields.workStart || !fields.workEnd || fields.workStart < fields.workEnd);
const workHoursIssue = { message: '请填写上班与下班时间，且下班晚于上班', path: ['workEnd'] };

export { faceGroupEnableBody, faceGroupIdQuery, faceGroupPageQuery };
export const faceGroupCreateBody = z
  .object({ projectId: resourceId, ...faceGroupFields })
  .refine(workHoursInOrder, workHoursIssue);
export const faceGroupEditBody = z
  .object({ id: resourceId, ...faceGroupFields })
  .refine(workHoursInOrder, workHoursIssue);
export type FaceGroupCreateBody = z.input<typeof faceGroupCreateBody>;
/** What the console's form edits of a group. */
export type FaceGroupFields = Omit<z.output<typeof faceGroupEditBody>, 'id'>;

export interface FaceGroupSummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  description: string;
  purpose: FaceGroupPurpose;
  greeting: string;
  workStart: string | null;
  workEnd: string | null;
  workDays: number[];
  enabled: boolean;
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}
