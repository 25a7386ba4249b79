import type { SceneTrigger, TriggerKind } from './scene-flow-schema';

export const TRIGGER_WORDS: Record<TriggerKind, string> = {
  intent: '意图',
  keywords: '关键词',
  face: '识别到人脸',
  time: '定时',
  point: '到达点位',
  command: '控制台指令',
};

/** The id a trigger names in the project, when it names one. */
export function triggerReference(trigger: SceneTrigger): string | undefined {
  if (trigger.on === 'intent') return trigger.intentId;
  if (trigger.on === 'face') return trigger.faceGroupId;
  if (trigger.on === 'point') return trigger.pointId;
  return undefined;
}

/** What starts a scene, in words: 关键词：办业务、办理业务 / 意图：查询余额. `nameOf` names a reference. */
export function triggerLabel(trigger: SceneTrigger, nameOf: (id: string) => string | undefined): string {
  const word = TRIGGER_WORDS[trigger.on];
  const reference = triggerReference(trigger);
  if (reference !== undefined) return `${word}：${nameOf(reference) ?? '已不存在'}`;
  if (trigger.on === 'keywords') return `${word}：${trigger.keywords.join('、')}`;
  if (trigger.on === 'time') return `${word}：每天 ${trigger.at}`;
  if (trigger.on === 'command') return `${word}：${trigger.command}`;
  return word;
}
