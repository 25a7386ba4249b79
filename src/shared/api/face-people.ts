import { z } from 'zod';
import { PHONE_LENGTH } from '../constants';
import { MSG } from '../messages';
import { pageQuery } from './paging';
import { resourceId } from './resource-kind-schemas';

/**
 * The people of a face group (人脸库 → 人员) and their photos. Each photo goes through the media
 * upload (materialLibrary/upload), then photo/add hands its address to the server, which checks it
 * holds exactly one face and keeps the face's box and 128-number descriptor for face search.
 * Reading needs accessAuth on the group, changing its people editAuth.
 */
export const FACE_PERSON_API = {
  page: '/manager/v1/face/person/page', // GET ?groupId&pageNo&pageSize&name
  create: '/manager/v1/face/person/create', // PUT facePersonCreateBody
  edit: '/manager/v1/face/person/edit', // POST facePersonEditBody
  remove: '/manager/v1/face/person', // DELETE ?id
  photoAdd: '/manager/v1/face/person/photo/add', // PUT facePhotoAddBody
  photoRemove: '/manager/v1/face/person/photo', // DELETE ?id
} as const;

export const MAX_PHOTOS_PER_PERSON = 5;
export const PERSON_NAME_MAX = 20;
export const STAFF_NUMBER_MAX = 32;
const PERSON_GREETING_MAX = 100;

export const FACE_PERSON_MSG = {
  notFound: '人员不存在',
  created: '人员已添加',
  saved: '人员已保存',
  removed: '人员已删除',
  nameRequired: '请输入姓名',
  nameTooLong: `姓名不能超过${PERSON_NAME_MAX}个字符`,
  phoneInvalid: MSG.phoneInvalid,
  staffNumberTooLong: `工号不能超过${STAFF_NUMBER_MAX}个字符`,
  greetingTooLong: `问候语不能超过${PERSON_GREETING_MAX}个字符`,
  dateInvalid: '请选择正确的日期',
  validRange: '有效期结束日期不能早于开始日期',
  photoAdded: '照片已添加',
  photoRemoved: '照片已删除',
  photoNotFound: '照片不存在',
  photoMissing: '照片未上传或已失效，请重新上传',
  photoLimit: `每人最多${MAX_PHOTOS_PER_PERSON}张照片`,
  photoFormat: '人脸照片仅支持 jpg、png 格式',
  noFace: '照片中没有检测到人脸，请换一张正脸、清晰的照片',
  manyFaces: (count: number) => `照片中有${count}张人脸，请换一张只有本人的照片`,
  checkFailed: '人脸检测失败，请稍后重试',
} as const;

/** A face's place in its photo, in the photo's pixels. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FacePhoto {
  id: string;
  url: string;
  width: number;
  height: number;
  box: FaceBox;
}

export interface FacePerson {
  id: string;
  groupId: string;
  name: string;
  phone: string;
  staffNumber: string;
  greeting: string;
  validFrom: string | null;
  validUntil: string | null;
  photos: FacePhoto[];
  updatedAt: string;
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, FACE_PERSON_MSG.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), FACE_PERSON_MSG.dateInvalid)
  .nullable()
  .default(null);

const personFields = z.object({
  name: z
    .string({ error: FACE_PERSON_MSG.nameRequired })
    .trim()
    .min(1, FACE_PERSON_MSG.nameRequired)
    .max(PERSON_NAME_MAX, FACE_PERSON_MSG.nameTooLong),
  phone: z
    .string()
    .trim()
    .regex(new RegExp(`^(1\\d{${PHONE_LENGTH - 1}})?$`), FACE_PERSON_MSG.phoneInvalid)
    .default(''),
  staffNumber: z.string().trim().max(STAFF_NUMBER_MAX, FACE_PERSON_MSG.staffNumberTooLong).default(''),
  greeting: z.string().trim().max(PERSON_GREETING_MAX, FACE_PERSON_MSG.greetingTooLong).default(''),
  validFrom: day,
  validUntil: day,
}).shape;

const validRange = (fields: { validFrom: string | null; validUntil: string | null }) =>
  !fields.validFrom || !fields.validUntil || fields.validFrom <= fields.validUntil;
const rangeIssue = { message: FACE_PERSON_MSG.validRange, path: ['validUntil'] };

export const facePersonCreateBody = z
  .object({ groupId: resourceId, ...personFields })
  .refine(validRange, rangeIssue);
export const facePersonEditBody = z
  .object({ id: resourceId, ...personFields })
  .refine(validRange, rangeIssue);
export type FacePersonFields = Omit<z.input<typeof facePersonEditBody>, 'id'>;

export const facePersonPageQuery = pageQuery.extend({
  groupId: resourceId,
  name: z.string().trim().max(PERSON_NAME_MAX).optional(),
});
export const facePersonIdQuery = z.object({ id: resourceId });
export const facePhotoAddBody = z.object({
  personId: resourceId,
  /** The address materialLibrary/upload answered. */
  resourceUrl: z.string().min(1).max(500),
});
