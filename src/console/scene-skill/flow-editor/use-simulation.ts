import { useCallback, useState } from 'react';
import type { SceneReferenceLists } from '../../../shared/api/scene-skills';
import { decidedBranch } from '../../../shared/scene-flow/answer-match';
import {
  type Advance,
  IDLE_RUN,
  interpret,
  runUntilPause,
  type SceneAction,
  type SceneEvent,
  type SceneRunState,
} from '../../../shared/scene-flow/scene-flow-interpreter';
import type { SceneFlow, SceneFlowDraft } from '../../../shared/scene-flow/scene-flow-schema';
import { firedTrigger } from '../../../shared/scene-flow/scene-triggers';
import { sceneSkillApi } from '../scene-skill-api';

export interface SimulationLine {
  who: 'robot' | 'visitor' | 'system';
  text: string;
}

/** Until a visitor answers, nothing is matched. */
const NOTHING_SAID = decidedBranch(null);

const nameIn = (options: { id: string; name: string }[] | undefined, id: string) =>
  options?.find((option) => option.id === id)?.name ?? '未选择';

/** What the robot did, as the simulation's log says it. */
function lineOf(action: SceneAction, lists: SceneReferenceLists | undefined): SimulationLine {
  switch (action.type) {
    case 'speak':
      return { who: 'robot', text: action.text };
    case 'listen':
      return { who: 'robot', text: action.question };
    case 'showPage':
      return { who: 'system', text: `屏幕显示页面「${nameIn(lists?.pages, action.pageId)}」` };
    case 'goTo':
      return { who: 'system', text: `前往点位「${nameIn(lists?.points, action.pointId)}」` };
    case 'startTimer':
      return { who: 'system', text: `等待 ${action.seconds} 秒` };
    case 'callSkill':
      return { who: 'system', text: `调用技能「${nameIn(lists?.skills, action.skillId)}」` };
    case 'finish':
      return {
        who: 'system',
        text: action.outcome === 'completed' ? '场景结束' : `场景失败：${action.reason}`,
      };
  }
}

/**
 * The editor's simulation: the shared interpreter run on the flow being drawn, so what the operator
 * tests is what a robot does. Type what the visitor says (it starts the scene whose trigger it
 * fires, or answers an ask), pick a trigger, step node by node or run to the next pause. An answer
 * takes the branch the project's matcher reads it as (on the server, as for the robots); the
 * screen shows the page a showPage step put up (its id: the panel previews it).
 */
export function useSimulation(
  projectId: string,
  draft: SceneFlowDraft,
  lists: SceneReferenceLists | undefined,
) {
  const flow = draft as SceneFlow;
  const [run, setRun] = useState<SceneRunState | null>(null);
  const [log, setLog] = useState<SimulationLine[]>([]);
  const [page, setPage] = useState<string | null>(null);
  const [stepping, setStepping] = useState(false);

  const apply = useCallback(
    (advance: Advance, said: SimulationLine[] = []) => {
      setRun(advance.state);
      setLog((lines) => [...lines, ...said, ...advance.actions.map((action) => lineOf(action, lists))]);
      const shown = advance.actions.findLast((action) => action.type === 'showPage');
      if (shown?.type === 'showPage') setPage(shown.pageId);
    },
    [lists],
  );

  const send = useCallback(
    (state: SceneRunState, event: SceneEvent, said: SimulationLine[] = [], context = NOTHING_SAID) =>
      apply((stepping ? interpret : runUntilPause)(flow, state, event, context), said),
    [apply, flow, stepping],
  );

  const start = useCallback(
    (triggerId: string, said: SimulationLine[] = []) => {
      setLog([]);
      setPage(null);
      send(IDLE_RUN, { type: 'start', triggerId }, said);
    },
    [send],
  );

  /** What the visitor says: an answer to the ask that waits, else the start of the scene it triggers. */
  const say = useCallback(
    async (text: string) => {
      const line: SimulationLine = { who: 'visitor', text };
      const asking = run?.status === 'waiting' && run.waitingFor === 'answer' ? run : null;
      const ask = asking && flow.nodes.find((node) => node.id === asking.nodeId);
      if (asking && ask?.type === 'ask') {
        const branches = ask.data.branches.map(({ id, examples }) => ({ id, examples }));
        const { branchId } = await sceneSkillApi.answer({ projectId, answer: text, branches });
        send(asking, { type: 'answer', text }, [line], decidedBranch(branchId));
        return;
      }
      const triggerId = firedTrigger(flow, { on: 'utterance', text });
      if (triggerId) start(triggerId, [line]);
      else setLog((lines) => [...lines, line, { who: 'system', text: '没有触发条件与这句话匹配' }]);
    },
    [flow, projectId, run, send, start],
  );

  const step = useCallback(() => {
    if (run?.status === 'running') apply(interpret(flow, run, { type: 'step' }, NOTHING_SAID));
  }, [apply, flow, run]);

  const runOn = useCallback(() => {
    if (run?.status === 'running') apply(runUntilPause(flow, run, { type: 'step' }, NOTHING_SAID));
  }, [apply, flow, run]);

  const reply = useCallback(
    (event: Extract<SceneEvent, { type: 'timeout' | 'done' | 'failed' }>) => {
      if (run) send(run, event);
    },
    [run, send],
  );

  const reset = useCallback(() => {
    setRun(null);
    setLog([]);
    setPage(null);
  }, []);

  return { run, log, page, stepping, setStepping, start, say, step, runOn, reply, reset };
}

export type Simulation = ReturnType<typeof useSimulation>;
