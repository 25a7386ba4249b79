import { z } from 'zod';
import { SAMPLE_VOLUME } from './constants';

/**
 * The fixed list of robot screen elements a configuration switches on or off (spec section 3).
 * `valid` is the switch. A `locked` control is one the spec marks disabled: its switch cannot be
 * changed in the editor and it stays on (the robot always offers volume, the recognition
 * subtitle on the main page and the Q&A image popup). `mainPageOnly` limits where it shows.
 */
export const CONTROL_IDS = [
  'pauseContinue',
  'volumeControl',
  'recognitionSubtitle',
  'speechSubtitle',
  'drawer',
  'qaImagePopup',
  'forcedRecommendation',
] as const;

export type ControlId = (typeof CONTROL_IDS)[number];

export interface ControlDefinition {
  id: ControlId;
  name: string;
  locked: boolean;
  mainPageOnly: boolean;
  defaultValid: boolean;
  defaultData: Record<string, unknown>;
}

export const CONTROL_DEFINITIONS: readonly ControlDefinition[] = [
  {
    id: 'pauseContinue',
    name: '暂停/继续',
    locked: false,
    mainPageOnly: false,
    defaultValid: true,
    defaultData: {},
  },
  {
    id: 'volumeControl',
    name: '音量调节',
    locked: true,
    mainPageOnly: false,
    defaultValid: true,
    defaultData: { volume: SAMPLE_VOLUME },
  },
  {
    id: 'recognitionSubtitle',
    name: '机器人识别字幕',
    locked: true,
    mainPageOnly: true,
    defaultValid: true,
    defaultData: {},
  },
  {
    id: 'speechSubtitle',
    name: '机器人说话字幕',
    locked: false,
    mainPageOnly: false,
    defaultValid: true,
    defaultData: {},
  },
  { id: 'drawer', name: '抽屉', locked: false, mainPageOnly: false, defaultValid: true, defaultData: {} },
  {
    id: 'qaImagePopup',
    name: '问答图片弹窗',
    locked: true,
    mainPageOnly: false,
    defaultValid: true,
    defaultData: {},
  },
  {
    id: 'forcedRecommendation',
    name: '强推荐',
    locked: false,
    mainPageOnly: false,
    defaultValid: false,
    defaultData: {},
  },
];

export interface ScreenControl {
  id: ControlId;
  data: Record<string, unknown>;
  valid: boolean;
}

export const screenControlSchema = z.object({
  id: z.enum(CONTROL_IDS),
  data: z.record(z.string(), z.unknown()),
  valid: z.boolean(),
});

export function defaultControls(): ScreenControl[] {
  return CONTROL_DEFINITIONS.map(({ id, defaultValid, defaultData }) => ({
    id,
    valid: defaultValid,
    data: structuredClone(defaultData),
  }));
}

const definitionsById = new Map(CONTROL_DEFINITIONS.map((definition) => [definition.id, definition]));

export function controlDefinition(id: ControlId): ControlDefinition {
  return definitionsById.get(id)!;
}

/** Whether a control shows on a page of the given kind: switched on (or locked) and allowed there. */
export function isControlShown(
  controls: readonly ScreenControl[],
  id: ControlId,
  onMainPage: boolean,
): boolean {
  const definition = controlDefinition(id);
  if (definition.mainPageOnly && !onMainPage) return false;
  if (definition.locked) return true;
  return controls.find((control) => control.id === id)?.valid ?? definition.defaultValid;
}
