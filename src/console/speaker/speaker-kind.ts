import { SPEAKER_MSG, type SpeakerSummary } from '../../shared/api/speakers';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { speakerApi } from './speaker-api';
import { speakerPaths } from './speaker-paths';
import { SPEAKER_KEYS, useSpeakerPage } from './speaker-queries';

/** Speakers (发音人管理) as a project resource kind; the default's rules are in speaker-flags. */
export const SPEAKER_KIND: ResourceKind<SpeakerSummary> = {
  type: 'PRONOUNCE',
  noun: '发音人',
  title: '发音人管理',
  summary: '为机器人挑选音色、调校语速音调音量；默认发音人随配置下发到项目中的机器人。',
  paths: speakerPaths,
  usePage: useSpeakerPage,
  refreshKey: SPEAKER_KEYS.all,
  enable: {
    call: speakerApi.enable,
    messages: SPEAKER_MSG,
    effect: '停用后机器人不再使用这个声音，可随时重新启用。',
  },
  calls: { default: { call: speakerApi.setDefault, message: SPEAKER_MSG.madeDefault } },
  remove: { call: speakerApi.remove, effect: () => '删除后不可恢复，使用它的机器人改用项目的默认发音人。' },
};
