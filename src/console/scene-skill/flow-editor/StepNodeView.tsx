import { ExclamationCircleFilled } from '@ant-design/icons';
import { Handle, type NodeProps, Position, useUpdateNodeInternals } from '@xyflow/react';
import { Tooltip } from 'antd';
import { memo, useEffect, useRef } from 'react';
import { exitsOf } from '../../../shared/scene-flow/scene-flow-exits';
import { useFlowDecor } from './flow-decor';
import styles from './scene-editor.module.css';
import { STEP_LOOKS, stepSummary } from './step-catalogue';
import type { StepNode } from './use-flow-editor';

const ORIGIN = { x: 0, y: 0 };

/** A step on the canvas: its word and what it does, its problems, and one labelled handle per exit. */
function StepNodeView({ id, type, data, selected }: NodeProps<StepNode>) {
  const { issues, lists, current, visited } = useFlowDecor();
  const look = STEP_LOOKS[type];
  const node = { id, type, data, position: ORIGIN };
  const problems = issues.get(id);
  const summary = stepSummary(node, lists);
  const exits = exitsOf(node);
  // React Flow measures a step's handles when it first draws it: an ask that later gains or loses
  // a branch is measured again (only then, so opening a big flow measures each step once).
  const updateInternals = useUpdateNodeInternals();
  const handles = exits.map((exit) => exit.handle).join('|');
  const measured = useRef(handles);
  useEffect(() => {
    if (measured.current === handles) return;
    measured.current = handles;
    updateInternals(id);
  }, [handles, id, updateInternals]);
  const state = current === id ? styles.current : visited.has(id) ? styles.visited : '';
  return (
    <article
      className={`${styles.step} ${selected ? styles.selected : ''} ${problems ? styles.faulty : ''} ${state}`}
      style={{ '--step-color': look.color } as React.CSSProperties}
      data-testid="scene-step"
      data-step-type={type}
      aria-label={`${look.word}：${summary}${problems ? `（${problems.join('；')}）` : ''}`}
    >
      {type !== 'trigger' && <Handle type="target" position={Position.Top} className={styles.entry} />}
      <div className={styles.stepHead}>
        <span className={styles.stepIcon}>{look.icon}</span>
        <span>{look.word}</span>
        {problems && (
          <Tooltip title={problems.map((problem) => <div key={problem}>{problem}</div>)}>
            <ExclamationCircleFilled className={styles.problem} aria-label={problems.join('；')} />
          </Tooltip>
        )}
      </div>
      <div className={styles.stepBody} title={summary}>
        {summary}
      </div>
      {exits.length > 0 && (
        <div className={styles.exits}>
          {exits.map((exit) => (
            <div key={exit.handle} className={styles.exit}>
              {exit.label && <span className={styles.exitLabel}>{exit.label}</span>}
              <Handle
                type="source"
                id={exit.handle}
                position={Position.Bottom}
                className={styles.exitHandle}
                aria-label={`${look.word}的出口${exit.label ? `「${exit.label}」` : ''}`}
              />
            </div>
          ))}
        </div>
      )}
    </article>
  );
}

export const StepNodeMemo = memo(StepNodeView);
