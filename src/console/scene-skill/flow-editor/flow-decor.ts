import { createContext, useContext } from 'react';
import type { SceneReferenceLists } from '../../../shared/api/scene-skills';

/**
 * What the canvas shows on the steps besides their own data: the problems on each, the project's
 * names for what they refer to, and the simulation's (or a replayed run's) current step and path.
 * Kept stable while a step is dragged, so a drag re-renders the dragged step only.
 */
export interface FlowDecor {
  issues: ReadonlyMap<string, string[]>;
  lists: SceneReferenceLists | undefined;
  current: string | null;
  visited: ReadonlySet<string>;
}

export const NO_DECOR: FlowDecor = { issues: new Map(), lists: undefined, current: null, visited: new Set() };

export const FlowDecorContext = createContext<FlowDecor>(NO_DECOR);

export const useFlowDecor = () => useContext(FlowDecorContext);
