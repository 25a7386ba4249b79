import { useCallback, useEffect, useRef, useState } from 'react';
import type { SceneFlowConflict } from '../../../shared/api/scene-skills';
import type { SceneFlowDraft } from '../../../shared/scene-flow/scene-flow-schema';
import { ApiFailure } from '../../api/answer';
import { sceneSkillApi } from '../scene-skill-api';

export type AutosaveStatus = 'saved' | 'saving' | 'conflict' | 'failed';

const AUTOSAVE_DELAY_MS = 1200;
const HTTP_CONFLICT = 409;

function conflictOf(error: unknown): SceneFlowConflict | null {
  if (!(error instanceof ApiFailure) || error.httpStatus !== HTTP_CONFLICT) return null;
  const data = error.data as Partial<SceneFlowConflict> | undefined;
  return typeof data?.version === 'number' && data.flow ? (data as SceneFlowConflict) : null;
}

/**
 * Saves the flow a moment after each change, naming the version the editor started from. When
 * someone else saved in between, the server refuses (409) with its copy: autosave stops, and the
 * operator keeps theirs (saved over the newer version) or takes the other (theirs stays a step
 * back in undo), so nothing is lost.
 */
export function useFlowAutosave(
  id: string,
  startVersion: number,
  content: SceneFlowDraft,
  editable: boolean,
) {
  const [version, setVersion] = useState(startVersion);
  const [status, setStatus] = useState<AutosaveStatus>('saved');
  const [conflict, setConflict] = useState<SceneFlowConflict | null>(null);
  const saved = useRef(JSON.stringify(content));
  const latest = useRef(content);
  latest.current = content;
  const versionRef = useRef(version);
  versionRef.current = version;

  const save = useCallback(
    async (base: number) => {
      const flow = latest.current;
      const key = JSON.stringify(flow);
      setStatus('saving');
      try {
        const answer = await sceneSkillApi.save(id, base, flow);
        saved.current = key;
        setVersion(answer.version);
        setStatus('saved');
      } catch (error) {
        const theirs = conflictOf(error);
        setConflict(theirs);
        setStatus(theirs ? 'conflict' : 'failed');
      }
    },
    [id],
  );

  // Each change of the flow restarts the wait; the flow itself is read from `latest` when it ends.
  // biome-ignore lint/correctness/useExhaustiveDependencies: content is the trigger
  useEffect(() => {
    if (!editable || status === 'conflict' || status === 'saving') return;
    const timer = setTimeout(() => {
      if (JSON.stringify(latest.current) !== saved.current) void save(versionRef.current);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content, editable, status, save]);

  /** Keep this editor's flow: saved over the version the other save made. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    setConflict(null);
    void save(conflict.version);
  }, [conflict, save]);

  /** Take the other flow: the caller puts it on the canvas. */
  const takeTheirs = useCallback((): SceneFlowDraft | null => {
    if (!conflict) return null;
    saved.current = JSON.stringify(conflict.flow);
    setVersion(conflict.version);
    setConflict(null);
    setStatus('saved');
    return conflict.flow;
  }, [conflict]);

  /** A version restored on the server is now the base. */
  const rebase = useCallback((next: number, flow: SceneFlowDraft) => {
    saved.current = JSON.stringify(flow);
    setVersion(next);
    setStatus('saved');
  }, []);

  return { version, status, conflict, keepMine, takeTheirs, rebase, retry: () => void save(version) };
}
