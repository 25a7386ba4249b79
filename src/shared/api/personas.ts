import { z } from 'zod';
import { settingTargets } from './device-settings';
import {
  resourceEnableBody as personaEnableBody,
  resourceIdQuery as personaIdQuery,
  resourcePageQuery as personaPageQuery,
  resourceDescription,
  resourceId,
  resourceName,
} from './resource-kind-schemas';
import { resourceMessages } from './resource-messages';
import type { PermittedRow } from './resource-permissions';

/**
 * The console's device persona calls (设备人设, route robot-setting, manager/v1/robot-setting):
 * who the robot says it is — name, age, gender, greeting, self-introduction — and its answers
 * to personal questions (你是谁, 你几岁了…), which the robot answers before the project's
 * fallback. Resource type BUTTOM (个性化设置). Whom it applies to: device-settings.ts.
 */
export const PERSONA_API = {
  page: '/manager/v1/robot-setting/page', // GET ?projectId&pageNo&pageSize&name&tag
  detail: '/manager/v1/robot-setting/detail', // GET ?id
  create: '/manager/v1/robot-setting/create', // PUT { projectId, name, description }
  edit: '/manager/v1/robot-setting/edit', // POST personaEditBody
  enable: '/manager/v1/robot-setting/enable', // PUT { id, enabled }
  remove: '/manager/v1/robot-setting', // DELETE ?id
} as const;

export const PERSONA_MSG = resourceMessages('设备人设');

export const PERSONA_GENDERS = ['FEMALE', 'MALE', 'NONE'] as const;
export type PersonaGender = (typeof PERSONA_GENDERS)[number];
export const PERSONA_GENDER_NAMES: Record<PersonaGender, string> = {
  FEMALE: '女',
  MALE: '男',
  NONE: '不设定',
};

export const MAX_PERSONA_ANSWERS = 100;
export const MAX_SIMILAR_QUESTIONS = 20;

const askedText = (what: string) =>
  z
    .string({ error: `请输入${what}` })
    .trim()
    .min(1, `请输入${what}`)
    .max(50, `${what}不能超过50个字`);

export const personaAnswer = z.object({
  question: askedText('问题'),
  similarQuestions: z
    .array(askedText('相似问法'))
    .max(MAX_SIMILAR_QUESTIONS, `相似问法最多${MAX_SIMILAR_QUESTIONS}条`)
    .default([]),
  answer: z.string({ error: '请输入回答' }).trim().min(1, '请输入回答').max(300, '回答不能超过300个字'),
});
export type PersonaAnswer = z.output<typeof personaAnswer>;

export const personaProfile = z.object({
  robotName: z
    .string({ error: '请输入机器人名字' })
    .trim()
    .min(1, '请输入机器人名字')
    .max(10, '机器人名字不能超过10个字'),
  age: z.number().int('年龄为整数').min(0, '年龄为0到200').max(200, '年龄为0到200').nullable(),
  gender: z.enum(PERSONA_GENDERS, { error: '请选择性别' }),
  greeting: z.string().trim().max(100, '问候语不能超过100个字').default(''),
  introduction: z.string().trim().max(300, '自我介绍不能超过300个字').default(''),
});
export type PersonaProfile = z.output<typeof personaProfile>;

export const DEFAULT_PERSONA_PROFILE: PersonaProfile = {
  robotName: '小智',
  age: null,
  gender: 'NONE',
  greeting: '',
  introduction: '',
};

export { personaEnableBody, personaIdQuery, personaPageQuery };

const name = resourceName('设备人设');
export const personaCreateBody = z.object({ projectId: resourceId, name, description: resourceDescription });
export const personaEditBody = z.object({
  id: resourceId,
  name,
  description: resourceDescription,
  profile: personaProfile,
  answers: z.array(personaAnswer).max(MAX_PERSONA_ANSWERS, `最多${MAX_PERSONA_ANSWERS}条人设问答`),
  targets: settingTargets,
});
export type PersonaEditBody = z.input<typeof personaEditBody>;

export interface PersonaSummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  description: string;
  enabled: boolean;
  profile: PersonaProfile;
  answerCount: number;
  targets: { projectDefault: boolean; deviceIds: string[]; tags: string[] };
  deviceCount: number;
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PersonaDetail extends PersonaSummary {
  answers: PersonaAnswer[];
}
