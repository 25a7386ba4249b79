import { PERSONA_MSG, type PersonaSummary, personaCreateBody } from '../../shared/api/personas';
import type { ResourceKind } from '../components/resource-kit/resource-kind';
import { personaApi, renamePersona } from './persona-api';
import { personaPaths } from './persona-paths';
import { PERSONA_KEYS, usePersonaPage } from './persona-queries';

/** Device personas (设备人设) as a project resource kind (type BUTTOM, 个性化设置). */
export const PERSONA_KIND: ResourceKind<PersonaSummary> = {
  type: 'BUTTOM',
  noun: '设备人设',
  title: '设备人设',
  summary:
    '机器人的名字、年龄、性别、问候语与自我介绍，以及「你是谁」「你几岁了」这类人设问答：知识库答不上时、兜底之前由人设回答。按设备或设备标签指定。',
  paths: personaPaths,
  usePage: usePersonaPage,
  refreshKey: PERSONA_KEYS.all,
  enable: {
    call: personaApi.enable,
    messages: PERSONA_MSG,
    effect: '停用后它不再适用于任何设备：这些设备改用标签或项目默认的设备人设。',
  },
  nameForm: {
    create: personaApi.create,
    created: PERSONA_MSG.created,
    nameRule: personaCreateBody.shape.name,
    withDescription: true,
    edit: renamePersona,
    saved: PERSONA_MSG.saved,
  },
  remove: {
    call: personaApi.remove,
    effect: () => '删除后，它的人设问答一并删除，指定的设备改用标签或项目默认的设备人设。',
  },
};
