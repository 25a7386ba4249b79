import { useCallback, useState } from 'react';
import type { SceneReferenceLists } from '../../../shared/api/scene-skills';
import { matchAnswer } from '../../../shared/scene-flow/answer-matcher';
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

export interface SimulationLine {
  who: 'robot' | 'visitor' | 'system';
  text: string;
}

const context = { matchAnswer };

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
 * fires, or answers an ask), pick a trigger, step node by node or run to the next pause.
 */
export function useSimulation(draft: SceneFlowDraft, lists: SceneReferenceLists | undefined) {
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
      if (shown?.type === 'showPage') setPage(nameIn(lists?.pages, shown.pageId));
    },
    [lists],
  );

  const send = useCallback(
    (state: SceneRunState, event: SceneEvent, said: SimulationLine[] = []) =>
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
    (text: string) => {
      const line: SimulationLine = { who: 'visitor', text };
      if (run?.status === 'waiting' && run.waitingFor === 'answer') {
        send(run, { type: 'answer', text }, [line]);
        return;
      }
      const triggerId = firedTrigger(flow, { on: 'utterance', text });
      if (triggerId) start(triggerId, [line]);
      else setLog((lines) => [...lines, line, { who: 'system', text: '没有触发条件与这句话匹配' }]);
    },
    [flow, run, send, start],
  );

  const step = useCallback(() => {
    if (run?.status === 'running') apply(interpret(flow, run, { type: 'step' }, context));
  }, [apply, flow, run]);

  const runOn = useCallback(() => {
    if (run?.status === 'running') apply(runUntilPause(flow, run, { type: 'step' }, context));
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
