import {
  type ActionStep,
  type ActionStepInput,
  actionStep,
  type StepKind,
  WAIT_RANGE,
} from '../../shared/api/actions';

/** A step being edited: its fields as typed so far, and a key that follows it when reordered. */
export type StepDraft = ActionStepInput & { key: string };

let nextKey = 0;
const keyed = (step: ActionStepInput): StepDraft => {
  nextKey += 1;
  return { ...step, key: `step-${nextKey}` };
};

/** A new step of a kind, with what most operators start from. */
export function newStep(kind: StepKind): StepDraft {
  switch (kind) {
    case 'SPEAK':
      return keyed({ kind, text: '' });
    case 'SHOW_PAGE':
      return keyed({ kind, homepageId: '', pageId: '', pageName: '' });
    case 'MOVE_TO':
      return keyed({ kind, pointId: '', pointName: '' });
    case 'MOTION':
      return keyed({ kind, motion: 'nod' });
    case 'WAIT':
      return keyed({ kind, seconds: Math.min(3, WAIT_RANGE.max) });
  }
}

export const draftsOf = (steps: ActionStep[]): StepDraft[] => steps.map(keyed);

/** The first problem of a step in the server's words, or null. */
export function stepProblem(draft: StepDraft): string | null {
  const { key: _key, ...step } = draft;
  const result = actionStep.safeParse(step);
  return result.success ? null : (result.error.issues[0]?.message ?? '步骤不完整');
}

export function stepsOf(drafts: StepDraft[]): ActionStep[] {
  return drafts.map(({ key: _key, ...step }) => actionStep.parse(step));
}

/** Moves the item at `from` to `to` (both in range), leaving the others in order. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Whether two lists of steps say the same (keys aside). */
export const sameSteps = (a: StepDraft[], b: StepDraft[]): boolean =>
  JSON.stringify(a.map(({ key: _k, ...step }) => step)) ===
  JSON.stringify(b.map(({ key: _k, ...step }) => step));
