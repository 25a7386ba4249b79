import { z } from 'zod';
import { pageQuery } from './paging';
import { resourceMessages } from './resource-messages';
import type { PermittedRow } from './resource-permissions';

/**
 * The console's speaker calls (发音人管理, manager/v1/speaker). A speaker is a named voice profile
 * of a project that its robots speak with: a voice of the platform's catalogue and how it is
 * tuned. One speaker is the project's default; it goes into the robots' configuration bundle.
 * Every call names (or finds) the project and is checked against the caller's rights on it and
 * the resource rules of type PRONOUNCE on the speaker.
 */
export const SPEAKER_API = {
  page: '/manager/v1/speaker/page', // GET ?projectId&pageNo&pageSize&name&tag
  detail: '/manager/v1/speaker/detail', // GET ?id
  create: '/manager/v1/speaker/create', // PUT speakerCreateBody
  edit: '/manager/v1/speaker/edit', // POST SpeakerEditBody
  enable: '/manager/v1/speaker/enable', // PUT { id, enabled }
  setDefault: '/manager/v1/speaker/default', // PUT { id }
  remove: '/manager/v1/speaker', // DELETE ?id
} as const;

export const SPEAKER_MSG = {
  ...resourceMessages('发音人'),
  madeDefault: '已设为默认发音人',
  defaultNotDeletable: '默认发音人不能删除，请先将其他发音人设为默认',
  defaultNotDisabled: '默认发音人不能停用，请先将其他发音人设为默认',
  disabledNotDefault: '已停用的发音人不能设为默认，请先启用',
} as const;

export type VoiceGender = 'FEMALE' | 'MALE' | 'CHILD';
export const VOICE_GENDER_NAMES: Record<VoiceGender, string> = {
  FEMALE: '女声',
  MALE: '男声',
  CHILD: '童声',
};

/** The platform's voices (its TTS engine speaks each); a speaker picks one and tunes it. */
export const VOICES = [
  { id: 'xiaoxiao', name: '晓晓', gender: 'FEMALE', language: '普通话', style: '温柔亲切', lang: 'zh-CN' },
  { id: 'yunxi', name: '云希', gender: 'MALE', language: '普通话', style: '阳光活力', lang: 'zh-CN' },
  { id: 'xiaoyi', name: '晓伊', gender: 'CHILD', language: '普通话', style: '童真可爱', lang: 'zh-CN' },
  { id: 'yunjian', name: '云健', gender: 'MALE', language: '普通话', style: '沉稳播报', lang: 'zh-CN' },
  { id: 'xiaochen', name: '晓辰', gender: 'FEMALE', language: '普通话', style: '知性客服', lang: 'zh-CN' },
  { id: 'hiugaai', name: '晓佳', gender: 'FEMALE', language: '粤语', style: '亲和自然', lang: 'zh-HK' },
  {
    id: 'yunxi-sichuan',
    name: '云希（四川话）',
    gender: 'MALE',
    language: '四川话',
    style: '幽默风趣',
    lang: 'zh-CN',
  },
  { id: 'xiaobei', name: '晓北', gender: 'FEMALE', language: '东北话', style: '爽朗热情', lang: 'zh-CN' },
] as const satisfies readonly {
  id: string;
  name: string;
  gender: VoiceGender;
  language: string;
  style: string;
  /** The browser voice language the console's 试听 asks for. */
  lang: string;
}[];
export type VoiceId = (typeof VOICES)[number]['id'];
export type Voice = (typeof VOICES)[number];
const VOICE_IDS = VOICES.map((voice) => voice.id) as [VoiceId, ...VoiceId[]];
export const voiceOf = (id: string): Voice | undefined => VOICES.find((voice) => voice.id === id);

export const SPEED_RANGE = { min: 0.5, max: 2, step: 0.1, default: 1 } as const;
export const PITCH_RANGE = { min: -50, max: 50, step: 1, default: 0 } as const;
export const VOLUME_RANGE = { min: 0, max: 100, step: 1, default: 80 } as const;
export const DEFAULT_SAMPLE_TEXT = '您好，欢迎光临！我是您的导览机器人，有什么可以帮您？';

const id = z.string().min(1).max(64);
const speakerName = z
  .string({ error: '请输入发音人名称' })
  .trim()
  .min(1, '请输入发音人名称')
  .max(30, '发音人名称不能超过30个字符');
const tuning = {
  voice: z.enum(VOICE_IDS, { error: '请选择音色' }),
  speed: z
    .number({ error: '请设置语速' })
    .min(SPEED_RANGE.min, '语速在 0.5 到 2.0 倍之间')
    .max(SPEED_RANGE.max, '语速在 0.5 到 2.0 倍之间'),
  pitch: z
    .number({ error: '请设置音调' })
    .int('音调须为整数')
    .min(PITCH_RANGE.min, '音调在 -50 到 50 之间')
    .max(PITCH_RANGE.max, '音调在 -50 到 50 之间'),
  volume: z
    .number({ error: '请设置音量' })
    .int('音量须为整数')
    .min(VOLUME_RANGE.min, '音量在 0 到 100 之间')
    .max(VOLUME_RANGE.max, '音量在 0 到 100 之间'),
  sampleText: z.string().trim().max(200, '试听文本不能超过200个字符').default(DEFAULT_SAMPLE_TEXT),
  /** The device tags whose robots speak with it; empty: every device of the project. */
  deviceTags: z.array(z.string().trim().min(1).max(20, '设备标签不能超过20个字符')).max(20).default([]),
};

export const speakerPageQuery = pageQuery.extend({
  projectId: id,
  name: z.string().trim().max(30).optional(),
  tag: z.string().trim().min(1).max(20).optional(),
});
export const speakerIdQuery = z.object({ id });
export const speakerCreateBody = z.object({ projectId: id, name: speakerName, ...tuning });
export const speakerEditBody = z.object({ id, name: speakerName, ...tuning });
export const speakerEnableBody = z.object({ id, enabled: z.boolean({ error: '请说明启用或停用' }) });

export type SpeakerTuning = Omit<z.output<typeof speakerCreateBody>, 'projectId'>;

/** A speaker as the list and the detail show it, with the caller's flags and its tags. */
export interface SpeakerSummary extends PermittedRow {
  id: string;
  projectId: string;
  name: string;
  voice: VoiceId;
  speed: number;
  pitch: number;
  volume: number;
  sampleText: string;
  deviceTags: string[];
  enabled: boolean;
  isDefault: boolean;
  /** The creator's nickname; null for seeded speakers. */
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The speaker in a robot's configuration bundle. */
export const bundleSpeaker = z.object({
  id: z.string(),
  name: z.string(),
  voice: z.string().describe('平台音色 id（由平台 TTS 合成）'),
  speed: z.number().describe('语速倍率 0.5–2.0'),
  pitch: z.number().describe('音调 -50–50'),
  volume: z.number().describe('音量 0–100'),
  deviceTags: z.array(z.string()).describe('使用它的设备标签；空表示项目中所有设备'),
});
export type BundleSpeaker = z.infer<typeof bundleSpeaker>;
