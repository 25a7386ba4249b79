import type { SceneFlow, SceneNodeOf, SceneTrigger } from './scene-flow-schema';

/** Something that happened to a robot that may start a scene. */
export type TriggerOccurrence =
  | { on: 'utterance'; text: string; intentId?: string }
  | { on: 'face'; faceGroupId: string }
  | { on: 'time'; at: string }
  | { on: 'point'; pointId: string }
  | { on: 'command'; command: string };

function fires(trigger: SceneTrigger, occurrence: TriggerOccurrence): boolean {
  switch (trigger.on) {
    case 'intent':
      return occurrence.on === 'utterance' && occurrence.intentId === trigger.intentId;
    case 'keywords':
      return occurrence.on === 'utterance' && trigger.keywords.some((word) => occurrence.text.includes(word));
    case 'face':
      return occurrence.on === 'face' && occurrence.faceGroupId === trigger.faceGroupId;
    case 'time':
      return occurrence.on === 'time' && occurrence.at === trigger.at;
    case 'point':
      return occurrence.on === 'point' && occurrence.pointId === trigger.pointId;
    case 'command':
      return occurrence.on === 'command' && occurrence.command === trigger.command;
  }
}

export const triggerNodes = (flow: SceneFlow) =>
  flow.nodes.filter((node): node is SceneNodeOf<'trigger'> => node.type === 'trigger');

/** The trigger node an occurrence starts, the first drawn when several would. */
export function firedTrigger(flow: SceneFlow, occurrence: TriggerOccurrence): string | undefined {
  return triggerNodes(flow).find((node) => fires(node.data.trigger, occurrence))?.id;
}
