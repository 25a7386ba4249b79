import { z } from 'zod';
import { FACE_GROUP_PURPOSES, GREETING_NAME } from './face-groups';

/** Two faces at most this far apart (Euclidean distance of their 128 numbers) are one person. */
export const FACE_MATCH_DISTANCE = 0.48;
/** A snapshot's base64 text at most (about 1.5 MB of JPEG). */
export const SNAPSHOT_BASE64_MAX = 2 * 1024 * 1024;
/** The search call's body limit: the snapshot and the JSON around it. */
export const FACE_SEARCH_BODY_LIMIT_BYTES = SNAPSHOT_BASE64_MAX + 1024;
/** A visitor event's thumbnail (a small JPEG as a data URL) at most. */
export const THUMBNAIL_MAX = 48 * 1024;

const BASE64 = /^(data:image\/(jpeg|png);base64,)?[A-Za-z0-9+/]+={0,2}$/;

export const faceSearchBody = z
  .object({
    image: z
      .string({ error: '请提供抓拍照片 image' })
      .min(16, '请提供抓拍照片 image')
      .max(SNAPSHOT_BASE64_MAX, '抓拍照片不能超过 1.5 MB')
      .regex(BASE64, '抓拍照片须为 JPEG 或 PNG 的 base64')
      .describe(
        '抓拍照片：JPEG 或 PNG 的 base64，可带 data:image/jpeg;base64, 前缀；照片中有多张脸时取最大的一张',
      ),
  })
  .describe('人脸搜索：机器人抓拍的一张照片');

/** PERSON: a person of an enabled group; STRANGER: a face nobody enrolled; NO_FACE: none seen. */
export const FACE_SEARCH_OUTCOMES = ['PERSON', 'STRANGER', 'NO_FACE'] as const;

const box = z
  .object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })
  .describe('人脸在照片中的位置（像素）');

export const recognisedPerson = z.object({
  id: z.uuid().describe('人员 id：上报访客事件时作为 personId'),
  name: z.string(),
  groupId: z.uuid(),
  groupName: z.string().describe('人脸库名称：上报访客事件时作为 faceGroup'),
  purpose: z
    .enum(FACE_GROUP_PURPOSES)
    .describe('人脸库用途：STAFF 员工、VIP 贵宾、VISITOR 常客、WATCH 黑名单（提醒安保，不主动问候）'),
  greeting: z.string().describe(`要说的问候语：人员自己的，否则人脸库的；${GREETING_NAME} 已替换为姓名`),
});
export type RecognisedPerson = z.infer<typeof recognisedPerson>;

export const faceSearchAnswer = z.object({
  outcome: z.enum(FACE_SEARCH_OUTCOMES).describe('PERSON 认出人员；STRANGER 陌生人；NO_FACE 照片中没有人脸'),
  person: recognisedPerson.nullable(),
  distance: z
    .number()
    .nullable()
    .describe('与最相近的已录入人脸的距离（越小越像）；项目没有可比的人脸或照片中没有人脸时为 null'),
  threshold: z.number().describe('距离不大于此值才算同一个人'),
  box: box.nullable().describe('搜索的那张脸（照片中最大的一张）'),
});
export type FaceSearchAnswer = z.infer<typeof faceSearchAnswer>;

/** What a visitor event adds about a face: the person recognised (null: a stranger) and a thumbnail. */
export const visitorFaceFields = {
  personId: z
    .uuid('人员 id 须为 faces/search 答复的 person.id')
    .nullish()
    .describe('人脸搜索认出的人员 id（RECOGNISED）；陌生人为 null'),
  thumbnail: z
    .string()
    .max(THUMBNAIL_MAX, `缩略图不能超过${THUMBNAIL_MAX / 1024}KB`)
    .regex(
      /^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+={0,2}$/,
      '缩略图须为 data:image/jpeg;base64, 开头的图片',
    )
    .nullish()
    .describe('人脸缩略图 (data URL)'),
};
