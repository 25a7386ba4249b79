import { z } from 'zod';

/**
 * A scene skill's flow, as the editor draws it and the interpreter runs it: nodes with a type and
 * its data, and edges from a node's named exit (`sourceHandle`) to the node that follows. The
 * shape is React Flow's own (id, type, position, data; source, sourceHandle, target), so the
 * editor shows the stored flow as it is and the robots read the same document.
 */

const refId = (what: string) =>
  z
    .string({ error: `请选择${what}` })
    .trim()
    .min(1, `请选择${what}`)
    .max(64);
const text = (what: string, max: number) =>
  z
    .string({ error: `请输入${what}` })
    .trim()
    .min(1, `请输入${what}`)
    .max(max, `${what}不能超过${max}个字符`);

/** A variable's name as a speak text writes it: ${name}. */
export const VARIABLE_NAME = /^[A-Za-z_\u4e00-\u9fa5][\w\u4e00-\u9fa5]{0,29}$/;
const variableName = z
  .string({ error: '请输入变量名' })
  .trim()
  .regex(VARIABLE_NAME, '变量名由字母、数字、下划线或汉字组成，不能以数字开头');

/** What starts a scene: something the visitor says, who they are, the time, where the robot is, the console. */
export const sceneTrigger = z.discriminatedUnion('on', [
  z.object({ on: z.literal('intent'), intentId: refId('意图') }),
  z.object({
    on: z.literal('keywords'),
    keywords: z.array(text('关键词', 20)).min(1, '请至少输入一个关键词').max(20, '关键词不能超过20个'),
  }),
  z.object({ on: z.literal('face'), faceGroupId: refId('人脸库') }),
  z.object({ on: z.literal('time'), at: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '请选择时间') }),
  z.object({ on: z.literal('point'), pointId: refId('点位') }),
  z.object({ on: z.literal('command'), command: text('指令', 30) }),
]);
export type SceneTrigger = z.infer<typeof sceneTrigger>;
export type TriggerKind = SceneTrigger['on'];

export const askBranch = z.object({
  id: z.string().min(1).max(40),
  label: text('分支名称', 20),
  /** What a visitor may say for it; the project's matcher decides. */
  examples: z.array(text('回答示例', 50)).min(1, '请至少输入一个回答示例').max(20),
});
export type AskBranch = z.infer<typeof askBranch>;

/** Each node type's data: the side panel edits it with these schemas, the server refuses other. */
export const sceneNodeData = {
  trigger: z.object({ trigger: sceneTrigger }),
  speak: z.object({ text: text('播报内容', 500) }),
  showPage: z.object({ pageId: refId('页面') }),
  goTo: z.object({ pointId: refId('点位') }),
  ask: z.object({
    question: text('提问内容', 200),
    branches: z.array(askBranch).min(1, '请至少添加一个分支').max(8, '分支不能超过8个'),
    /** The answer goes into this variable, for later steps to say or test. */
    saveAs: variableName.default('answer'),
    timeoutSeconds: z.number().int().min(3, '等待回答至少3秒').max(120, '等待回答不能超过120秒').default(15),
  }),
  wait: z.object({
    seconds: z
      .number({ error: '请输入等待秒数' })
      .int()
      .min(1, '至少等待1秒')
      .max(3600, '等待不能超过3600秒'),
  }),
  setVariable: z.object({ name: variableName, value: z.string().trim().max(200, '变量值不能超过200个字符') }),
  condition: z.object({
    variable: variableName,
    operator: z.enum(['equals', 'notEquals', 'contains', 'isEmpty']),
    value: z.string().trim().max(200, '比较值不能超过200个字符').default(''),
  }),
  callSkill: z.object({ skillId: refId('商店技能') }),
  end: z.object({}),
} as const;

export type SceneNodeType = keyof typeof sceneNodeData;
export const SCENE_NODE_TYPES = Object.keys(sceneNodeData) as SceneNodeType[];

const position = z.object({ x: z.number().finite(), y: z.number().finite() });
const nodeId = z.string().min(1).max(40);

function nodeOf<Type extends SceneNodeType>(type: Type) {
  return z.object({ id: nodeId, type: z.literal(type), position, data: sceneNodeData[type] });
}

export const sceneNode = z.discriminatedUnion('type', [
  nodeOf('trigger'),
  nodeOf('speak'),
  nodeOf('showPage'),
  nodeOf('goTo'),
  nodeOf('ask'),
  nodeOf('wait'),
  nodeOf('setVariable'),
  nodeOf('condition'),
  nodeOf('callSkill'),
  nodeOf('end'),
]);
export type SceneNode = z.infer<typeof sceneNode>;
export type SceneNodeOf<Type extends SceneNodeType> = Extract<SceneNode, { type: Type }>;

export const sceneEdge = z.object({
  id: z.string().min(1).max(100),
  source: nodeId,
  sourceHandle: z.string().min(1).max(60),
  target: nodeId,
});
export type SceneEdge = z.infer<typeof sceneEdge>;

export const SCENE_FLOW_MAX_NODES = 500;

/** A flow whose nodes are checked whole: what an enabled scene runs. */
export const sceneFlow = z.object({
  nodes: z.array(sceneNode).max(SCENE_FLOW_MAX_NODES, `一个场景最多${SCENE_FLOW_MAX_NODES}个节点`),
  edges: z.array(sceneEdge).max(SCENE_FLOW_MAX_NODES * 10),
});
export type SceneFlow = z.infer<typeof sceneFlow>;

/**
 * A flow as the editor saves it while the operator works: the structure is checked, a node's data
 * may still be half filled (a speak with no text yet). Validation shows what is missing on the
 * node, and enabling refuses it.
 */
export const sceneFlowDraft = z.object({
  nodes: z
    .array(
      z.object({
        id: nodeId,
        type: z.enum(SCENE_NODE_TYPES as [SceneNodeType, ...SceneNodeType[]]),
        position,
        data: z.record(z.string(), z.unknown()),
      }),
    )
    .max(SCENE_FLOW_MAX_NODES, `一个场景最多${SCENE_FLOW_MAX_NODES}个节点`),
  edges: z.array(sceneEdge).max(SCENE_FLOW_MAX_NODES * 10),
});
export type SceneFlowDraft = z.infer<typeof sceneFlowDraft>;

export const EMPTY_SCENE_FLOW: SceneFlow = { nodes: [], edges: [] };
